// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { getPageConfig, resetPageConfig, type PageConfig } from '../../runtime/config';
import { authError, changeSucceeded, TEXTS } from './errors';

function configWith(block: object): PageConfig {
  document.head.innerHTML = `<script type="application/json" data-cm-config>${JSON.stringify(block)}</script>`;
  resetPageConfig();
  return getPageConfig();
}

const config = configWith({
  brand: 'Acme Funds',
  phones: { advisorSupport: '800-555-0199' },
  accounts: { codes: { reRegister: ['4711'], investorUser: ['4712'], passcodeIncorrect: ['4713'] } },
});
const GENERIC =
  'A problem occured with your account. Please call us at 800-555-0199 or check your email for further instruction.';

describe('8.1 validate user ID', () => {
  it('the withheld codes come from configuration', () => {
    expect(authError('validateUser', '4711', undefined, config)).toMatchObject({
      alert: 'Please re-register to update your User ID...',
      alertLink: 'register',
    });
    expect(authError('validateUser', '4712', undefined, config)).toMatchObject({
      alert: TEXTS.investorUser,
      alertLink: 'investorLogin',
    });
  });

  it('any other code is the generic message with {phone} from configuration', () => {
    expect(authError('validateUser', '2999', undefined, config).alert).toBe(GENERIC);
  });
});

describe('8.2 login', () => {
  it('7011-2006 is an error of the password field', () => {
    expect(authError('login', '7011-2006', undefined, config)).toEqual({
      code: '7011-2006',
      field: { name: 'password', text: 'The User ID and/or password you entered is incorrect. Please try again.' },
    });
  });

  it('7011-2030 names {brand} and {phone}', () => {
    expect(authError('login', '7011-2030', undefined, config).alert).toBe(
      'The temporary password you entered has expired. Please call a Acme Funds representative at 800-555-0199 for assistance.',
    );
  });

  it('the lock-out codes lock the inputs', () => {
    for (const code of ['7011-2009', '7011-2010', '7011-3001', '7011-3032']) {
      expect(authError('login', code, undefined, config)).toMatchObject({
        alert: 'For your protection, your account has been temporarily locked due to several failed login attempts...',
        lock: true,
      });
    }
  });

  it('other codes and failures without a code show the generic message', () => {
    expect(authError('login', '7011-9999', undefined, config)).toEqual({ code: '7011-9999', alert: GENERIC });
    expect(authError('login', undefined, undefined, config)).toEqual({ code: undefined, alert: GENERIC });
  });
});

describe('8.3 profile after login', () => {
  const field = { name: 'password', text: "We're unable to log you in. Please see the above message for details." };

  it('guest access expired: the message above and the password field', () => {
    expect(authError('profile', 'CTN_PROFILE_1113', undefined, config)).toMatchObject({
      alert:
        "Unfortunately, your guest access has expired because we've determined you are not eligible for site access...",
      field,
    });
    expect(authError('profile', 'CTN_PROFILE_1117', undefined, config)).toMatchObject({
      alert: TEXTS.notValidated,
      field,
    });
  });

  it('otherwise the generic message', () => {
    expect(authError('profile', undefined, undefined, config)).toMatchObject({ alert: GENERIC, field });
  });
});

describe('8.4 security question', () => {
  it('7001-3026 is the answer mismatch on the answer field', () => {
    expect(authError('question', '7001-3026', undefined, config).field).toEqual({
      name: 'answer',
      text: 'Your answer does not match our records. Please try again.',
    });
  });

  it('7001-2029 and 7001-3027 lock with {brand}', () => {
    expect(authError('question', '7001-3027', undefined, config)).toMatchObject({
      alert:
        'For your protection, your account has been locked because you did not enter your passcode correctly. To unlock your account, please contact a Acme Funds representative...',
      lock: true,
    });
    expect(authError('question', '7001-2029', undefined, config).lock).toBe(true);
  });
});

describe('8.5 one-time passcode', () => {
  it('expired or wrong passcodes, the withheld one included, are told on the passcode field', () => {
    for (const code of ['7001-3023', '7001-3024', 'CTN_FORGOTPASSWORD_1117', '7083-3023', '4713']) {
      expect(authError('passcode', code, undefined, config).field).toEqual({
        name: 'passcode',
        text: 'The passcode you entered is incorrect or has expired. Please check the code you received and try again.',
      });
    }
  });

  it('7001-2029 and 7001-3027 lock after several failed attempts', () => {
    expect(authError('passcode', '7001-2029', undefined, config)).toMatchObject({
      alert: 'For your protection, your account has been locked after several failed attempts...',
      lock: true,
    });
  });
});

describe('8.6 change password', () => {
  it('7006-4033 is an error of the current password', () => {
    expect(authError('changePassword', '7006-4033', undefined, config).field).toEqual({
      name: 'currentPassword',
      text: 'The password you entered is incorrect. Please try again.',
    });
  });

  it('7006-4034 and 7005-4034 refuse the new password', () => {
    for (const code of ['7006-4034', '7005-4034']) {
      expect(authError('changePassword', code, undefined, config).field?.text).toBe(
        'Please enter a valid password. Your password cannot match your most recent password, cannot contain the word "password" or any variation of it and cannot be too common.',
      );
    }
  });

  it('7006-1014 and 7006-4036 are ignored: the change went through', () => {
    expect(changeSucceeded('7006-1014')).toBe(true);
    expect(changeSucceeded('7006-4036')).toBe(true);
    expect(changeSucceeded(undefined)).toBe(true);
    expect(changeSucceeded('7006-4033')).toBe(false);
  });

  it("otherwise the server's message is shown, or the generic one without a message", () => {
    expect(authError('changePassword', '7006-9999', 'Try again tomorrow.', config).alert).toBe('Try again tomorrow.');
    expect(authError('changePassword', '7006-9999', undefined, config).alert).toBe(GENERIC);
  });
});

describe('8.7 forgot user ID / password', () => {
  it('1112 and 1114 lock', () => {
    for (const code of ['CTN_FORGOTPASSWORD_1112', 'CTN_FORGOTPASSWORD_1114']) {
      expect(authError('forgotUserId', code, undefined, config)).toMatchObject({
        lock: true,
        alert: TEXTS.passcodeLocked,
      });
    }
  });

  it('1116 shows the contact-representative panel', () => {
    expect(authError('forgotUserId', 'CTN_FORGOTPASSWORD_1116', undefined, config).contact).toBe(true);
  });

  it('0005 and 1115 are the guest messages; 0001, 0002 and others the generic one', () => {
    expect(authError('forgotUserId', 'CTN_FORGOTPASSWORD_0005', undefined, config).alert).toBe(TEXTS.notEligible);
    expect(authError('forgotUserId', 'CTN_FORGOTPASSWORD_1115', undefined, config).alert).toBe(TEXTS.notValidated);
    expect(authError('forgotUserId', 'CTN_FORGOTPASSWORD_0001', undefined, config).alert).toBe(GENERIC);
    expect(authError('forgotUserId', 'CTN_FORGOTPASSWORD_0002', undefined, config).alert).toBe(GENERIC);
  });

  it('the passcode of the forgot-password call reads the passcode codes first', () => {
    expect(authError('forgotPasscode', 'CTN_FORGOTPASSWORD_1117', undefined, config).field?.name).toBe('passcode');
    expect(authError('forgotPasscode', 'CTN_FORGOTPASSWORD_1116', undefined, config).contact).toBe(true);
  });
});

describe('the contact text (accounts spec 2.1)', () => {
  it('names {brand} and {phone} from configuration', () => {
    resetPageConfig();
    const demo = configWith({});
    expect(TEXTS.contact.replace('{brand}', demo.brand).replace('{phone}', demo.phones.advisorSupport!)).toBe(
      'Contact a Calder Meridian representative at 800-555-0120 to proceed further.',
    );
  });
});
