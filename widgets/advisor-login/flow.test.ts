import { describe, expect, it } from 'vitest';
import type { AuthError } from './errors';
import { flowReducer, initialFlow, type FlowEvent, type FlowState } from './flow';

const routes = [{ id: 'r1', channel: 'SMS', route: '***-***-4821' }];
const run = (state: FlowState, ...events: FlowEvent[]) => events.reduce(flowReducer, state);
const credentialsError: AuthError = { code: '7011-2006', field: { name: 'password', text: 'wrong' } };

describe('panel flow of the login (accounts spec 4.2)', () => {
  it('login form → challenge choice → passcode', () => {
    const state = run(
      initialFlow('login', 'blake@firm.com'),
      { type: 'passwordShown' },
      { type: 'challenge', routes, question: undefined },
      { type: 'passcodeSent', sentTo: 'XXX.XXX.4821' },
    );
    expect(state).toMatchObject({ panel: 'passcode', sentTo: 'XXX.XXX.4821', routes, userId: 'blake@firm.com' });
    expect(state.moves).toBe(2);
  });

  it('a challenge with a question opens the question; "Don\'t remember your answer?" returns to the choice', () => {
    const question = run(initialFlow('login'), { type: 'challenge', routes, question: 'Street?' });
    expect(question.panel).toBe('challengeQuestion');
    expect(run(question, { type: 'anotherWay' }).panel).toBe('challengeChoice');
  });

  it('"Didn\'t receive your code?" returns to the challenge choice', () => {
    const passcode = run(
      initialFlow('login'),
      { type: 'challenge', routes, question: undefined },
      { type: 'passcodeSent', sentTo: 'x' },
    );
    expect(run(passcode, { type: 'anotherWay' }).panel).toBe('challengeChoice');
  });

  it('capture phone number → verify phone number → passcode; another way goes back to the number', () => {
    const state = run(
      initialFlow('login'),
      { type: 'capturePhone', phoneOnFile: '6175550134' },
      { type: 'phoneChosen', digits: '6175550134', isNew: false },
    );
    expect(state).toMatchObject({ panel: 'verifyPhone', phone: { digits: '6175550134', isNew: false } });
    const sent = run(state, { type: 'passcodeSent', sentTo: 'XXX.XXX.0134' });
    expect(run(sent, { type: 'anotherWay' }).panel).toBe('verifyPhone');
  });

  it('a temporary password changed returns to the login form (CHANGE_PASSWORD_SUCCESS)', () => {
    const state = run(
      initialFlow('login', 'finley@firm.com'),
      { type: 'passwordShown' },
      { type: 'changePassword', mode: 'TEMP_PASSWORD' },
      { type: 'passwordChanged' },
    );
    expect(state).toMatchObject({ panel: 'login', changeMode: undefined, passwordShown: true });
  });

  it('Cancel returns to the login form with the user ID kept', () => {
    const state = run(
      initialFlow('login', 'blake@firm.com', true),
      { type: 'passwordShown' },
      { type: 'challenge', routes, question: undefined },
      { type: 'cancel' },
    );
    expect(state).toMatchObject({ panel: 'login', userId: 'blake@firm.com', remember: true, routes: [] });
  });

  it('editing the user ID hides the password again: "Next" decides anew', () => {
    const state = run(initialFlow('login'), { type: 'passwordShown' }, { type: 'userIdEdited', userId: 'other' });
    expect(state).toMatchObject({ passwordShown: false, userId: 'other' });
  });
});

describe('errors in the flow (accounts spec 8)', () => {
  it('a field error stays until that field is edited or the next submission', () => {
    const failed = run(initialFlow('login'), { type: 'passwordShown' }, { type: 'failed', error: credentialsError });
    expect(failed.error).toEqual(credentialsError);
    expect(run(failed, { type: 'fieldEdited', field: 'userId' }).error).toEqual(credentialsError);
    expect(run(failed, { type: 'fieldEdited', field: 'password' }).error?.field).toBeUndefined();
    expect(run(failed, { type: 'submitted' }).error).toBeUndefined();
  });

  it('a lock-out disables the inputs for good, even after Cancel', () => {
    const locked = run(
      initialFlow('login'),
      { type: 'challenge', routes, question: undefined },
      { type: 'failed', error: { code: '7001-3027', alert: 'locked', lock: true } },
      { type: 'cancel' },
    );
    expect(locked).toMatchObject({ panel: 'login', locked: true });
  });

  it('a profile failure after the passcode is told on the login form (accounts spec 8.3)', () => {
    const state = run(
      initialFlow('login'),
      { type: 'challenge', routes, question: undefined },
      { type: 'passcodeSent', sentTo: 'x' },
      { type: 'failed', error: { code: 'CTN_PROFILE_1113', alert: 'expired', field: { name: 'password', text: 'x' } } },
    );
    expect(state).toMatchObject({ panel: 'login', passwordShown: true });
  });
});

describe('forgot password (accounts spec 2.2, 4.5)', () => {
  it('user ID entry → challenge choice → passcode → change password', () => {
    const state = run(
      initialFlow('forgotPassword'),
      { type: 'userIdEdited', userId: 'blake@firm.com' },
      { type: 'userAccepted', routes },
      { type: 'passcodeSent', sentTo: 'XXX.XXX.4821' },
      { type: 'changePassword', mode: 'FORGOT_PASSWORD_CHANGE' },
    );
    expect(state).toMatchObject({ panel: 'changePassword', changeMode: 'FORGOT_PASSWORD_CHANGE' });
  });

  it('Cancel on any sub-step returns to the user ID entry', () => {
    const start = run(initialFlow('forgotPassword'), { type: 'userAccepted', routes });
    expect(initialFlow('forgotPassword').panel).toBe('userId');
    expect(run(start, { type: 'cancel' }).panel).toBe('userId');
    expect(run(start, { type: 'passcodeSent', sentTo: 'x' }, { type: 'cancel' }).panel).toBe('userId');
  });

  it('CTN_FORGOTPASSWORD_1116 shows the contact-representative panel', () => {
    const state = run(initialFlow('forgotPassword'), {
      type: 'failed',
      error: { code: 'CTN_FORGOTPASSWORD_1116', contact: true },
    });
    expect(state.panel).toBe('contact');
  });
});

describe('account settings (accounts spec 2.3)', () => {
  it('"Change" reveals the form; success returns with the notice', () => {
    const open = run(initialFlow('accountSettings'), { type: 'changePassword', mode: 'CHANGE_PASSWORD_LOGGED_IN' });
    expect(open.panel).toBe('changePassword');
    const done = run(open, { type: 'passwordChanged' });
    expect(done).toMatchObject({ panel: 'settings', changed: true });
    expect(run(done, { type: 'submitted' }).changed).toBe(false);
  });

  it('Cancel hides the form', () => {
    const open = run(initialFlow('accountSettings'), { type: 'changePassword', mode: 'CHANGE_PASSWORD_LOGGED_IN' });
    expect(run(open, { type: 'cancel' }).panel).toBe('settings');
  });
});
