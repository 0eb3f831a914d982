import { describe, expect, it } from 'vitest';
import { CONTACT_FORMS, DEMO_MAILBOXES, INTEREST_OPTIONS, LIMITS } from './forms';
import type { SalesChannel, SalesContact } from '../../services/sales-contacts';
import {
  checkForm,
  findConsultant,
  chooseForm,
  consultantFromQuery,
  contactEmail,
  contactFormReducer,
  fieldValue,
  firstError,
  INITIAL_FORM_STATE,
  type ContactFormAction,
  type ContactFormState,
  type FormValues,
} from './model';

const { general, institutional, ria, consultant } = CONTACT_FORMS;
const rule = (spec: typeof general, name: string) => spec.fields.find((field) => field.name === name)!;
const SETTINGS = {
  brand: 'Calder Meridian',
  mailboxes: {
    service: DEMO_MAILBOXES.service,
    sales: DEMO_MAILBOXES.sales,
    529: DEMO_MAILBOXES[529],
    institutional: DEMO_MAILBOXES.institutional,
  },
  serviceFrom: DEMO_MAILBOXES.serviceFrom,
};

describe('which form (site spec 2.12: "chosen by the service query parameter")', () => {
  it('the service parameter chooses the institutional, RIA and consultant forms', () => {
    expect(chooseForm('?service=institutional', undefined)).toEqual({
      variant: 'institutional',
      mailbox: 'institutional',
    });
    expect(chooseForm('?service=ria', undefined)).toEqual({ variant: 'ria', mailbox: 'sales' });
    expect(chooseForm('?service=consultant&emailId=a%40b.c', undefined).variant).toBe('consultant');
  });

  it('any other service is the general form, whose mailbox it chooses (site spec 7)', () => {
    expect(chooseForm('', undefined)).toEqual({ variant: 'general', mailbox: 'service' });
    expect(chooseForm('?service=service', undefined)).toEqual({ variant: 'general', mailbox: 'service' });
    expect(chooseForm('?service=product', undefined).mailbox).toBe('sales');
    expect(chooseForm('?service=sales', undefined).mailbox).toBe('sales');
    expect(chooseForm('?service=529_FS', undefined).mailbox).toBe('529');
    expect(chooseForm('?service=%E0%A4%A', undefined)).toEqual({ variant: 'general', mailbox: 'service' });
    expect(chooseForm('?service=unknown', undefined).mailbox).toBe('service');
  });

  it("the element's data-variant wins over the query: the block is that form", () => {
    expect(chooseForm('?service=institutional', 'ria')).toEqual({ variant: 'ria', mailbox: 'sales' });
    expect(chooseForm('?service=sales', 'general')).toEqual({ variant: 'general', mailbox: 'sales' });
  });

  it('the consultant comes from emailId, as one line of plain text', () => {
    expect(consultantFromQuery('?emailId=jordan.lee%40caldermeridian.example')).toBe(
      'jordan.lee@caldermeridian.example',
    );
    expect(consultantFromQuery('?emailId=%0Aa%E2%80%AEb')).toBe('ab');
    expect(consultantFromQuery('')).toBe('');
  });
});

describe("the consultant of a message: one of the advisor's own", () => {
  const contact = (emailId: string): SalesContact => ({
    firstName: 'Jordan',
    lastName: 'Lee',
    title: '',
    designation: '',
    phone: '',
    emailId,
    photoUrl: '',
    type: 'External',
  });
  const channels: SalesChannel[] = [
    { primary: false, functionalArea: 'A', contacts: [contact('a@x.example')] },
    { primary: true, functionalArea: 'B', contacts: [contact('Jordan.Lee@x.example')] },
  ];

  it('is found by address in any channel, whatever its case', () => {
    expect(findConsultant(channels, 'jordan.lee@X.example')?.emailId).toBe('Jordan.Lee@x.example');
  });

  it('is none for an address that is not one of them, or none', () => {
    expect(findConsultant(channels, 'someone@evil.example')).toBeUndefined();
    expect(findConsultant(channels, '')).toBeUndefined();
  });
});

describe('what a field holds', () => {
  it('drops control and bidi-override characters; one line but the message', () => {
    expect(fieldValue(rule(general, 'fullName'), 'Jane\u202E\nDoe\u0007')).toBe('Jane Doe');
    expect(fieldValue(rule(general, 'message'), 'Line one\r\nLine two')).toBe('Line one\nLine two');
  });

  it('is cut at the limit written down for the field', () => {
    expect(fieldValue(rule(general, 'fullName'), 'x'.repeat(500))).toHaveLength(LIMITS.name);
    expect(fieldValue(rule(general, 'message'), 'x'.repeat(5000))).toHaveLength(LIMITS.message);
    expect(fieldValue(rule(ria, 'firstName'), 'x'.repeat(500))).toHaveLength(LIMITS.partName);
    expect(fieldValue(rule(general, 'email'), 'x'.repeat(500))).toHaveLength(LIMITS.email);
  });
});

describe('site spec 5: the general form (all required)', () => {
  const valid = { fullName: 'Jane Doe', email: 'jane@example.com', phone: '(617) 555-0100', message: 'Hello' };

  it('passes a complete form', () => {
    expect(checkForm(general, valid)).toEqual({});
  });

  it('"Please enter {field label in lower case}" for an empty field; a blank one counts as empty', () => {
    expect(checkForm(general, { email: 'jane@example.com' })).toEqual({
      fullName: 'Please enter full name',
      phone: 'Please enter phone number',
      message: 'Please enter message',
    });
    expect(checkForm(general, { ...valid, fullName: '   ' }).fullName).toBe('Please enter full name');
  });

  it('email "of the form {email} with no spaces": "Please enter a valid email address", empty too', () => {
    for (const email of ['', 'jane', 'jane@example', 'jane doe@example.com', '@example.com'])
      expect(checkForm(general, { ...valid, email }).email).toBe('Please enter a valid email address');
  });

  it('phone "exactly 10 digits; non-digits are ignored"', () => {
    expect(checkForm(general, { ...valid, phone: '617.555.0100' }).phone).toBeUndefined();
    expect(checkForm(general, { ...valid, phone: '617-555-010' }).phone).toBe('Please enter a valid phone number');
    expect(checkForm(general, { ...valid, phone: '1 617 555 0100' }).phone).toBe('Please enter a valid phone number');
  });

  it('the first field in error is the first in the form', () => {
    expect(firstError(general, checkForm(general, { fullName: 'J' }))).toBe('email');
  });
});

describe('site spec 5: the institutional form', () => {
  const valid = { fullName: 'Jane Doe', email: 'jane@pension.org', phone: '+1 (617) 555-0100', message: 'Hello' };

  it('passes a complete form, and says each message with its full stop', () => {
    expect(checkForm(institutional, valid)).toEqual({});
    expect(checkForm(institutional, {})).toEqual({
      fullName: 'Please enter full name.',
      email: 'Please enter a valid email.',
      phone: 'Please enter a valid phone number.',
      message: 'Please enter a message.',
    });
  });

  it('email must contain "@" and "." (and be an address a mail service takes)', () => {
    expect(checkForm(institutional, { ...valid, email: 'jane@pension' }).email).toBe('Please enter a valid email.');
    expect(checkForm(institutional, { ...valid, email: 'jane.pension.org' }).email).toBe('Please enter a valid email.');
    expect(checkForm(institutional, { ...valid, email: 'a@.' }).email).toBe('Please enter a valid email.');
  });

  it('phone: spaces, dashes, parentheses and "+" removed, numeric and at least 10 characters', () => {
    expect(checkForm(institutional, { ...valid, phone: '44 20 7946 0958' }).phone).toBeUndefined();
    expect(checkForm(institutional, { ...valid, phone: '617-555-010' }).phone).toBe(
      'Please enter a valid phone number.',
    );
    expect(checkForm(institutional, { ...valid, phone: '617.555.0100' }).phone).toBe(
      'Please enter a valid phone number.',
    );
  });
});

describe('site spec 5: the RIA support form', () => {
  const valid = {
    firstName: 'Ana',
    lastName: 'Ruiz',
    email: 'ana@ruizwealth.com',
    jobTitle: 'Principal',
    firmName: 'Ruiz Wealth',
    interest: 'Host a client seminar',
  };

  it('passes without a message (optional)', () => {
    expect(checkForm(ria, valid)).toEqual({});
  });

  it('text fields must be non-blank after trimming; the interest must be chosen', () => {
    expect(checkForm(ria, { interest: '' })).toEqual({
      firstName: 'Please enter first name',
      lastName: 'Please enter last name',
      email: 'Please enter work email address',
      jobTitle: 'Please enter job title',
      firmName: 'Please enter firm name',
      interest: 'Please select from the dropdown',
    });
    expect(checkForm(ria, { ...valid, jobTitle: ' \t ' }).jobTitle).toBe('Please enter job title');
  });

  it('only one of the five options is an interest', () => {
    for (const interest of INTEREST_OPTIONS) expect(checkForm(ria, { ...valid, interest })).toEqual({});
    expect(checkForm(ria, { ...valid, interest: 'Select an option' }).interest).toBe('Please select from the dropdown');
  });
});

describe('site spec 5: the consultant message form', () => {
  it('message required and at least 4 characters, after trimming', () => {
    expect(checkForm(consultant, { message: 'Call' })).toEqual({});
    expect(checkForm(consultant, { message: ' Hi! ' })).toEqual({ message: 'Please enter message' });
    expect(checkForm(consultant, {})).toEqual({ message: 'Please enter message' });
  });
});

describe('site spec 7: the e-mail of each form, in plain text', () => {
  const typed = {
    fullName: ' Jane <b>Doe</b> ',
    email: 'jane@example.com',
    phone: '617-555-0100',
    message: '<script>alert(1)</script>\n=HYPERLINK("https://evil.example")',
  };

  it('general to the service mailbox: from the fixed service address, with an Email line', () => {
    expect(contactEmail({ variant: 'general', mailbox: 'service' }, typed, SETTINGS)).toEqual({
      from: 'webforms@caldermeridian.example',
      to: ['service@caldermeridian.example'],
      subject: 'Contacting for Help',
      body: [
        'From: Jane <b>Doe</b>',
        'Email: jane@example.com',
        'Phone: 617-555-0100',
        'Message: <script>alert(1)</script>',
        '=HYPERLINK("https://evil.example")',
      ].join('\n'),
    });
  });

  it('general to the sales or 529 mailbox: from the visitor, no Email line', () => {
    const sales = contactEmail({ variant: 'general', mailbox: 'sales' }, typed, SETTINGS);
    expect([sales.from, sales.to, sales.body.includes('Email:')]).toEqual([
      'jane@example.com',
      ['sales@caldermeridian.example'],
      false,
    ]);
    expect(contactEmail({ variant: 'general', mailbox: '529' }, typed, SETTINGS).to).toEqual([
      'futurescholar@caldermeridian.example',
    ]);
  });

  it('institutional: "{brand} Institutional Contact Us Form", "From: / Phone: / Message:"', () => {
    expect(contactEmail({ variant: 'institutional', mailbox: 'institutional' }, typed, SETTINGS)).toEqual({
      from: 'jane@example.com',
      to: ['institutional@caldermeridian.example'],
      subject: 'Calder Meridian Institutional Contact Us Form',
      body: [
        'From: Jane <b>Doe</b>',
        'Phone: 617-555-0100',
        'Message: <script>alert(1)</script>',
        '=HYPERLINK("https://evil.example")',
      ].join('\n'),
    });
  });

  it('RIA: "RIA Support" to the sales mailbox, "field: value" lines, "N/A" for an empty value', () => {
    const values: FormValues = {
      firstName: 'Ana',
      lastName: 'Ruiz',
      email: 'ana@ruizwealth.com',
      jobTitle: 'Principal',
      firmName: 'Ruiz Wealth',
      interest: 'Join upcoming webinars & events',
      message: '  ',
    };
    expect(contactEmail({ variant: 'ria', mailbox: 'sales' }, values, SETTINGS)).toEqual({
      from: 'ana@ruizwealth.com',
      to: ['sales@caldermeridian.example'],
      subject: 'RIA Support',
      body: [
        'firstName: Ana',
        'lastName: Ruiz',
        'email: ana@ruizwealth.com',
        'jobTitle: Principal',
        'firmName: Ruiz Wealth',
        'interest: Join upcoming webinars & events',
        'message: N/A',
      ].join('\n'),
    });
  });
});

describe("site spec 4: the form's states", () => {
  const run = (actions: ContactFormAction[], state: ContactFormState = INITIAL_FORM_STATE) =>
    actions.reduce((current, action) => contactFormReducer(consultant, current, action), state);

  it('shows no error before a submit; a submit with errors shows them and stays editing', () => {
    const typed = run([{ type: 'edit', field: 'message', value: 'Hi' }]);
    expect(typed.errors).toEqual({});
    const tried = run([{ type: 'submit' }], typed);
    expect([tried.status, tried.errors]).toEqual(['editing', { message: 'Please enter message' }]);
  });

  it('once a submit was tried, the errors are checked again on every change', () => {
    const tried = run([{ type: 'submit' }]);
    const mended = run([{ type: 'edit', field: 'message', value: 'Call me' }], tried);
    expect(mended.errors).toEqual({});
    expect(run([{ type: 'edit', field: 'message', value: 'x' }], mended).errors).toEqual({
      message: 'Please enter message',
    });
  });

  it('a valid submit sends; nothing changes on the way; sent empties the form', () => {
    const sending = run([{ type: 'edit', field: 'message', value: 'Call me' }, { type: 'submit' }]);
    expect(sending.status).toBe('sending');
    expect(run([{ type: 'edit', field: 'message', value: 'changed' }, { type: 'submit' }], sending)).toBe(sending);
    const sent = run([{ type: 'sent' }], sending);
    expect([sent.status, sent.values, sent.tried]).toEqual(['sent', {}, false]);
  });

  it('a failure keeps every field; the next submit tries again', () => {
    const failed = run([{ type: 'edit', field: 'message', value: 'Call me' }, { type: 'submit' }, { type: 'failed' }]);
    expect([failed.status, failed.values]).toEqual(['failed', { message: 'Call me' }]);
    expect(run([{ type: 'submit' }], failed).status).toBe('sending');
  });

  it('an answer that comes when nothing is on its way changes nothing', () => {
    expect(run([{ type: 'sent' }])).toBe(INITIAL_FORM_STATE);
    expect(run([{ type: 'failed' }])).toBe(INITIAL_FORM_STATE);
  });

  it('an unknown field is ignored; a typed value is held to the field', () => {
    expect(run([{ type: 'edit', field: 'fullName', value: 'x' }])).toBe(INITIAL_FORM_STATE);
    expect(run([{ type: 'edit', field: 'message', value: 'a\u0000b' }]).values.message).toBe('ab');
  });
});
