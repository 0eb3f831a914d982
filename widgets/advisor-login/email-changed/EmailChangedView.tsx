import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type { AttributeValues } from '../../../runtime/attributes';
import { useElement } from '../../../runtime/element-context';
import { isAborted } from '../../../runtime/http';
import { homePath, loginUrl, safeUrl } from '../../../runtime/links';
import { loadAdvisorProfile, useAdvisorProfile } from '../../../runtime/stores/advisor-profile';
import { useSession } from '../../../runtime/stores/session';
import { getApiToken } from '../../../services/auth';
import { continueFirmId } from '../../../services/registration';
import type { attributes, events } from '../element';
import { fillAccountText, TEXTS } from '../errors';
import { ErrorMessage, PanelHeading, SubmitButton } from '../fields';
import { registrationAlert } from '../register/registration-errors';
import { useNavigate } from '../use-navigate';
import { useAdoptedStyles } from '../../../runtime/adopted-styles';
import {
  CHOOSE_ONE,
  choiceLabel,
  EMAIL_CHANGED_CHOICES,
  EMAIL_CHANGED_HEADING,
  emailChangedStep,
  type EmailChangedChoice,
} from './model';
import styles from './styles.css?inline';

/**
 * accounts spec 2.5, 4.7: "Has Your Email Address Changed?" for a logged-in advisor: the three choices (the first
 * names the current address, from the profile), "Next"; a re-registration goes to /register?user={choice}, "has not
 * changed" sends continuefirmid (the profile's firm id: the spec names the field, not its value) and goes home. A
 * visitor who is not logged in is asked to log in first (the spec shows the page only to a logged-in advisor).
 */
export default function EmailChangedView(props: AttributeValues<typeof attributes>) {
  const { config, emit, host } = useElement<typeof events>();
  useAdoptedStyles(host, styles);
  const navigate = useNavigate();
  // The call's signal is aborted when the element leaves the page, as the login's flow does it (use-auth-flow).
  const controller = useRef<AbortController | null>(null);
  useEffect(() => {
    const current = new AbortController();
    controller.current = current;
    return () => current.abort();
  }, []);
  const advisor = useSession((state) => state.advisor);
  const profile = useAdvisorProfile();
  const [choice, setChoice] = useState<EmailChangedChoice | undefined>();
  const [unchosen, setUnchosen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<ReturnType<typeof registrationAlert>>();
  const running = useRef(false);
  const name = useId();
  const headingId = useId();
  const email = typeof profile?.emailId === 'string' ? profile.emailId : '';
  // The profile's load settled without a profile (a failure is logged): the visitor is told, not left waiting.
  const [unreadable, setUnreadable] = useState(false);
  useEffect(() => {
    if (!advisor || profile) return;
    let current = true;
    void loadAdvisorProfile(config).then(() => {
      if (current) setUnreadable(true);
    });
    return () => {
      current = false;
    };
  }, [advisor, profile, config]);

  if (!advisor) {
    return (
      <div className="advisor-login email-changed">
        <div className="panel" part="panel">
          <PanelHeading focus={false}>{EMAIL_CHANGED_HEADING}</PanelHeading>
          <p>Log in to tell us whether your email address has changed.</p>
          <a className="cm-button" href={safeUrl(loginUrl(config.siteBase, location.href))}>
            Log in
          </a>
        </div>
      </div>
    );
  }

  const keepFirm = async () => {
    const context = { config, signal: controller.current?.signal };
    const exchange = await getApiToken({}, context);
    const firmId = typeof profile?.firmId === 'string' ? profile.firmId : '';
    const answer = await continueFirmId(firmId, exchange, context);
    if (answer.code !== undefined) {
      emit('error', { panel: 'emailChanged', code: answer.code });
      return setError(registrationAlert(answer.code));
    }
    navigate(homePath(config.siteBase), 'email-changed');
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!choice) return setUnchosen(true);
    const step = emailChangedStep(choice, props.registerUrl);
    if (step.next === 'register') return navigate(step.url, 'email-changed');
    if (running.current) return;
    running.current = true;
    setBusy(true);
    setError(undefined);
    keepFirm()
      .catch((failure: unknown) => {
        if (isAborted(failure)) return;
        emit('error', { panel: 'emailChanged', code: null });
        setError(registrationAlert(undefined));
      })
      .finally(() => {
        running.current = false;
        setBusy(false);
      });
  };

  return (
    <div className="advisor-login email-changed">
      <ErrorMessage error={error} links={{}} />
      <form className="panel" part="panel" method="post" noValidate onSubmit={submit}>
        <h2 id={headingId} className="heading" part="heading">
          {EMAIL_CHANGED_HEADING}
        </h2>
        {profile ? (
          <fieldset
            className="choices"
            aria-labelledby={headingId}
            aria-describedby={unchosen ? `${name}-error` : undefined}
          >
            {EMAIL_CHANGED_CHOICES.map((option) => (
              <label key={option} className="check">
                <input
                  type="radio"
                  name={name}
                  value={option}
                  checked={choice === option}
                  onChange={() => {
                    setChoice(option);
                    setUnchosen(false);
                  }}
                />
                <span>{choiceLabel(option, email)}</span>
              </label>
            ))}
          </fieldset>
        ) : unreadable ? (
          <p className="alert" role="alert">
            {fillAccountText(TEXTS.generic, config)}
          </p>
        ) : (
          <p role="status">Loading...</p>
        )}
        {unchosen && (
          <p id={`${name}-error`} className="field-error" role="alert">
            {CHOOSE_ONE}
          </p>
        )}
        <div className="actions">
          <SubmitButton busy={busy}>Next</SubmitButton>
        </div>
      </form>
    </div>
  );
}
