/**
 * Disclaimer acceptance (site spec 2.6, 4 "Disclaimer acceptance", 9): plain rules, no DOM.
 */

/** site spec 9: 30 days = 2,592,000,000 ms; days × 24 × 60 × 60 seconds. */
export const DAY_MS = 24 * 60 * 60 * 1000;
export const DEFAULT_EXPIRY_DAYS = 30;
export const INSTITUTIONAL_STORAGE_KEY = 'CM_Institutional_Disclaimer';
export const GENERAL_STORAGE_KEY = 'CM_Modal_Disclaimer_Accepted';
export const DEFAULT_REDIRECT_URL = '/';

export type DisclaimerVariant = 'general' | 'institutional';

/**
 * What is kept in local storage after "I accept" on a private device. The spec gives the expiry rule, not the
 * stored shape; an object keeps it readable and leaves room for more fields.
 */
export interface StoredAcceptance {
  expiresAt: number;
}

export interface AcceptanceState {
  /** The local-storage entry, already validated (undefined when absent or corrupted). */
  stored: StoredAcceptance | undefined;
  /** The session-only flag. */
  sessionFlag: boolean;
}

/** site spec 4: valid while the session flag exists, or the current time is at or before the stored expiry. */
export function isAcceptanceValid(state: AcceptanceState, now: number): boolean {
  if (state.sessionFlag) return true;
  return state.stored !== undefined && now <= state.stored.expiresAt;
}

export interface AcceptanceWrite {
  /** The local entry to write, or null to remove it. */
  local: StoredAcceptance | null;
  /** Whether to set (true) or remove (false) the session-only flag. */
  session: boolean;
}

/**
 * site spec 4: "I accept" with the private-device box checked stores the acceptance locally with expiry
 * now + expiry days and removes any session copy; unchecked removes the local entry and sets a session flag.
 * An acceptance given while no disclaimer text was shown (its content document failed or has not arrived, and the
 * element has no text of its own) is kept for the browser session only, whatever the box says: the visitor is
 * asked again once the text can be read.
 */
export function acceptance(privateDevice: boolean, now: number, expiryDays: number, textShown = true): AcceptanceWrite {
  return privateDevice && textShown
    ? { local: { expiresAt: now + expiryDays * DAY_MS }, session: false }
    : { local: null, session: true };
}

export interface ShowContext {
  variant: DisclaimerVariant;
  audience: 'advisor' | 'investor' | 'institutional';
  pathname: string;
  siteBase: string;
  /** True when the page is shown inside a frame. */
  framed: boolean;
  accepted: boolean;
}

/**
 * site spec 2.6: the institutional modal shows on the institutional site, except on
 * /institutional/investor-redirect, only outside a frame and without a valid acceptance. The general block
 * has "the same behaviour": it shows wherever it is placed, outside a frame, without a valid acceptance.
 */
export function shouldShow(context: ShowContext): boolean {
  if (context.accepted || context.framed) return false;
  if (context.variant === 'general') return true;
  if (context.audience !== 'institutional') return false;
  const path = context.pathname.replace(/\/+$/, '');
  return !path.endsWith(`${context.siteBase}/investor-redirect`) && !path.endsWith('/institutional/investor-redirect');
}

/** The storage key in effect: an explicit attribute, else the variant's key (site spec 9). */
export function storageKeyFor(variant: DisclaimerVariant, attributeValue: string | undefined): string {
  if (attributeValue) return attributeValue;
  return variant === 'institutional' ? INSTITUTIONAL_STORAGE_KEY : GENERAL_STORAGE_KEY;
}

/** "I do not accept": {siteBase}/investor-redirect on the institutional modal, the configured URL otherwise. */
export function declineUrlFor(
  variant: DisclaimerVariant,
  siteBase: string,
  attributeValue: string | undefined,
): string {
  if (attributeValue) return attributeValue;
  return variant === 'institutional' ? `${siteBase}/investor-redirect` : DEFAULT_REDIRECT_URL;
}
