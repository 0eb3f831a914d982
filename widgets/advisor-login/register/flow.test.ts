import { describe, expect, it } from 'vitest';
import type { RegistrationFirm } from '../../../services/registration';
import {
  initialRegistration,
  registerReducer,
  registrationRoutes,
  type RegisterEvent,
  type RegisterState,
} from './flow';

const HARBOR: RegistrationFirm = {
  firmNm: 'Harbor Wealth Partners',
  firmId: 'F1',
  firmStNm: '100 Atlantic Avenue',
  firmState: 'MA',
  firmCity: 'Boston',
};

const run = (state: RegisterState, ...events: RegisterEvent[]) => events.reduce(registerReducer, state);
const fromLink = () => initialRegistration({ view: 'validate', tokenNbr: 'T1' });
const lookedUp: RegisterEvent = {
  type: 'lookedUp',
  user: { emailId: 'jordan@summit.com', firstName: 'Jordan', lastName: 'Ellis' },
  contactStatus: 'LEAD',
};
/** A registration at the challenge choice. */
const atChallenge = () => run(fromLink(), lookedUp, { type: 'continued' }, { type: 'continued' });

describe('the first view (accounts spec 2.4)', () => {
  it('each start has its view; a re-registration keeps its choice, a link its token', () => {
    expect(initialRegistration({ view: 'register', user: 'changed-else' })).toMatchObject({
      step: 'register',
      user: 'changed-else',
      tokenNbr: undefined,
      moves: 0,
    });
    expect(fromLink()).toMatchObject({ step: 'validate', tokenNbr: 'T1', user: undefined });
    expect(initialRegistration({ view: 'registerInternal' }).step).toBe('registerInternal');
    expect(initialRegistration({ view: 'error' }).step).toBe('error');
  });
});

describe('register → confirm → confirmResend or confirmError (accounts spec 4.6, 8.8)', () => {
  const register = () => initialRegistration({ view: 'register', user: undefined });

  it('the e-mail sent: confirm, then a resend: confirmResend, and again confirmResend', () => {
    const sent = run(register(), { type: 'emailSent' });
    expect(sent).toMatchObject({ step: 'confirm', moves: 1 });
    expect(run(sent, { type: 'emailSent' }).step).toBe('confirmResend');
    expect(run(sent, { type: 'emailSent' }, { type: 'emailSent' }).step).toBe('confirmResend');
  });

  it('a refused address: its text on the e-mail field, the view and what was typed kept', () => {
    const typed = run(register(), { type: 'edited', field: 'firstName', value: 'Jordan' });
    const refused = run(typed, { type: 'emailRefused', text: 'firm-based' });
    expect(refused).toMatchObject({ step: 'register', invalid: { emailId: 'firm-based' }, moves: 0 });
    expect(refused.values.firstName).toBe('Jordan');
  });

  it('another failure: confirmError with the server message; "Try again" returns with everything typed', () => {
    const typed = run(register(), { type: 'edited', field: 'lastName', value: 'Ellis' });
    const failed = run(typed, { type: 'emailFailed', message: 'Mail is down' });
    expect(failed).toMatchObject({ step: 'confirmError', serverMessage: 'Mail is down', failedFrom: 'register' });
    const again = run(failed, { type: 'tryAgain' });
    expect(again).toMatchObject({ step: 'register', serverMessage: undefined, failedFrom: undefined });
    expect(again.values.lastName).toBe('Ellis');
  });

  it('a resend that fails returns to the confirmation', () => {
    const failed = run(register(), { type: 'emailSent' }, { type: 'emailFailed', message: undefined });
    expect(run(failed, { type: 'tryAgain' }).step).toBe('confirm');
  });

  it('editing a field clears its error only', () => {
    const invalid = run(register(), { type: 'invalid', invalid: { firstName: 'a', lastName: 'b', terms: 'c' } });
    expect(run(invalid, { type: 'edited', field: 'firstName', value: 'J' }).invalid).toEqual({
      lastName: 'b',
      terms: 'c',
    });
    expect(run(invalid, { type: 'agreed', agreed: true }).invalid).toEqual({ firstName: 'a', lastName: 'b' });
  });
});

describe('the e-mail link (accounts spec 4.6 "E-mail link → validate")', () => {
  it('a looked-up user: additional, with the address, the names and the contact status', () => {
    const state = run(fromLink(), lookedUp);
    expect(state).toMatchObject({ step: 'additional', contactStatus: 'LEAD', moves: 1 });
    expect(state.values).toMatchObject({ emailId: 'jordan@summit.com', firstName: 'Jordan', lastName: 'Ellis' });
  });

  it('an expired link: confirmExpired; any other failure: error', () => {
    expect(run(fromLink(), { type: 'linkRefused', view: 'confirmExpired' }).step).toBe('confirmExpired');
    const broken = run(fromLink(), { type: 'broken' });
    expect(broken).toMatchObject({ step: 'error', failedFrom: 'validate' });
    expect(run(broken, { type: 'tryAgain' }).step).toBe('validate');
  });
});

describe('additional → password → challenge-choice → otp → subscribed (accounts spec 4.6)', () => {
  it('"Continue" moves a step at a time, each new view counted for the focus', () => {
    const additional = run(fromLink(), lookedUp);
    const password = run(additional, { type: 'continued' });
    expect(password).toMatchObject({ step: 'password', moves: 2 });
    expect(run(password, { type: 'continued' })).toMatchObject({ step: 'challenge-choice', moves: 3 });
  });

  it('"Continue" does nothing on a view without a next step', () => {
    const confirm = run(initialRegistration({ view: 'register', user: undefined }), { type: 'emailSent' });
    expect(run(confirm, { type: 'continued' })).toBe(confirm);
  });

  it('the profile is validated once and the result kept; the passcode goes to otp', () => {
    const validated = run(atChallenge(), { type: 'profileValidated' });
    expect(validated.profileValidated).toBe(true);
    const otp = run(validated, { type: 'passcodeSent', channel: 'IVR', sentTo: 'XXX.XXX.0142' });
    expect(otp).toMatchObject({ step: 'otp', channel: 'IVR', sentTo: 'XXX.XXX.0142', profileValidated: true });
  });

  it('"Didn\'t receive your code?" returns to challenge-choice, the validation kept', () => {
    const otp = run(atChallenge(), { type: 'profileValidated' }, { type: 'passcodeSent', channel: 'SMS', sentTo: 'x' });
    expect(run(otp, { type: 'anotherWay' })).toMatchObject({ step: 'challenge-choice', profileValidated: true });
  });

  it('a refused passcode stays on otp with its field error; a lock-out locks', () => {
    const otp = run(atChallenge(), { type: 'passcodeSent', channel: 'SMS', sentTo: 'x' });
    const refused = run(otp, {
      type: 'failed',
      error: { code: '7001-3024', field: { name: 'passcode', text: 'wrong' } },
    });
    expect(refused).toMatchObject({ step: 'otp', locked: false });
    expect(run(refused, { type: 'fieldEdited', field: 'passcode' }).error?.field).toBeUndefined();
    const locked = run(otp, { type: 'failed', error: { code: '7001-3027', alert: 'locked', lock: true } });
    expect(locked.locked).toBe(true);
  });

  it('the passcode accepted: subscribed', () => {
    const otp = run(atChallenge(), { type: 'passcodeSent', channel: 'SMS', sentTo: 'x' });
    expect(run(otp, { type: 'subscribed' }).step).toBe('subscribed');
  });

  it('Cancel on otp or challenge-choice starts again from the link: validate, nothing typed kept', () => {
    const otp = run(
      atChallenge(),
      { type: 'profileValidated' },
      { type: 'passcodeSent', channel: 'SMS', sentTo: 'x' },
      { type: 'failed', error: { code: '7001-3027', lock: true } },
    );
    const again = run(otp, { type: 'restart' });
    expect(again).toMatchObject({ step: 'validate', tokenNbr: 'T1', profileValidated: false, locked: false });
    expect(again.values.emailId).toBe('');
    expect(again.moves).toBe(otp.moves + 1);
  });

  it('the challenge choice offers a text and a call to the number given', () => {
    expect(registrationRoutes('3035550142')).toEqual([
      { id: 'SMS', channel: 'SMS', route: '3035550142' },
      { id: 'IVR', channel: 'IVR', route: '3035550142' },
    ]);
  });
});

describe('the firm (accounts spec 5.4)', () => {
  const additional = () => run(fromLink(), lookedUp);

  it('choosing a firm from the suggestions fills its name, id and address', () => {
    const chosen = run(additional(), { type: 'firmChosen', firm: HARBOR });
    expect(chosen.values.firmName).toBe('Harbor Wealth Partners');
    expect(chosen.firm).toEqual(HARBOR);
  });

  it('free text clears them', () => {
    const typed = run(
      additional(),
      { type: 'firmChosen', firm: HARBOR },
      { type: 'edited', field: 'firmName', value: 'Harbor' },
    );
    expect(typed.firm).toBeUndefined();
  });

  it('editing another field keeps the firm', () => {
    const chosen = run(
      additional(),
      { type: 'firmChosen', firm: HARBOR },
      { type: 'edited', field: 'zipCode', value: '0' },
    );
    expect(chosen.firm).toEqual(HARBOR);
  });
});

describe('a re-registration prefilled from the profile (accounts spec 4.7)', () => {
  it('fills only the empty fields', () => {
    const typed = run(initialRegistration({ view: 'register', user: 'changed-new' }), {
      type: 'edited',
      field: 'firstName',
      value: 'Sammy',
    });
    const prefilled = run(typed, {
      type: 'prefilled',
      values: { firstName: 'Sam', lastName: 'Rivera', emailId: 'sam@summit.com' },
    });
    expect(prefilled.values).toMatchObject({ firstName: 'Sammy', lastName: 'Rivera', emailId: 'sam@summit.com' });
  });
});
