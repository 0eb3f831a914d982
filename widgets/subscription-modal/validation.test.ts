import { describe, expect, it } from 'vitest';
import { flowReducer, initialFlow } from './flow';
import { FIELD_LIMITS, fieldLabels, isEmailAddress, matchFirm, suggestFirms, validate } from './validation';

const firm = (firmNm: string) => ({ firmNm, firmId: `id-${firmNm}`, parentFirmNm: 'Parent', parentFirmId: 'P' });

describe('step 1 checks on submit (accounts spec 5.5)', () => {
  it('a Financial Professional needs a firm name and a firm e-mail containing "@"', () => {
    expect(validate({ firstName: ' ', lastName: 'Doe', firmName: '', email: 'jane.doe' }, 'Advisor')).toEqual({
      firstName: 'Please enter your first name',
      firmName: 'Please enter your firm name',
      email: 'Please enter a valid firm email address',
    });
  });

  it('an Individual Investor needs no firm, and reads "Please enter a valid email address"', () => {
    expect(validate({ firstName: 'Pat', lastName: '', firmName: '', email: '' }, 'Non-Advisor')).toEqual({
      lastName: 'Please enter your last name',
      email: 'Please enter a valid email address',
    });
    expect(
      validate({ firstName: 'Pat', lastName: 'Lee', firmName: '', email: 'pat@example.com' }, 'Non-Advisor'),
    ).toEqual({});
  });

  it('a last name or a firm name of spaces only is missing; an e-mail with spaces around it is an address', () => {
    expect(
      validate(
        { firstName: 'Jane', lastName: '   ', firmName: '  ', email: ' jane.doe@harborwealth.com  ' },
        'Advisor',
      ),
    ).toEqual({
      lastName: 'Please enter your last name',
      firmName: 'Please enter your firm name',
    });
    expect(isEmailAddress('  pat@example.com ')).toBe(true);
  });

  it('labels the fields as the spec names them per role', () => {
    expect(Object.values(fieldLabels('Advisor'))).toEqual([
      'First Name',
      'Last Name',
      'Firm Name',
      'Firm Email Address',
    ]);
    expect(fieldLabels('Non-Advisor').email).toBe('Email address');
    expect(fieldLabels('Non-Advisor').firstName).toBe('First name');
  });
});

describe('the firm (accounts spec 5.5)', () => {
  it('an exact match fills firmId, parentFirmName and parentFirmId; anything else clears them', () => {
    expect(matchFirm(' Ironwood ', [firm('Ironwood')])).toEqual({
      firmId: 'id-Ironwood',
      parentFirmName: 'Parent',
      parentFirmId: 'P',
    });
    expect(matchFirm('ironwood', [firm('Ironwood')])).toEqual({
      firmId: null,
      parentFirmName: null,
      parentFirmId: null,
    });
  });

  it('suggests names starting with the text first, then names containing it, at most eight', () => {
    const firms = ['Silver Oak', 'Oakridge', 'Redwood', 'Oak Hill'].map(firm);
    expect(suggestFirms('oak', firms).map((f) => f.firmNm)).toEqual(['Oakridge', 'Oak Hill', 'Silver Oak']);
    expect(suggestFirms('  ', firms)).toEqual([]);
    expect(
      suggestFirms(
        'a',
        Array.from({ length: 20 }, (_, i) => firm(`A${i}`)),
      ),
    ).toHaveLength(8);
    expect(suggestFirms(' oak  ', firms).map((f) => f.firmNm)).toEqual(['Oakridge', 'Oak Hill', 'Silver Oak']);
    expect(suggestFirms('Redwood', firms)).toEqual([]);
  });
});

describe('limits and a real e-mail address (no limits given by the spec: FIELD_LIMITS)', () => {
  it.each(['a@example.com', 'first.last+tag@mail.example-firm.co.uk', "o'neil@example.org"])(
    '%s is an address',
    (address) => {
      expect(isEmailAddress(address)).toBe(true);
    },
  );

  it.each([
    '@',
    'a@',
    '@example.com',
    'a@example',
    'a b@example.com',
    '<img src=x>@evil.example',
    'a@@example.com',
    '.a@example.com',
    'a..b@example.com',
    `${'a'.repeat(65)}@example.com`,
    `a@${'b'.repeat(250)}.com`,
  ])('%s is not, and the role message says so', (address) => {
    expect(isEmailAddress(address)).toBe(false);
    expect(validate({ firstName: 'A', lastName: 'B', firmName: 'F', email: address }, 'Advisor').email).toBe(
      'Please enter a valid firm email address',
    );
  });

  it('a typed value is kept to its field limit', () => {
    const state = flowReducer(initialFlow({}), { type: 'edit', field: 'firstName', value: 'x'.repeat(100_000) });
    expect(state.values.firstName).toHaveLength(FIELD_LIMITS.firstName);
    const email = flowReducer(initialFlow({}), { type: 'edit', field: 'email', value: `${'e'.repeat(400)}@x.com` });
    expect(email.values.email).toHaveLength(254);
  });
});
