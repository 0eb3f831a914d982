import { useEffect, useRef } from 'react';
import { fillTemplate } from '../../runtime/config';
import { signOut } from '../../runtime/stores/session';
import type { SignedIn } from '../../services/subscription-records';

/**
 * Who the subscription centre saves for (accounts spec 2.8 shows the visitor's first name and e-mail after step 1,
 * but no texts for these): the signed-in visitor named above the preferences, a way out for someone else at the
 * same computer, and what the visitor is told when another window changed the sign-in.
 */
export const IDENTITY_TEXTS = {
  signedInAs: 'Signed in as {name} ({email}).',
  signedInAsEmail: 'Signed in as {email}.',
  notYou: 'Not you?',
  changedElsewhere: 'The sign-in changed in another window. Nothing was saved. These are the preferences of {email}.',
  signedOutElsewhere: 'You were signed out in another window. Nothing was saved.',
  forgotten:
    'We could not find the subscription profile saved in this browser, so you are no longer signed in. Please check your information and select Continue.',
} as const;

/** The visitor a view shows, as one text: the e-mail and the contact id. */
export function identityKey(signedIn: SignedIn | undefined): string {
  return signedIn ? `${signedIn.profile.emailId}|${signedIn.contactId ?? ''}` : '';
}

/**
 * Whether a save for `shown` may go out while `now` is signed in: the same e-mail, and the same contact id where the
 * visitor's storage holds one (without one, the id the service gave with the visitor's subscriptions is used).
 */
export function sameVisitor(shown: SignedIn, now: SignedIn | undefined): boolean {
  if (!now || now.profile.emailId !== shown.profile.emailId) return false;
  return now.contactId === undefined || now.contactId === shown.contactId;
}

export function signedInAsText({ profile }: SignedIn): string {
  const name = [profile.firstName, profile.lastName]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(' ');
  return name
    ? fillTemplate(IDENTITY_TEXTS.signedInAs, { name, email: profile.emailId })
    : fillTemplate(IDENTITY_TEXTS.signedInAsEmail, { email: profile.emailId });
}

/** What changed in another window, for the notice: undefined when nothing did. */
export function identityChangeText(signedIn: SignedIn | undefined): string {
  return signedIn
    ? fillTemplate(IDENTITY_TEXTS.changedElsewhere, { email: signedIn.profile.emailId })
    : IDENTITY_TEXTS.signedOutElsewhere;
}

/**
 * "Signed in as ... Not you?": "Not you?" ends every sign-in of the browser (runtime/stores/session `signOut`), after
 * `onNotYou` told the view that the change is the visitor's own; the view then shows the sign-in form.
 */
export function SignedInAs({ signedIn, onNotYou }: { signedIn: SignedIn; onNotYou(): void }) {
  return (
    <p className="signed-in-as" part="signed-in-as">
      {signedInAsText(signedIn)}{' '}
      <button
        type="button"
        className="link-button"
        onClick={() => {
          onNotYou();
          signOut();
        }}
      >
        {IDENTITY_TEXTS.notYou}
      </button>
    </p>
  );
}

/** The notice of a sign-in changed in another window; it takes the focus, as the controls it replaced are gone. */
export function IdentityNotice({ text }: { text: string | undefined }) {
  const ref = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (text) ref.current?.focus();
  }, [text]);
  if (!text) return null;
  return (
    <p ref={ref} className="identity-notice" role="status" tabIndex={-1}>
      {text}
    </p>
  );
}
