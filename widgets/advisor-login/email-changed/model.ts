/**
 * The e-mail-changed page's rules (accounts spec 2.5, 4.7): its three choices with their texts, and where each
 * leads. The calls are made by EmailChangedView.
 */
import { EMAIL_CHANGED_CHOICES, type EmailChangedChoice } from '../../../services/registration-vocabulary';

export { EMAIL_CHANGED_CHOICES, type EmailChangedChoice };

/** accounts spec 2.5: the page's heading. */
export const EMAIL_CHANGED_HEADING = 'Has Your Email Address Changed?';

/**
 * The spec gives no text for "Next" with no choice made (nothing is chosen at first: each choice has consequences,
 * none is the visitor's by default).
 */
export const CHOOSE_ONE = 'Please select one of the choices above.';

/** accounts spec 2.5: each radio's text; changed-new names the current address. */
export function choiceLabel(choice: EmailChangedChoice, email: string): string {
  switch (choice) {
    case 'changed-new':
      return `My email address changed to ${email}`;
    case 'changed-else':
      return 'My email address changed to something else';
    case 'changed-none':
      return 'My email address has not changed';
  }
}

/**
 * accounts spec 4.7: "changed-new and changed-else go to /register?user={choice}"; "changed-none sends
 * continuefirmid and goes home".
 */
export function emailChangedStep(
  choice: EmailChangedChoice,
  registerUrl: string,
): { next: 'register'; url: string } | { next: 'continueFirmId' } {
  if (choice === 'changed-none') return { next: 'continueFirmId' };
  const separator = registerUrl.includes('?') ? '&' : '?';
  return { next: 'register', url: `${registerUrl}${separator}user=${choice}` };
}
