import { useEffect, useState } from 'react';
import type { AttributeValues } from '../../../runtime/attributes';
import { useElement } from '../../../runtime/element-context';
import { homePath, loginUrl, safeUrl, siteUrl } from '../../../runtime/links';
import { writeText } from '../../../runtime/storage';
import { LoadingScreen } from '../../../runtime/ui/LoadingScreen';
import loadingStyles from '../../../runtime/ui/loading-screen.css?inline';
import { ChallengeChoice } from '../ChallengePanels';
import type { attributes } from '../element';
import { ErrorMessage, PanelHeading } from '../fields';
import { PasscodePanel } from '../PasscodePanel';
import { StepPanels } from '../StepPanels';
import { usePanelEvent } from '../use-panel-event';
import { useAdoptedStyles } from '../../../runtime/adopted-styles';
import { AdditionalForm } from './AdditionalForm';
import { ConfirmView, FailureView, LinkExpiredView } from './MessageViews';
import { PasswordStep } from './PasswordStep';
import { RegisterForm } from './RegisterForm';
import { addressWithoutToken, registrationStart } from './model';
import { useRegisterFlow, type RegisterFlow } from './use-register-flow';
import styles from './styles.css?inline';

/** accounts spec 2.4: the step header. */
const STEPS = ['1: Enter/Confirm information', '2: Create password'] as const;
const STEP_OF: Partial<Record<RegisterFlow['state']['step'], 0 | 1>> = {
  register: 0,
  additional: 0,
  password: 1,
  'challenge-choice': 1,
  otp: 1,
};

/** The last crumb: the step's name, else the view's own name. */
const CRUMB: Record<RegisterFlow['state']['step'], string> = {
  register: 'Enter/Confirm information',
  registerInternal: 'Terms and Conditions',
  confirm: 'Confirm Your Email',
  confirmResend: 'New Email Sent',
  confirmError: 'An Error Occurred',
  confirmExpired: 'The confirmation link has expired',
  validate: 'Verifying your email address',
  additional: 'Enter/Confirm information',
  password: 'Create password',
  'challenge-choice': 'Create password',
  otp: 'Create password',
  subscribed: 'Create password',
  error: 'An Error Occurred',
};

/** accounts spec 2.4 "Breadcrumb: Home > Register > {step}". */
function Breadcrumb({ step, home, register }: { step: string; home: string; register: string }) {
  return (
    <nav className="breadcrumb" aria-label="Breadcrumb">
      <ol>
        <li>
          <a className="cm-link" href={safeUrl(home)}>
            Home
          </a>
        </li>
        <li>
          <a className="cm-link" href={safeUrl(register)}>
            Register
          </a>
        </li>
        <li aria-current="page">{step}</li>
      </ol>
    </nav>
  );
}

/** accounts spec 2.4 "Step header": the two steps, the current one marked. */
function StepHeader({ current }: { current: 0 | 1 }) {
  return (
    <ol className="steps" aria-label="Registration steps">
      {STEPS.map((step, index) => (
        <li
          key={step}
          className={index === current ? 'current' : undefined}
          aria-current={index === current ? 'step' : undefined}
        >
          {step}
        </li>
      ))}
    </ol>
  );
}

/**
 * 4.6 subscribed: the login's sign-in runs, under the loading screen; a second factor it asks for shows as on the
 * login page. When it fails, the account exists all the same: the login's message, and the login page to go on
 * (the spec gives no view for it: "Your account is ready." and "Log in" are chosen here).
 */
function Subscribed({ flow }: { flow: RegisterFlow }) {
  const { config } = useElement();
  const { auth } = flow;
  if (auth.state.panel !== 'login') return <StepPanels flow={auth} config={config} />;
  if (auth.state.error && !auth.busy) {
    return (
      <>
        <ErrorMessage error={auth.state.error} links={{}} />
        <div className="panel" part="panel">
          <PanelHeading focus>Your account is ready.</PanelHeading>
          <a className="cm-button" href={safeUrl(loginUrl(config.siteBase))}>
            Log in
          </a>
        </div>
      </>
    );
  }
  return <LoadingScreen />;
}

function CurrentStep({ flow, props }: { flow: RegisterFlow; props: AttributeValues<typeof attributes> }) {
  const { config } = useElement();
  switch (flow.state.step) {
    case 'register':
    case 'registerInternal':
      return <RegisterForm flow={flow} termsScope={props.termsScope} />;
    case 'validate':
      return <LoadingScreen heading="We are verifying your email address..." />;
    case 'additional':
      return <AdditionalForm flow={flow} />;
    case 'password':
      return <PasswordStep flow={flow} />;
    case 'challenge-choice':
      return <ChallengeChoice flow={flow.stepFlow} config={config} />;
    case 'otp':
      return <PasscodePanel flow={flow.stepFlow} />;
    case 'subscribed':
      return <Subscribed flow={flow} />;
    case 'confirm':
    case 'confirmResend':
      return <ConfirmView flow={flow} />;
    case 'confirmExpired':
      return <LinkExpiredView flow={flow} registerUrl={props.registerUrl} contactUrl={props.contactUrl} />;
    case 'confirmError':
    case 'error':
      return <FailureView flow={flow} registerUrl={props.registerUrl} contactUrl={props.contactUrl} />;
  }
}

/**
 * accounts spec 2.4, 4.6: /register and its addresses (validate-user with the e-mail link's token, terms-conditions
 * for internal users, user=changed-new and changed-else re-registrations), each view of the spec's table with its
 * heading, the breadcrumb and the step header. Loaded only on the pages that have it.
 */
export default function RegisterView(props: AttributeValues<typeof attributes>) {
  const { config, host } = useElement();
  useAdoptedStyles(host, styles);
  useAdoptedStyles(host, loadingStyles);
  const [start] = useState(() => registrationStart(location.pathname, location.search));
  const flow = useRegisterFlow(start, props.registerUrl);
  usePanelEvent(flow.state.step);

  useEffect(() => {
    // The link's token is kept in memory only: the address loses it at once.
    if (location.search.includes('tokenNbr')) {
      history.replaceState(history.state, '', addressWithoutToken(location.href));
    }
    // Where a finished registration goes (2.4 registrationPageRedirect): the page's own redirect= (the spec does
    // not say who stores it), held to the site like the login's.
    const redirect = siteUrl(new URLSearchParams(location.search).get('redirect'));
    if (redirect) writeText('local', 'registrationPageRedirect', redirect);
  }, []);

  const step = STEP_OF[flow.state.step];
  return (
    <div className="advisor-login register">
      <Breadcrumb step={CRUMB[flow.state.step]} home={homePath(config.siteBase)} register={props.registerUrl} />
      {step !== undefined && <StepHeader current={step} />}
      <ErrorMessage error={flow.state.error} links={{}} />
      {/* Each view is drawn anew (confirm and confirmResend share a component): its heading takes the focus. */}
      <CurrentStep key={flow.state.step} flow={flow} props={props} />
    </div>
  );
}
