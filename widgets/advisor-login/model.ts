/**
 * The decision logic of accounts spec 4 as plain functions: the user-ID "Next" (4.1), the login submit decision
 * (4.2), what follows ALLOW and a passed second factor (4.2, 4.4, 4.5), internal users (5.7) and the SSO address.
 * The panels themselves move by the reducer in flow.ts.
 */
import type { AccountSettings } from '../../runtime/config';
import { siteUrl } from '../../runtime/links';
import { questionOf, routesOf, type MfaRoute, type SignInValue } from '../../services/auth';
import { AUTH_CODES, PHONE_INACTIVE, RISK_ADVICE, type ChangePasswordMode } from '../../services/auth-vocabulary';

// ---------------------------------------------------------------------------------------------------------------
// 4.1 User ID "Next"

/** accounts spec 5.1: "Empty user ID". */
export const ENTER_USER_ID = 'Enter your firm email address';
/** accounts spec 5.1: "Empty password"; 5.2: "Logged-in mode requires the current password". */
export const ENTER_PASSWORD = 'Enter your password';

export type UserIdKind = 'email' | 'sso' | 'legacy';

/**
 * A firm e-mail address is a plain user ID; without "@", a user ID matching the configured SSO format is an SSO
 * user ID and any other is a legacy user ID (the spec names the kinds, not their shapes).
 */
export function userIdKind(userId: string, ssoUserIdPattern: string): UserIdKind {
  const id = userId.trim();
  if (id.includes('@')) return 'email';
  let sso: RegExp | undefined;
  try {
    sso = new RegExp(ssoUserIdPattern);
  } catch {
    sso = undefined;
  }
  return sso?.test(id) ? 'sso' : 'legacy';
}

/** accounts spec 4.1: what "Next" does with a user ID. */
export type UserIdStep = 'showPassword' | 'ssoLogin' | 'validate';

export function userIdStep(userId: string, ssoUserIdPattern: string): UserIdStep {
  const kind = userIdKind(userId, ssoUserIdPattern);
  return kind === 'sso' ? 'ssoLogin' : kind === 'legacy' ? 'validate' : 'showPassword';
}

/**
 * accounts spec 4.1, 8.1: the validation answer of a legacy user ID. 2000, 2001 or 2002 go to the SSO login, 2003
 * reveals the password field, any other code is an error (see errors.ts).
 */
export function validatedUserStep(code: string | undefined): 'ssoLogin' | 'showPassword' | 'error' {
  if (code !== undefined && (AUTH_CODES.validateSsoLogin as readonly string[]).includes(code)) return 'ssoLogin';
  if (code === AUTH_CODES.validateShowPassword) return 'showPassword';
  return 'error';
}

/**
 * accounts spec 7.2: the SSO login, "autoPopulateUserID?userId={userId}[&target=...]": the user ID, and the
 * post-login target when there is one. The target obeys the login's own redirect rule (runtime/links.ts
 * `siteUrl`): only an address of this site is handed on, as its whole URL; any other is left out.
 */
export function ssoLoginUrl(base: string, userId: string, target?: string): string {
  const separator = base.includes('?') ? '&' : '?';
  const query = new URLSearchParams({ userId: userId.trim() });
  const onSite = siteUrl(target);
  if (onSite) query.set('target', onSite);
  return `${base}${separator}${query.toString()}`;
}

/**
 * Who is signed in, for an advisor who opens the login page signed in (the spec shows no such text): the profile's
 * name with the user name, or the user name alone.
 */
export function signedInText(
  profile: { preferredFirstNm?: unknown; firstNm?: unknown; lastNm?: unknown } | undefined,
  username: string | undefined,
): string {
  const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
  const name = [text(profile?.preferredFirstNm) || text(profile?.firstNm), text(profile?.lastNm)]
    .filter(Boolean)
    .join(' ');
  const user = username?.trim() ?? '';
  if (name && user) return `You are logged in as ${name} (${user}).`;
  return name || user ? `You are logged in as ${name || user}.` : 'You are logged in.';
}

// ---------------------------------------------------------------------------------------------------------------
// 4.2 Login submit decision

export type SignInOutcome =
  | { kind: 'ALLOW' }
  | { kind: 'INACTIVE'; phone: string | undefined }
  | { kind: 'CHALLENGE'; routes: MfaRoute[]; question: string | undefined; kba: boolean }
  | { kind: 'TEMP_PASSWORD' }
  | { kind: 'ERROR'; code: string | undefined };

const asText = (value: unknown) =>
  value === undefined || value === null || value === '' ? undefined : String(value as string | number);

/**
 * accounts spec 4.2: INACTIVE phone verification first; otherwise riskAdvice (for INCREASEAUTH the reasonCode
 * decides, any other value decides by itself); otherwise the reasonCode; otherwise the error code.
 * An INCREASEAUTH without a reason code is a step-up by itself.
 */
export function signInOutcome(answer: { value: SignInValue | undefined; code: string | undefined }): SignInOutcome {
  const value = answer.value;
  if (value?.phnVrfStatus === PHONE_INACTIVE) {
    return { kind: 'INACTIVE', phone: value.userVrfPhoneNbr ?? undefined };
  }
  const riskAdvice = asText(value?.riskAdvice);
  const reasonCode = asText(value?.reasonCode);
  let decider: string | undefined;
  if (riskAdvice !== undefined) {
    decider = riskAdvice === RISK_ADVICE.increaseAuth ? (reasonCode ?? riskAdvice) : riskAdvice;
  } else {
    decider = reasonCode ?? answer.code;
  }
  if (decider === RISK_ADVICE.allow) return { kind: 'ALLOW' };
  if (decider === PHONE_INACTIVE) return { kind: 'INACTIVE', phone: value?.userVrfPhoneNbr ?? undefined };
  if (decider === AUTH_CODES.tempPassword) return { kind: 'TEMP_PASSWORD' };
  if (decider === RISK_ADVICE.increaseAuth || (AUTH_CODES.stepUp as readonly string[]).includes(decider ?? '')) {
    return { kind: 'CHALLENGE', routes: routesOf(value), question: questionOf(value), kba: isSet(value?.kba) };
  }
  return { kind: 'ERROR', code: answer.code ?? decider };
}

/** The kba flag of the sign-in answer: true, "true", "Y" or a non-empty list of questions. */
function isSet(flag: unknown): boolean {
  if (Array.isArray(flag)) return flag.length > 0;
  if (typeof flag === 'string') return ['true', 'y', 'yes'].includes(flag.toLowerCase());
  return flag === true;
}

/** The flow's way (accounts spec 4.2, 4.4, 4.5): the advisor's login, a forgotten password, account settings. */
export type FlowMode = 'login' | 'forgotPassword' | 'accountSettings';

/**
 * accounts spec 4.2 "ALLOW: if the temporary-password flag is set, go to change password carrying the current
 * password. Otherwise finish login." A passed second factor in the login ("back to the login form with
 * MFA_ANSWERED") ends the same way; in the forgot-password flow it leads to the new password (4.5).
 */
export function afterAllow(
  mode: FlowMode,
  temporaryPassword: boolean,
): { next: 'finishLogin' } | { next: 'changePassword'; mode: ChangePasswordMode } {
  if (mode === 'forgotPassword') return { next: 'changePassword', mode: 'FORGOT_PASSWORD_CHANGE' };
  return temporaryPassword ? { next: 'changePassword', mode: 'TEMP_PASSWORD' } : { next: 'finishLogin' };
}

/**
 * What a successful change of password leads to: the login form re-submits with the new password
 * (CHANGE_PASSWORD_SUCCESS, 4.2), /login?forgotPassword=true (4.5), or the success notice of account settings (2.3).
 */
export function afterPasswordChange(mode: ChangePasswordMode): 'resubmitLogin' | 'forgotPasswordDone' | 'notice' {
  if (mode === 'TEMP_PASSWORD') return 'resubmitLogin';
  if (mode === 'FORGOT_PASSWORD_CHANGE') return 'forgotPasswordDone';
  return 'notice';
}

/** accounts spec 4.4: the current password is entered only in logged-in mode (temporary: from the login). */
export function asksCurrentPassword(mode: ChangePasswordMode): boolean {
  return mode === 'CHANGE_PASSWORD_LOGGED_IN';
}

// ---------------------------------------------------------------------------------------------------------------
// 5.7 Internal users

/**
 * accounts spec 5.7: "treated as internal when the username contains no "@", or when its e-mail domain is one of
 * the firm's own corporate domains (several domains plus their qa. variants)".
 */
export function isInternalUser(userId: string, settings: Pick<AccountSettings, 'corporateDomains'>): boolean {
  const id = userId.trim().toLowerCase();
  const at = id.lastIndexOf('@');
  if (at < 0) return true;
  const domain = id.slice(at + 1);
  return settings.corporateDomains.some((corporate) => {
    const own = corporate.toLowerCase();
    return domain === own || domain === `qa.${own}`;
  });
}

/** accounts spec 4.5: the forgot-password flow's success address. */
export function forgotPasswordDoneUrl(siteBase: string): string {
  return `${siteBase}/login?forgotPassword=true`;
}

// ---------------------------------------------------------------------------------------------------------------
// 4.2 "sign in to the subscription centre"

/** The advisor profile fields the subscription profile is made of (accounts spec 3.2, 3.5). */
export interface ProfileNames {
  emailId?: string | null;
  firstNm?: string | null;
  lastNm?: string | null;
  preferredFirstNm?: string | null;
  firmNm?: string | null;
  firmId?: string | null;
  parentFirmNm?: string | null;
  parentFirmId?: string | null;
}

/**
 * accounts spec 3.5 (one reading stores "Advisor" after an advisor login): the subscription profile of a signed-in
 * advisor, or undefined when the profile lacks the e-mail address or the names.
 */
export function subscriptionProfileFrom(profile: ProfileNames) {
  if (!profile.emailId || !profile.firstNm || !profile.lastNm) return undefined;
  return {
    firstName: profile.firstNm,
    lastName: profile.lastNm,
    emailId: profile.emailId,
    token: null,
    wholeSalerID: null,
    role: 'Advisor' as const,
    firmName: profile.firmNm ?? null,
    firmId: profile.firmId ?? null,
    parentFirmName: profile.parentFirmNm ?? null,
    parentFirmId: profile.parentFirmId ?? null,
  };
}
