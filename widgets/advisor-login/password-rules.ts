/**
 * The password rules of accounts spec 5.2 (and the constants of 9), each on its own, for the live checklist of the
 * change-password panel: "all must pass", and "Submit does nothing unless all rules pass".
 */

/** accounts spec 9: "Password: 8 to 240 characters". */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 240;
/** accounts spec 9: "special characters ! & # $ @". */
export const PASSWORD_SPECIAL_CHARACTERS = '!&#$@';
/** accounts spec 9: "4 consecutive characters shared with the User ID forbidden". */
export const SHARED_RUN_LENGTH = 4;

export interface PasswordRule {
  id: string;
  /** The checklist line, in the spec's words. */
  text: string;
  passes(password: string, userId: string): boolean;
}

/** True when the password and the user ID share a run of `SHARED_RUN_LENGTH` characters, ignoring case. */
export function sharesRunWithUserId(password: string, userId: string): boolean {
  const lowerPassword = password.toLowerCase();
  const lowerUserId = userId.toLowerCase();
  for (let start = 0; start + SHARED_RUN_LENGTH <= lowerUserId.length; start += 1) {
    if (lowerPassword.includes(lowerUserId.slice(start, start + SHARED_RUN_LENGTH))) return true;
  }
  return false;
}

export const PASSWORD_RULES: readonly PasswordRule[] = [
  {
    id: 'length',
    text: '8 to 240 characters',
    passes: (password) => password.length >= PASSWORD_MIN_LENGTH && password.length <= PASSWORD_MAX_LENGTH,
  },
  {
    id: 'character-kinds',
    text: 'At least one lowercase letter, one uppercase letter and one number',
    passes: (password) => /[a-z]/.test(password) && /[A-Z]/.test(password) && /[0-9]/.test(password),
  },
  {
    id: 'special-character',
    text: 'At least one special character from ! & # $ @',
    passes: (password) => [...PASSWORD_SPECIAL_CHARACTERS].some((character) => password.includes(character)),
  },
  {
    id: 'no-password-word',
    text: 'Does not contain the word "password"',
    passes: (password) => !password.toLowerCase().includes('password'),
  },
  {
    id: 'no-triple-repeat',
    text: 'No character repeated 3 or more times in a row',
    passes: (password) => !/(.)\1\1/su.test(password),
  },
  {
    id: 'not-like-user-id',
    text: 'Your password cannot contain more than 3 characters of your User ID',
    passes: (password, userId) => !sharesRunWithUserId(password, userId),
  },
  {
    id: 'no-spaces',
    text: 'No spaces',
    passes: (password) => !/\s/.test(password),
  },
];

export interface RuleResult {
  rule: PasswordRule;
  passed: boolean;
}

/** The checklist: every rule with whether the password passes it. */
export function checkPassword(password: string, userId: string): RuleResult[] {
  return PASSWORD_RULES.map((rule) => ({ rule, passed: rule.passes(password, userId) }));
}

/** accounts spec 5.2: "all must pass". */
export function passwordAccepted(password: string, userId: string): boolean {
  return PASSWORD_RULES.every((rule) => rule.passes(password, userId));
}
