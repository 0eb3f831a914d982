import { describe, expect, it } from 'vitest';
import type { CheckResult } from '../../services/subscriptions';
import {
  exampleFirmEmail,
  FLOW_TEXTS,
  flowReducer,
  initialFlow,
  storedProfile,
  type FlowEvent,
  type FlowState,
} from './flow';
import type { FormValues } from './validation';

const FIRMS = [{ firmNm: 'Harbor Wealth Partners', firmId: 'F1', parentFirmNm: 'Harbor Holdings', parentFirmId: 'F0' }];
const ADVISOR: FormValues = {
  firstName: 'Jane',
  lastName: 'Doe',
  firmName: 'Harbor Wealth Partners',
  email: 'jane.doe@harborwealth.com',
};

const run = (state: FlowState, ...events: FlowEvent[]) => events.reduce(flowReducer, state);
const fill = (values: FormValues): FlowEvent[] =>
  (Object.keys(values) as Array<keyof FormValues>).map((field) => ({ type: 'edit', field, value: values[field] }));
/** A filled Financial Professional form, submitted: the check runs. */
const checking = (values = ADVISOR) => run(initialFlow(), ...fill(values), { type: 'submit', firms: FIRMS });
const found = (contact: CheckResult): FlowEvent => ({ type: 'checked', outcome: { kind: 'found', contact } });
const code = (value: string): FlowEvent => ({ type: 'checked', outcome: { kind: 'code', code: value } });
const NOT_FOUND = code('CTI_EMAILSUB_CHK_1001');

describe('start (accounts spec 4.9)', () => {
  it('starts at step 1 as a Financial Professional', () => {
    expect(initialFlow()).toMatchObject({ step: 'form', role: 'Advisor', registrationTried: false });
  });

  it('with a wholesaler id the role is Employee', () => {
    expect(initialFlow({ wholesalerId: 'W12' })).toMatchObject({ step: 'form', role: 'Employee', wholesalerId: 'W12' });
  });

  it('with only an e-mail token there is no role and the check runs at once with the token', () => {
    const state = initialFlow({ token: 'pat.lee@example.com' });
    expect(state.step).toBe('checking');
    expect(state.role).toBeUndefined();
    expect(state.profile).toMatchObject({ emailId: 'pat.lee@example.com', token: 'pat.lee@example.com', role: null });
  });
});

describe('a link with spaces around its values (accounts spec 4.9)', () => {
  it('the e-mail token is checked and sent without them', () => {
    const state = initialFlow({ token: '  pat.lee@example.com ' });
    expect(state.step).toBe('checking');
    expect(state.profile).toMatchObject({ emailId: 'pat.lee@example.com', token: 'pat.lee@example.com', role: null });
  });

  it('the wholesaler id is sent without them; a wholesaler id of spaces is none, and the role is Financial Professional', () => {
    const state = run(
      initialFlow({ wholesalerId: ' W12 ' }),
      ...fill({ firstName: 'Sam', lastName: 'Seller', firmName: '', email: 'sam@example.com' }),
      { type: 'submit', firms: FIRMS },
    );
    expect(state.profile).toMatchObject({ wholeSalerID: 'W12', role: 'Employee', firmName: null });
    expect(initialFlow({ wholesalerId: '   ' })).toMatchObject({ role: 'Advisor', wholesalerId: null });
    expect(initialFlow({ token: '   ' })).toMatchObject({ step: 'form', role: 'Advisor', token: null, errors: {} });
  });
});

describe('an e-mail from a link that is no address (accounts spec 5.5)', () => {
  it('is not checked: step 1 shows it with the e-mail error, as a Financial Professional', () => {
    for (const token of ['@', `${'a'.repeat(1190)}@example.com`]) {
      const state = initialFlow({ token });
      expect(state).toMatchObject({ step: 'form', role: 'Advisor', token: null, profile: undefined });
      expect(state.errors).toEqual({ email: 'Please enter a valid firm email address' });
      expect(state.values.email).toBe(token.slice(0, 254));
    }
  });

  it('a wholesaler is told with the e-mail text', () => {
    expect(initialFlow({ token: '@', wholesalerId: 'W1' }).errors).toEqual({
      email: 'Please enter a valid email address',
    });
  });
});

describe('a profile once stored that the service did not know', () => {
  const known = {
    firstName: 'Kim',
    lastName: 'Known',
    emailId: 'kim@harborwealth.com',
    role: 'Advisor' as const,
    firmName: 'Harbor Wealth Partners',
  };

  it('fills the form, role included, for the visitor to check and send again', () => {
    expect(initialFlow({ known })).toMatchObject({
      step: 'form',
      role: 'Advisor',
      values: {
        firstName: 'Kim',
        lastName: 'Known',
        firmName: 'Harbor Wealth Partners',
        email: 'kim@harborwealth.com',
      },
      errors: {},
    });
    expect(initialFlow({ known: { ...known, role: 'Non-Advisor' } })).toMatchObject({
      role: 'Non-Advisor',
      values: { firmName: '' },
    });
  });

  it('a link comes first', () => {
    expect(initialFlow({ known, token: 'pat@example.com' }).values.email).toBe('pat@example.com');
    expect(initialFlow({ known, wholesalerId: 'W1' }).values.email).toBe('');
  });
});

describe('submit (accounts spec 5.5)', () => {
  it('a form with errors stays at step 1 and calls nothing', () => {
    const state = run(initialFlow(), { type: 'submit', firms: FIRMS });
    expect(state.step).toBe('form');
    expect(state.errors).toEqual({
      firstName: 'Please enter your first name',
      lastName: 'Please enter your last name',
      firmName: 'Please enter your firm name',
      email: 'Please enter a valid firm email address',
    });
  });

  it('a valid form checks the profile, with the firm matched exactly against the firms list', () => {
    expect(checking()).toMatchObject({
      step: 'checking',
      profile: {
        firstName: 'Jane',
        lastName: 'Doe',
        emailId: 'jane.doe@harborwealth.com',
        token: null,
        wholeSalerID: null,
        role: 'Advisor',
        firmName: 'Harbor Wealth Partners',
        firmId: 'F1',
        parentFirmName: 'Harbor Holdings',
        parentFirmId: 'F0',
      },
    });
    const other = checking({ ...ADVISOR, firmName: 'harbor wealth partners' });
    expect(other.profile).toMatchObject({ firmId: null, parentFirmName: null, parentFirmId: null });
  });

  it('the names, e-mail and firm are sent without the spaces typed around them, the firm still matched', () => {
    const state = checking({
      firstName: '  Jane ',
      lastName: ' Doe  ',
      firmName: ' Harbor Wealth Partners ',
      email: '  jane.doe@harborwealth.com ',
    });
    expect(state.step).toBe('checking');
    expect(state.profile).toMatchObject({
      firstName: 'Jane',
      lastName: 'Doe',
      emailId: 'jane.doe@harborwealth.com',
      firmName: 'Harbor Wealth Partners',
      firmId: 'F1',
    });
  });

  it('editing a field clears its error', () => {
    const state = run(initialFlow(), { type: 'submit', firms: [] }, { type: 'edit', field: 'lastName', value: 'D' });
    expect(state.errors.lastName).toBeUndefined();
    expect(state.errors.firstName).toBe('Please enter your first name');
  });
});

describe('the check (accounts spec 4.9, 8.9)', () => {
  it('an existing Individual Investor e-mail chosen as Financial Professional: the investor conflict, back to step 1', () => {
    const state = run(checking(), found({ role: 'Non-Advisor', contactStatusCd: 'Active' }));
    expect(state.step).toBe('form');
    expect(state.errors.email).toBe(FLOW_TEXTS.conflictInvestor);
    expect(state.values).toEqual(ADVISOR);
  });

  it('an existing Financial Professional e-mail chosen as Individual Investor: the advisor conflict', () => {
    const investor = run(
      initialFlow(),
      { type: 'role', role: 'Non-Advisor' },
      ...fill({ ...ADVISOR, firmName: '' }),
      { type: 'submit', firms: [] },
      found({ role: 'Advisor', contactStatusCd: 'Active' }),
    );
    expect(investor.errors.email).toBe(
      'Please enter a different email address. You have already used this email address for a financial professional subscription.',
    );
  });

  it('Disqualified_By_Timeout and Disqualified show their texts and return to step 1', () => {
    expect(run(checking(), found({ role: 'Advisor', contactStatusCd: 'Disqualified_By_Timeout' })).errors.email).toBe(
      FLOW_TEXTS.timedOut,
    );
    const disqualified = run(checking(), found({ role: 'Advisor', contactStatusCd: 'Disqualified' }));
    expect(disqualified.step).toBe('form');
    expect(disqualified.errors.email).toContain("we've determined you are not eligible");
  });

  it('found otherwise: names, e-mail and role from the response, signed in', () => {
    const state = run(
      checking(),
      found({
        contactID: 'C1',
        role: 'Advisor',
        contactStatusCd: 'Pending',
        firstName: 'Janet',
        emailId: 'JANE.DOE@harborwealth.com',
      }),
    );
    expect(state).toMatchObject({ step: 'signed-in', contactId: 'C1', registered: false });
    expect(storedProfile(state)).toMatchObject({
      firstName: 'Janet',
      emailId: 'JANE.DOE@harborwealth.com',
      role: 'Advisor',
    });
  });

  it('with a token only, the role comes from the contact found', () => {
    const state = run(initialFlow({ token: 'pat.lee@example.com' }), found({ role: 'Non-Advisor', firstName: 'Pat' }));
    expect(state).toMatchObject({ step: 'signed-in', role: 'Non-Advisor' });
    expect(storedProfile(state)).toMatchObject({ role: 'Non-Advisor', firstName: 'Pat', token: 'pat.lee@example.com' });
  });

  it('with a token only and no contact, step 1 opens with the e-mail filled in', () => {
    const state = run(initialFlow({ token: 'new@firm.com' }), NOT_FOUND);
    expect(state).toMatchObject({ step: 'form', role: 'Advisor', registrationTried: false });
    expect(state.values.email).toBe('new@firm.com');
  });

  it('any other error code or a failed call: "Unable to process your request at this time. Please try again later"', () => {
    expect(run(checking(), code('SOMETHING_ELSE')).errors.email).toBe(
      'Unable to process your request at this time. Please try again later',
    );
    expect(run(checking(), { type: 'failed' })).toMatchObject({ step: 'form', errors: { email: FLOW_TEXTS.failed } });
    expect(run(checking(), { type: 'checked', outcome: { kind: 'empty' } }).errors.email).toBe(FLOW_TEXTS.failed);
  });
});

describe('registration, at most once (accounts spec 4.9, 8.9)', () => {
  it('contact not found registers; success signs in as a new, pending contact', () => {
    const registering = run(checking(), NOT_FOUND);
    expect(registering).toMatchObject({ step: 'registering', registrationTried: true });
    const state = run(registering, { type: 'registered', outcome: { kind: 'registered', contactId: 'C42' } });
    expect(state).toMatchObject({ step: 'signed-in', contactId: 'C42', registered: true, contact: undefined });
  });

  it('a failed registration shows the error and returns to step 1; the next Continue registers again', () => {
    const failed = run(checking(), NOT_FOUND, { type: 'failed' });
    expect(failed).toMatchObject({ step: 'form', registrationTried: false, errors: { email: FLOW_TEXTS.failed } });
    expect(run(failed, { type: 'submit', firms: FIRMS }, NOT_FOUND).step).toBe('registering');
    const refused = run(checking(), NOT_FOUND, { type: 'registered', outcome: { kind: 'code', code: 'OTHER' } });
    expect(refused).toMatchObject({ step: 'form', registrationTried: false, errors: { email: FLOW_TEXTS.failed } });
    const another = run(
      refused,
      { type: 'edit', field: 'email', value: 'jane.other@harborwealth.com' },
      { type: 'submit', firms: FIRMS },
      NOT_FOUND,
    );
    expect(another.step).toBe('registering');
  });

  it('a not-found while a registration is on its way does not register twice', () => {
    const registering = run(checking(), NOT_FOUND);
    expect(run(registering, NOT_FOUND)).toBe(registering);
  });

  it('CTI_EMAILSUB_REG_1002 shows the firm-domain text and resets the guard so the visitor can retry', () => {
    const refused = run(checking(), NOT_FOUND, {
      type: 'registered',
      outcome: { kind: 'code', code: 'CTI_EMAILSUB_REG_1002' },
    });
    expect(refused).toMatchObject({
      step: 'form',
      registrationTried: false,
      errors: { email: FLOW_TEXTS.nonFirmDomain },
    });
    const retried = run(
      refused,
      { type: 'edit', field: 'email', value: 'jane@harborwealth.com' },
      { type: 'submit', firms: FIRMS },
      NOT_FOUND,
    );
    expect(retried.step).toBe('registering');
  });
});

describe('the role radio (accounts spec 4.9)', () => {
  it('clears every field and the e-mail error', () => {
    const withError = run(checking(), code('X'));
    const state = run(withError, { type: 'role', role: 'Non-Advisor' });
    expect(state.values).toEqual({ firstName: '', lastName: '', firmName: '', email: '' });
    expect(state.errors).toEqual({});
    expect(state.role).toBe('Non-Advisor');
  });

  it('does nothing while a call runs', () => {
    expect(run(checking(), { type: 'role', role: 'Non-Advisor' }).role).toBe('Advisor');
  });
});

describe('the example address of the firm-domain text', () => {
  it('is made of the names and the firm', () => {
    expect(exampleFirmEmail(ADVISOR)).toBe('jane.doe@harborwealthpartners.com');
    expect(exampleFirmEmail({ firstName: '', lastName: '', firmName: '', email: '' })).toBe('name@yourfirm.com');
  });
});
