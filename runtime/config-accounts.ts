/**
 * The advisor sign-in part of the page configuration (accounts spec 4.1, 5.7, 7.2, 8): its settings, their demo
 * values and the shape of the configuration block that sets them. runtime/config.ts puts them in PageConfig.
 */
import { z } from './zod';

/**
 * Advisor sign-in settings (accounts spec 4.1, 5.7, 7.2, 8): the token endpoint, the single sign-on addresses and the
 * values the spec withholds. Every value has a demo default; a real page's configuration block sets the firm's own.
 */
export interface AccountSettings {
  /**
   * accounts spec 7.2: "configured token URL (path not shown; an identity provider's token endpoint
   * /cl/v1/api/token per environment)". A full URL, or a path on the page's origin: the demo answers it there.
   */
  tokenUrl: string;
  /** Sent as the clientId header of the token call (accounts spec 7.2). */
  clientId: string;
  /** Sent as the clientSecret header of the token call; a browser client's id and secret are public by nature. */
  clientSecret: string;
  /**
   * accounts spec 4.1, 7.2: the SSO login, "an advisor portal login prefill autoPopulateUserID?userId={userId}
   * [&target=...]": the user ID and the post-login target are added as those query parameters.
   */
  ssoLoginUrl: string;
  /** Where internal users change or reset their password (accounts spec 6: not on this site). */
  ssoPasswordUrl: string;
  /** accounts spec 4.6, 6: the SSO registration, where an internal user's registration goes instead. */
  ssoRegistrationUrl: string;
  /** accounts spec 4.1: a regular expression (source text) matching user IDs "of SSO format". */
  ssoUserIdPattern: string;
  /** accounts spec 5.7: the firm's corporate e-mail domains ("values withheld"); their qa. variants count too. */
  corporateDomains: string[];
  /** accounts spec 2.1: the legacy secure path prefix a TARGET parameter starts with, rewritten to /api. */
  legacySecurePrefix: string;
  /** The error codes the spec withholds ("{token}" in accounts spec 8.1 and 8.5). */
  codes: AccountCodes;
}

export interface AccountCodes {
  /** accounts spec 8.1: "Please re-register to update your User ID..." */
  reRegister: string[];
  /** accounts spec 8.1: individual investors are told to log in at the investor site. */
  investorUser: string[];
  /** accounts spec 8.5: one more code answered with "The passcode you entered is incorrect or has expired...". */
  passcodeIncorrect: string[];
}

/**
 * Demo values of the advisor sign-in settings. The token path is the spec's own (/cl/v1/api/token), served on the
 * page's origin by the fixture backend; the codes, the domain and the SSO addresses are fictional.
 */
export const DEMO_ACCOUNTS: Readonly<AccountSettings> = {
  tokenUrl: '/cl/v1/api/token',
  clientId: 'cm-widgets-demo',
  clientSecret: 'cm-widgets-demo-secret',
  ssoLoginUrl: '/sso/autoPopulateUserID',
  ssoPasswordUrl: '/sso/password',
  ssoRegistrationUrl: '/sso/register',
  // An employee number: one letter and six digits.
  ssoUserIdPattern: '^[A-Za-z][0-9]{6}$',
  corporateDomains: ['caldermeridian.com'],
  legacySecurePrefix: '/ctn/secure',
  codes: { reRegister: ['2004'], investorUser: ['2005'], passcodeIncorrect: ['7001-3025'] },
};

/** The `accounts` entry of a page configuration block: every setting optional. */
export const accountsBlockSchema = z.object({
  tokenUrl: z.optional(z.string()),
  clientId: z.optional(z.string()),
  clientSecret: z.optional(z.string()),
  ssoLoginUrl: z.optional(z.string()),
  ssoPasswordUrl: z.optional(z.string()),
  ssoRegistrationUrl: z.optional(z.string()),
  ssoUserIdPattern: z.optional(z.string()),
  corporateDomains: z.optional(z.array(z.string())),
  legacySecurePrefix: z.optional(z.string()),
  codes: z.optional(
    z.object({
      reRegister: z.optional(z.array(z.string())),
      investorUser: z.optional(z.array(z.string())),
      passcodeIncorrect: z.optional(z.array(z.string())),
    }),
  ),
});
export type AccountsBlock = z.infer<typeof accountsBlockSchema>;

/** A later block's settings over an earlier one's; the withheld codes merged one list at a time. */
export function mergeAccountsBlocks(earlier: AccountsBlock | undefined, later: AccountsBlock): AccountsBlock {
  const codes = later.codes ? { ...earlier?.codes, ...later.codes } : earlier?.codes;
  return { ...earlier, ...later, ...(codes ? { codes } : {}) };
}

/** The sign-in settings of a page: the demo values, with those its configuration blocks set. */
export function accountSettings(block: AccountsBlock | undefined): AccountSettings {
  const { codes, ...rest } = block ?? {};
  return Object.freeze({
    ...DEMO_ACCOUNTS,
    ...rest,
    codes: Object.freeze({ ...DEMO_ACCOUNTS.codes, ...codes }),
  });
}
