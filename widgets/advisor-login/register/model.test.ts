// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../../runtime/config';
import {
  ADDITIONAL_RULES,
  addressWithoutToken,
  cancelOutcome,
  checkNewPassword,
  checkRules,
  contactStatusOf,
  EMPTY_VALUES,
  exampleFirmEmail,
  INTERNAL_RULES,
  isSsoRegistration,
  isValid,
  REGISTER_RULES,
  registeredUrl,
  registrationEmail,
  registrationStart,
  RULE_TEXTS,
  type RegisterValues,
} from './model';

const REGISTER: RegisterValues = {
  ...EMPTY_VALUES,
  firstName: 'Jordan',
  lastName: 'Ellis',
  emailId: 'jordan.ellis@summitridge-financial.com',
  agreed: true,
};
const ADDITIONAL: RegisterValues = {
  ...REGISTER,
  firstNameLegal: 'Jordan',
  firmName: 'Summit Ridge Financial',
  zipCode: '80202',
  phoneNumber: '3035550142',
};
const PASSWORD = 'Harbor#Lights42';

describe('where registration starts (accounts spec 2.4)', () => {
  it('/register: the register view', () => {
    expect(registrationStart('/register', '')).toEqual({ view: 'register', user: undefined });
  });

  it('user=changed-new and user=changed-else start a re-registration; another value does not', () => {
    expect(registrationStart('/register', '?user=changed-new')).toEqual({ view: 'register', user: 'changed-new' });
    expect(registrationStart('/register/', '?user=changed-else')).toEqual({ view: 'register', user: 'changed-else' });
    expect(registrationStart('/register', '?user=changed-none')).toEqual({ view: 'register', user: undefined });
  });

  it('validate-user with tokenNbr validates the link; without its token it is the error view', () => {
    expect(registrationStart('/register/validate-user', '?tokenNbr=NEW-DEMO')).toEqual({
      view: 'validate',
      tokenNbr: 'NEW-DEMO',
    });
    expect(registrationStart('/register', '?validate-user&tokenNbr=T1')).toEqual({ view: 'validate', tokenNbr: 'T1' });
    expect(registrationStart('/register/validate-user', '?tokenNbr=%20')).toEqual({ view: 'error' });
    expect(registrationStart('/register/validate-user', '')).toEqual({ view: 'error' });
  });

  it('terms-conditions shows only the terms (registerInternal)', () => {
    expect(registrationStart('/register/terms-conditions', '?user=changed-new')).toEqual({ view: 'registerInternal' });
  });

  it('the address keeps everything but the token', () => {
    expect(addressWithoutToken('https://site.example/register/validate-user?tokenNbr=T1&redirect=%2Ffunds')).toBe(
      'https://site.example/register/validate-user?redirect=%2Ffunds',
    );
  });
});

describe('decisions of accounts spec 4.6 and 4.7', () => {
  it("an address of the firm's own domain (or its qa. variant) registers with the SSO", () => {
    expect(isSsoRegistration('pat.morgan@caldermeridian.com', DEMO_ACCOUNTS)).toBe(true);
    expect(isSsoRegistration('pat@qa.caldermeridian.com', DEMO_ACCOUNTS)).toBe(true);
    expect(isSsoRegistration('jordan@summitridge-financial.com', DEMO_ACCOUNTS)).toBe(false);
    expect(isSsoRegistration('e104729', DEMO_ACCOUNTS)).toBe(false);
  });

  it('contact status: LEAD for a LEAD, CONTACT for any other userTypeCd', () => {
    expect(contactStatusOf('LEAD')).toBe('LEAD');
    expect(contactStatusOf('PROSPECT')).toBe('CONTACT');
    expect(contactStatusOf(undefined)).toBe('CONTACT');
    expect(contactStatusOf('lead')).toBe('CONTACT');
  });

  it('a new registration sends the address and the names, trimmed', () => {
    expect(
      registrationEmail({ emailId: ' a@b.com ', firstName: ' Ann ', lastName: ' Bell ' }, undefined, 'x@y.com'),
    ).toEqual({ userId: 'a@b.com', firstName: 'Ann', lastName: 'Bell' });
  });

  it('changed-new sends ReReg_NewFirm, changed-else ReReg_AltFirm, each with the old address as altFirmId', () => {
    const values = { emailId: 'a@new.com', firstName: 'Ann', lastName: 'Bell' };
    expect(registrationEmail(values, 'changed-new', 'a@old.com')).toMatchObject({
      regType: 'ReReg_NewFirm',
      altFirmId: 'a@old.com',
    });
    expect(registrationEmail(values, 'changed-else', 'a@old.com')).toMatchObject({
      regType: 'ReReg_AltFirm',
      altFirmId: 'a@old.com',
    });
  });

  it('after registration: the stored redirect with registerSuccess=true, else home/?registerSuccess=true', () => {
    expect(registeredUrl('/funds/?tab=prices', '')).toBe(`${location.origin}/funds/?tab=prices&registerSuccess=true`);
    expect(registeredUrl(undefined, '')).toBe('/?registerSuccess=true');
    expect(registeredUrl(undefined, '/site/cm-advisor')).toBe('/site/cm-advisor/?registerSuccess=true');
  });

  it.each(['//evil.example/x', 'https://evil.example/', 'javascript:alert(1)', '/\\evil.example'])(
    'a stored redirect that leaves the site counts as none: %s',
    (stored) => {
      expect(registeredUrl(stored, '')).toBe('/?registerSuccess=true');
    },
  );

  it('Cancel: home on register and registerInternal, a new start on otp and challenge-choice, /register elsewhere', () => {
    expect(cancelOutcome('register')).toBe('home');
    expect(cancelOutcome('registerInternal')).toBe('home');
    expect(cancelOutcome('otp')).toBe('restart');
    expect(cancelOutcome('challenge-choice')).toBe('restart');
    expect(cancelOutcome('additional')).toBe('register');
    expect(cancelOutcome('password')).toBe('register');
  });
});

describe('register step rules (accounts spec 5.4), each alone', () => {
  const check = (values: RegisterValues, confirmEmail = false) => checkRules(REGISTER_RULES, values, { confirmEmail });

  it('all given: no error', () => {
    expect(check(REGISTER)).toEqual({});
    expect(isValid(check(REGISTER))).toBe(true);
  });

  it('firstName required', () => {
    expect(check({ ...REGISTER, firstName: '  ' })).toEqual({ firstName: 'Please enter your first name' });
  });

  it('lastName required', () => {
    expect(check({ ...REGISTER, lastName: '' })).toEqual({ lastName: 'Please enter your last name' });
  });

  it.each(['', 'jordan', 'jordan@firm', 'jordan.firm.com'])('emailId must contain @ and .: %s', (emailId) => {
    expect(check({ ...REGISTER, emailId })).toEqual({ emailId: 'Please enter your email address' });
  });

  it('changed-else: emailIdConfirm must equal emailId', () => {
    expect(check({ ...REGISTER, emailIdConfirm: 'other@firm.com' }, true)).toEqual({
      emailIdConfirm: 'Email does not match',
    });
    expect(check({ ...REGISTER, emailIdConfirm: REGISTER.emailId }, true)).toEqual({});
  });

  it('changed-else: addresses typed with spaces around them still match', () => {
    expect(check({ ...REGISTER, emailIdConfirm: ` ${REGISTER.emailId} ` }, true)).toEqual({});
    expect(check({ ...REGISTER, emailId: `${REGISTER.emailId} `, emailIdConfirm: REGISTER.emailId }, true)).toEqual({});
  });

  it('changed-else: emailIdConfirm must be a valid e-mail', () => {
    expect(check({ ...REGISTER, emailId: 'x', emailIdConfirm: 'x' }, true)).toEqual({
      emailId: RULE_TEXTS.emailId,
      emailIdConfirm: RULE_TEXTS.emailIdConfirm,
    });
  });

  it('no confirmation asked outside changed-else', () => {
    expect(check({ ...REGISTER, emailIdConfirm: 'different@firm.com' })).toEqual({});
  });

  it('the terms checkbox is required', () => {
    expect(check({ ...REGISTER, agreed: false })).toEqual({
      terms: 'Please accept the Terms and Conditions to continue registration.',
    });
  });

  it('a step with an error is not valid', () => {
    expect(isValid(check({ ...REGISTER, agreed: false }))).toBe(false);
  });

  it('a field shows the text of its first broken rule only', () => {
    const rules = [
      { field: 'emailId' as const, text: 'first', broken: () => true },
      { field: 'emailId' as const, text: 'second', broken: () => true },
    ];
    expect(checkRules(rules, REGISTER, undefined)).toEqual({ emailId: 'first' });
  });

  it('registerInternal: the terms checkbox only', () => {
    expect(checkRules(INTERNAL_RULES, { ...EMPTY_VALUES, agreed: false }, undefined)).toEqual({
      terms: RULE_TEXTS.terms,
    });
    expect(checkRules(INTERNAL_RULES, { ...EMPTY_VALUES, agreed: true }, undefined)).toEqual({});
  });
});

describe('additional step rules (accounts spec 5.4 "All fields required"), each alone', () => {
  const check = (values: RegisterValues) => checkRules(ADDITIONAL_RULES, values, undefined);

  it('all given: no error', () => {
    expect(check(ADDITIONAL)).toEqual({});
  });

  it('firstNameLegal required', () => {
    expect(check({ ...ADDITIONAL, firstNameLegal: ' ' })).toEqual({
      firstNameLegal: 'Please enter your given first name',
    });
  });

  it('firstName and lastName required', () => {
    expect(check({ ...ADDITIONAL, firstName: '' })).toEqual({ firstName: RULE_TEXTS.firstName });
    expect(check({ ...ADDITIONAL, lastName: '' })).toEqual({ lastName: RULE_TEXTS.lastName });
  });

  it('firmName required', () => {
    expect(check({ ...ADDITIONAL, firmName: '' })).toEqual({ firmName: 'Please enter your firm name' });
  });

  it('zipCode at least 5 characters', () => {
    expect(check({ ...ADDITIONAL, zipCode: '0211' })).toEqual({ zipCode: 'Please enter your zip code' });
    expect(check({ ...ADDITIONAL, zipCode: '02110' })).toEqual({});
    expect(check({ ...ADDITIONAL, zipCode: '02110-1234' })).toEqual({});
    expect(check({ ...ADDITIONAL, zipCode: ' 0211 ' })).toEqual({ zipCode: 'Please enter your zip code' });
  });

  it('phoneNumber exactly 10 digits', () => {
    expect(check({ ...ADDITIONAL, phoneNumber: '303555014' })).toEqual({
      phoneNumber: 'Please enter a ten digit phone number',
    });
    expect(check({ ...ADDITIONAL, phoneNumber: '303.555.0142' })).toEqual({});
  });

  it('several fields wrong: each its own text', () => {
    expect(Object.keys(check(EMPTY_VALUES))).toEqual([
      'firstNameLegal',
      'firstName',
      'lastName',
      'firmName',
      'zipCode',
      'phoneNumber',
    ]);
  });
});

describe('password step rules (accounts spec 5.2, 5.4), each alone', () => {
  const userId = REGISTER.emailId;

  it('a password that passes every rule, confirmed: no error', () => {
    expect(checkNewPassword(PASSWORD, PASSWORD, userId)).toEqual({});
  });

  it('password required', () => {
    expect(checkNewPassword('', '', userId)).toEqual({ password: 'Please enter a password.' });
    expect(checkNewPassword('', PASSWORD, userId)).toEqual({ password: 'Please enter a password.' });
  });

  it('passwordConfirm must match', () => {
    expect(checkNewPassword(PASSWORD, `${PASSWORD}x`, userId)).toEqual({ passwordConfirm: 'Password does not match.' });
  });

  it('a rule of 5.2 broken: the field sends the visitor to the checklist', () => {
    expect(checkNewPassword('short#1A', 'short#1A', userId)).toEqual({});
    expect(checkNewPassword('Summit#Ridge', 'Summit#Ridge', userId)).toEqual({ password: RULE_TEXTS.passwordRules });
    // Shares "jord" with the user ID.
    expect(checkNewPassword('Jordan#2031x', 'Jordan#2031x', userId)).toEqual({ password: RULE_TEXTS.passwordRules });
  });
});

describe('the example of a firm-based address (accounts spec 8.8 {email})', () => {
  it('is made of the names typed', () => {
    expect(exampleFirmEmail({ firstName: 'Mary-Jo', lastName: "O'Neil" })).toBe('maryjo.oneil@yourfirm.com');
    expect(exampleFirmEmail({ firstName: '', lastName: '' })).toBe('name@yourfirm.com');
  });
});
