/**
 * The words of advisor sign-in (accounts spec 4, 8, 9): risk advice, channels, header actions, the change-password
 * modes and the error codes the spec names. Defined once here; the service, the widget and the fixture backend
 * import them. The codes the spec withholds come from the page configuration (runtime/config.ts accounts.codes).
 */

/** accounts spec 9: "riskAdvice values: ALLOW, INCREASEAUTH". */
export const RISK_ADVICE = { allow: 'ALLOW', increaseAuth: 'INCREASEAUTH' } as const;
/** accounts spec 9: "phnVrfStatus INACTIVE". */
export const PHONE_INACTIVE = 'INACTIVE';
/** accounts spec 9: "MFA channels: SMS and IVR". */
export const MFA_CHANNELS = ['SMS', 'IVR'] as const;
export type MfaChannel = (typeof MFA_CHANNELS)[number];
/**
 * The channel value asking /advexp.svc/mfa for the security question. The spec names the sign-in response's kba
 * field and the question the call returns, not the value sent for it.
 */
export const QUESTION_CHANNEL = 'KBA';
/** accounts spec 9: "Activity type riskAdvice". */
export const ACTIVITY_RISK_ADVICE = 'riskAdvice';
/** accounts spec 9: "Header action values: forgotPwd, forgotUid, changePwd, changeTempPwd". */
export const HEADER_ACTIONS = {
  forgotPassword: 'forgotPwd',
  forgotUserId: 'forgotUid',
  changePassword: 'changePwd',
  changeTempPassword: 'changeTempPwd',
} as const;
/** accounts spec 7.2: the forgot-password call's idContext. */
export const ID_CONTEXT_USER_ID = 'USERID';

/** The codes of accounts spec 4.1, 4.2 and 8.1-8.7 that the spec names; the withheld ones come from configuration. */
export const AUTH_CODES = {
  /** 4.1: validate user ID: these send the user to the SSO login. */
  validateSsoLogin: ['2000', '2001', '2002'],
  /** 4.1: validate user ID: reveal the password field. */
  validateShowPassword: '2003',
  /** 8.2: credentials not accepted. */
  loginCredentials: '7011-2006',
  /** 8.2: the temporary password expired. */
  loginExpired: '7011-2030',
  /** 8.2: SSO locked and the other lock-outs. */
  loginLocked: ['7011-2009', '7011-2010', '7011-3001', '7011-3032'],
  /** 4.2, 9: temporary password, change required. */
  tempPassword: '2016',
  /** 4.2, 9: step up to the second factor. */
  stepUp: ['3052', '3053'],
  /** 8.3: guest access expired, not eligible. */
  profileNotEligible: 'CTN_PROFILE_1113',
  /** 8.3: guest access expired, registration not validated. */
  profileNotValidated: 'CTN_PROFILE_1117',
  /** 8.4: the answer is not accepted. */
  answerMismatch: '7001-3026',
  /** 8.4, 8.5: SSO locked and locked after failed attempts. */
  secondFactorLocked: ['7001-2029', '7001-3027'],
  /** 8.5: the passcode is wrong or expired. */
  passcodeIncorrect: ['7001-3023', '7001-3024', 'CTN_FORGOTPASSWORD_1117', '7083-3023'],
  /** 8.6: the current password is wrong. */
  currentPasswordIncorrect: '7006-4033',
  /** 8.6: the new password is refused (recent, "password", too common). */
  newPasswordRefused: ['7006-4034', '7005-4034'],
  /** 8.6: ignored: the change went through. */
  changePasswordIgnored: ['7006-1014', '7006-4036'],
  /** 8.7: system failure: the locked message. */
  forgotLocked: ['CTN_FORGOTPASSWORD_1112', 'CTN_FORGOTPASSWORD_1114'],
  /** 8.7: the contact-representative panel. */
  forgotContact: 'CTN_FORGOTPASSWORD_1116',
  /** 8.7: not eligible. */
  forgotNotEligible: 'CTN_FORGOTPASSWORD_0005',
  /** 8.7: registration not validated. */
  forgotNotValidated: 'CTN_FORGOTPASSWORD_1115',
} as const;

/** accounts spec 4.4: the three change-password modes. */
export const CHANGE_PASSWORD_MODES = ['TEMP_PASSWORD', 'CHANGE_PASSWORD_LOGGED_IN', 'FORGOT_PASSWORD_CHANGE'] as const;
export type ChangePasswordMode = (typeof CHANGE_PASSWORD_MODES)[number];
