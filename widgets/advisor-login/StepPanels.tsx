import type { PageConfig } from '../../runtime/config';
import { ChallengeChoice, ChallengeQuestion } from './ChallengePanels';
import { ChangePasswordPanel } from './ChangePasswordPanel';
import { fillAccountText, TEXTS } from './errors';
import { PanelActions, PanelHeading } from './fields';
import { PasscodePanel } from './PasscodePanel';
import { CapturePhone, VerifyPhone } from './PhonePanels';
import type { AuthFlow } from './use-auth-flow';

/** accounts spec 2.2: the contact-representative panel (CTN_FORGOTPASSWORD_1116). */
function ContactPanel({ flow, config }: { flow: AuthFlow; config: PageConfig }) {
  return (
    <div className="panel" part="panel">
      <PanelHeading focus={flow.state.moves > 0}>Verify your identity</PanelHeading>
      <p>{fillAccountText(TEXTS.contact, config)}</p>
      <PanelActions flow={flow} />
    </div>
  );
}

/** The panels after the first one, shared by the login, forgot-password and account-settings views. */
export function StepPanels({ flow, config }: { flow: AuthFlow; config: PageConfig }) {
  switch (flow.state.panel) {
    case 'challengeChoice':
      return <ChallengeChoice flow={flow} config={config} />;
    case 'challengeQuestion':
      return <ChallengeQuestion flow={flow} />;
    case 'passcode':
      return <PasscodePanel flow={flow} />;
    case 'changePassword':
      return <ChangePasswordPanel flow={flow} />;
    case 'capturePhone':
      return <CapturePhone flow={flow} />;
    case 'verifyPhone':
      return <VerifyPhone flow={flow} />;
    case 'contact':
      return <ContactPanel flow={flow} config={config} />;
    default:
      return null;
  }
}
