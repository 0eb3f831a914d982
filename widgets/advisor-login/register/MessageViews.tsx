import { safeUrl } from '../../../runtime/links';
import { PanelHeading, SubmitButton } from '../fields';
import { REGISTRATION_TEXTS } from './registration-errors';
import type { RegisterFlow } from './use-register-flow';

/*
 * The views of accounts spec 2.4 that tell the visitor what happened. Their headings are the spec's; their other
 * texts are not given by the spec and are written here, the link's lifetime from 9 ("Registration confirmation link
 * expires after 24 hours").
 */

/** accounts spec 2.4 confirm ("Confirm Your Email") and confirmResend ("New Email Sent"); 4.6 "confirm → confirmResend". */
export function ConfirmView({ flow }: { flow: RegisterFlow }) {
  const { state, busy } = flow;
  const resent = state.step === 'confirmResend';
  return (
    <form
      className="panel"
      part="panel"
      method="post"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        flow.resend();
      }}
    >
      <PanelHeading focus={state.moves > 0}>{resent ? 'New Email Sent' : 'Confirm Your Email'}</PanelHeading>
      <p>
        {resent ? 'We sent a new email to ' : 'We sent an email to '}
        <strong className="address">{state.values.emailId}</strong>. Select the link in it to confirm your email address
        and continue your registration. The link expires after 24 hours.
      </p>
      <p className="note">Didn&apos;t receive the email? Check your junk mail folder, or send it again.</p>
      <div className="actions">
        <SubmitButton busy={busy}>Resend Email</SubmitButton>
      </div>
    </form>
  );
}

/** accounts spec 2.4 confirmExpired: "The confirmation link has expired"; registration starts again. */
export function LinkExpiredView({
  flow,
  registerUrl,
  contactUrl,
}: {
  flow: RegisterFlow;
  registerUrl: string;
  contactUrl: string;
}) {
  return (
    <div className="panel" part="panel">
      <PanelHeading focus={flow.state.moves > 0}>The confirmation link has expired</PanelHeading>
      <p>Confirmation links expire after 24 hours. Register again and we will send you a new link.</p>
      <div className="actions">
        <a className="cm-button" href={safeUrl(registerUrl)}>
          Register Again
        </a>
      </div>
      <ContactLine contactUrl={contactUrl} />
    </div>
  );
}

/**
 * accounts spec 2.4, 8.8: confirmError ("An Error Occurred": the server's message and "We're sorry but an error as
 * occurred sending the confirmation email. Try again.") and the error view ("We're sorry but an error as occurred.
 * Please try again later.", with confirmError's heading: the spec gives the error view none). "Try Again" returns to
 * the step whose call failed, with everything typed; a broken link starts registration again.
 */
export function FailureView({
  flow,
  registerUrl,
  contactUrl,
}: {
  flow: RegisterFlow;
  registerUrl: string;
  contactUrl: string;
}) {
  const { state } = flow;
  const sending = state.step === 'confirmError';
  return (
    <div className="panel" part="panel">
      <PanelHeading focus={state.moves > 0}>An Error Occurred</PanelHeading>
      {sending && state.serverMessage && <p className="server-message">{state.serverMessage}</p>}
      <p>{sending ? REGISTRATION_TEXTS.confirmError : REGISTRATION_TEXTS.error}</p>
      <div className="actions">
        {state.failedFrom ? (
          <button type="button" className="cm-button" onClick={() => flow.dispatch({ type: 'tryAgain' })}>
            Try Again
          </button>
        ) : (
          <a className="cm-button" href={safeUrl(registerUrl)}>
            Register
          </a>
        )}
      </div>
      <ContactLine contactUrl={contactUrl} />
    </div>
  );
}

/** accounts spec 2.4: "A contact page is linked at /about-us/contact-us/". */
function ContactLine({ contactUrl }: { contactUrl: string }) {
  return (
    <p className="contact-line">
      Questions?{' '}
      <a className="cm-link" href={safeUrl(contactUrl)}>
        Contact us
      </a>
    </p>
  );
}
