import { describe, expect, it } from 'vitest';
import { getPageConfig } from '../../../runtime/config';
import {
  emailOutcome,
  lookupOutcome,
  passcodeOutcome,
  registrationAlert,
  REGISTRATION_TEXTS,
} from './registration-errors';

const config = () => getPageConfig();

describe('lookup of the link (accounts spec 8.8)', () => {
  it('a user found: additional', () => {
    expect(lookupOutcome(undefined, true)).toBe('additional');
  });

  it('CTN_LOOKUPUSER_0001 and 0002: confirmExpired', () => {
    expect(lookupOutcome('CTN_LOOKUPUSER_0001', false)).toBe('confirmExpired');
    expect(lookupOutcome('CTN_LOOKUPUSER_0002', false)).toBe('confirmExpired');
  });

  it('CTN_LOOKUPUSER_0003 and 0004: already registered (the login page)', () => {
    expect(lookupOutcome('CTN_LOOKUPUSER_0003', false)).toBe('alreadyRegistered');
    expect(lookupOutcome('CTN_LOOKUPUSER_0004', false)).toBe('alreadyRegistered');
  });

  it('any other code, or no user in the answer: the error view', () => {
    expect(lookupOutcome('CTN_LOOKUPUSER_9001', false)).toBe('error');
    expect(lookupOutcome(undefined, false)).toBe('error');
  });

  it("the error view's text, spelt as the spec spells it", () => {
    expect(REGISTRATION_TEXTS.error).toBe("We're sorry but an error as occurred. Please try again later.");
  });
});

describe('the registration e-mail (accounts spec 8.8)', () => {
  it('no code: sent', () => {
    expect(emailOutcome(undefined, undefined, 'x', config())).toEqual({ kind: 'sent' });
  });

  it('CTN_USEREMAILREG_0002: on the e-mail field, with the example address', () => {
    expect(emailOutcome('CTN_USEREMAILREG_0002', 'ignored', 'jordan.ellis@yourfirm.com', config())).toEqual({
      kind: 'field',
      text: 'Your email address domain must be firm-based. Please enter a new email address (ex. "jordan.ellis@yourfirm.com").',
    });
  });

  it('CTN_USEREMAILREG_0009: on the e-mail field, with the support number', () => {
    const outcome = emailOutcome('CTN_USEREMAILREG_0009', undefined, 'x', config());
    expect(outcome).toEqual({
      kind: 'field',
      text: `The email address you entered cannot be accepted because it includes an underscore symbol (_) after the @ sign. Please enter a different email address or call ${config().phones.advisorSupport} for assistance.`,
    });
  });

  it('another code: confirmError with the server message', () => {
    expect(emailOutcome('CTN_USEREMAILREG_0500', 'Mail is down', 'x', config())).toEqual({
      kind: 'confirmError',
      message: 'Mail is down',
    });
    expect(REGISTRATION_TEXTS.confirmError).toBe(
      "We're sorry but an error as occurred sending the confirmation email. Try again.",
    );
  });
});

describe('the passcode of registration (accounts spec 8.5 as the login has it)', () => {
  it('a wrong or expired passcode: on the field', () => {
    for (const code of ['7001-3023', '7001-3024', '7083-3023']) {
      const outcome = passcodeOutcome(code, config());
      expect(outcome.kind === 'shown' && outcome.error.field?.name, code).toBe('passcode');
    }
  });

  it('the lock-outs lock the inputs', () => {
    const outcome = passcodeOutcome('7001-3027', config());
    expect(outcome.kind === 'shown' && outcome.error.lock).toBe(true);
  });

  it('any other code: the error view', () => {
    expect(passcodeOutcome('CTN_SUBSCRIBEUSER_0002', config())).toEqual({ kind: 'error view' });
  });
});

it("a failure told above the view: the error view's text", () => {
  expect(registrationAlert('X')).toEqual({ code: 'X', alert: REGISTRATION_TEXTS.error });
});
