/**
 * What the login page reads from its address (accounts spec 2.1): the query flags and their sticky notices, and
 * the post-login redirect from redirect, TARGET or timeout, stored as securePageRedirect.
 */
import { sameSiteTarget, siteUrl } from '../../runtime/links';
import { decodeText } from '../../runtime/decode';

/** accounts spec 2.1 "Query flags show a sticky notice". */
export const QUERY_NOTICES = {
  forgotPassword: 'You have successfully changed your password. Use your new password to log in.',
  internalForgotPassword: 'After changing your password on the SSO page, log in with your new password below.',
  timeout: 'For your protection, we have logged you out of your account. To access your account, please log in again.',
  logout: 'You have successfully logged out. Thank you for visiting.',
} as const;

export type QueryFlag = keyof typeof QUERY_NOTICES;

/** A flag counts when it is present with no value or any value but "false". */
function flagSet(params: URLSearchParams, flag: string): boolean {
  return params.has(flag) && params.get(flag)?.toLowerCase() !== 'false';
}

/** The flags the address carries, in the table's order. */
export function queryFlags(search: string): QueryFlag[] {
  const params = new URLSearchParams(search);
  return (Object.keys(QUERY_NOTICES) as QueryFlag[]).filter((flag) => flagSet(params, flag));
}

/**
 * accounts spec 2.1: "For TARGET, a legacy secure path prefix is rewritten to /api and the value is
 * URL-decoded." The decoding comes first (a TARGET arrives encoded once more than the query itself), then the
 * prefix of the path is rewritten. The result is the whole URL on the site, or undefined when it leaves the site.
 */
export function targetPath(target: string, legacyPrefix: string): string | undefined {
  const url = sameSiteTarget(decodeText(target));
  if (url === undefined) return undefined;
  const prefix = legacyPrefix.replace(/\/+$/, '');
  if (prefix && (url.pathname === prefix || url.pathname.startsWith(`${prefix}/`))) {
    url.pathname = `/api${url.pathname.slice(prefix.length)}`;
  }
  return url.href;
}

/**
 * The post-login redirect the address asks for: redirect (a path or a full URL), else TARGET, else "/" after a
 * timeout. Only a target on the site's own origin is kept; anything else is dropped (the login then goes home).
 */
export function redirectFromQuery(search: string, legacyPrefix: string): string | undefined {
  const params = new URLSearchParams(search);
  const redirect = params.get('redirect');
  if (redirect) return siteUrl(redirect);
  const target = params.get('TARGET');
  if (target) return targetPath(target, legacyPrefix);
  if (flagSet(params, 'timeout')) return '/';
  return undefined;
}
