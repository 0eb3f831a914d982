// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import type { SalesChannel, SalesContact } from '../../services/sales-contacts';
import {
  consultantEmailHref,
  consultantTeam,
  displayName,
  phoneNumber,
  photoSource,
  relationshipManager,
  relationshipManagerAlert,
  templateParts,
} from './model';

const contact = (
  firstName: string,
  type = 'External',
  emailId = `${firstName.toLowerCase()}@x.example`,
): SalesContact => ({
  firstName,
  lastName: 'Lee',
  title: '',
  designation: '',
  phone: '',
  emailId,
  photoUrl: '',
  type,
});
const channel = (functionalArea: string, primary: boolean, contacts: SalesContact[]): SalesChannel => ({
  functionalArea,
  primary,
  contacts,
});
const names = (channels: SalesChannel[]) =>
  channels.map((c) => `${c.functionalArea}: ${c.contacts.map((x) => x.firstName).join(', ')}`);

describe('site spec 2.13, 9: the consultants shown', () => {
  it('the primary channel first, then the functional area order', () => {
    const team = consultantTeam([
      channel('Retirement Investment Consultants', false, [contact('Rita')]),
      channel('Strategic Beta Specialist', false, [contact('Sam')]),
      channel('DCIO/Retirement Plans Specialists', true, [contact('Dee')]),
      channel('Regional Consultants', false, [contact('Reg')]),
    ]);
    expect(names(team)).toEqual([
      'DCIO/Retirement Plans Specialists: Dee',
      'Regional Consultants: Reg',
      'Strategic Beta Specialist: Sam',
      'Retirement Investment Consultants: Rita',
    ]);
  });

  it('an area the order does not name comes after those it names, as sent', () => {
    const team = consultantTeam([
      channel('Wealth Desk', false, [contact('Wes')]),
      channel('Annuity Desk', false, [contact('Ann')]),
      channel('Strategic Beta Consultant', false, [contact('Sol')]),
    ]);
    expect(names(team)).toEqual(['Strategic Beta Consultant: Sol', 'Wealth Desk: Wes', 'Annuity Desk: Ann']);
  });

  it('at most 2 per channel, External before Internal, as sent within a type', () => {
    const team = consultantTeam([
      channel('Regional Consultants', true, [
        contact('Ivy', 'Internal'),
        contact('Eli', 'External'),
        contact('Ema', 'external'),
        contact('Ian', 'Internal'),
      ]),
    ]);
    expect(names(team)).toEqual(['Regional Consultants: Eli, Ema']);
    const internalOnly = consultantTeam([
      channel('Regional Consultants', true, [
        contact('Ivy', 'Internal'),
        contact('Ian', 'Internal'),
        contact('Iza', 'Internal'),
      ]),
    ]);
    expect(names(internalOnly)).toEqual(['Regional Consultants: Ivy, Ian']);
  });

  it("a consultant's name, or their address when the name is missing", () => {
    expect(displayName(contact('Jordan'))).toBe('Jordan Lee');
    expect(displayName({ ...contact(''), lastName: '', emailId: 'desk@x.example' })).toBe('desk@x.example');
  });
});

describe('site spec 2.13: the e-mail link per site', () => {
  it('the consultant message form on the advisor and investor sites, under the site base', () => {
    expect(consultantEmailHref('jordan.lee@x.example', 'advisor', '')).toBe(
      '/about/contact-us/sc/email?emailId=jordan.lee%40x.example',
    );
    expect(consultantEmailHref('a+b@x.example', 'investor', '/investor')).toBe(
      '/investor/about/contact-us/sc/email?emailId=a%2Bb%40x.example',
    );
  });

  it('a mailto link on the institutional site', () => {
    expect(consultantEmailHref('jordan.lee@x.example', 'institutional', '/institutional')).toBe(
      'mailto:jordan.lee@x.example',
    );
  });

  it('none for a value that is not an address (markup, headers, a second recipient)', () => {
    for (const value of [
      '',
      'jordan',
      '"><svg onload=x>@evil.example',
      'a@x.example?bcc=b@y.example',
      'a@x.example,b@y.example',
    ])
      expect(consultantEmailHref(value, 'institutional', '')).toBeUndefined();
  });
});

describe('phone numbers', () => {
  it('a U.S. number shows as 617-555-0152 and dials +1', () => {
    expect(phoneNumber('6175550152')).toEqual({ text: '617-555-0152', href: 'tel:+16175550152' });
    expect(phoneNumber('(312) 555-0191')).toEqual({ text: '312-555-0191', href: 'tel:+13125550191' });
    expect(phoneNumber('1-800-555-0110')).toEqual({ text: '800-555-0110', href: 'tel:+18005550110' });
  });

  it('another number shows as sent and dials its digits', () => {
    expect(phoneNumber('+44 20 7946 0958')).toEqual({ text: '+44 20 7946 0958', href: 'tel:+442079460958' });
  });

  it('none for a value that does not read as a number', () => {
    for (const value of ['', 'javascript:alert(1)', '555-01', '617 555 0152 ext 4', '1'.repeat(16)])
      expect(phoneNumber(value)).toBeUndefined();
  });
});

describe('photos: only from this site, else the default blank photo', () => {
  it('a path or an address of this origin, as its whole URL', () => {
    expect(photoSource('/binaries/consultants/jordan.svg')).toBe(`${location.origin}/binaries/consultants/jordan.svg`);
    expect(photoSource(`${location.origin}/a.png`)).toBe(`${location.origin}/a.png`);
  });

  it('none from another host, a javascript: or data: address, or none', () => {
    for (const value of [
      '',
      '//evil.example/p.png',
      'https://evil.example/p.png',
      'javascript:alert(1)',
      'data:image/png;base64,AA',
      '/\\evil.example/p.png',
    ])
      expect(photoSource(value)).toBeUndefined();
  });
});

describe('site spec 2.9, 2.13: the relationship manager from cookies', () => {
  const cookies = (values: Record<string, string>) => (name: string) => values[name];
  const ALL = {
    CM_RM_NAME: 'Dana Whitfield',
    CM_RM_EMAIL: 'dana.whitfield@caldermeridian.example',
    CM_RM_PHONE: '2125550143',
  };

  it('is shown when all three exist', () => {
    const manager = relationshipManager(cookies(ALL));
    expect(manager).toEqual({
      name: 'Dana Whitfield',
      email: 'dana.whitfield@caldermeridian.example',
      phone: { text: '212-555-0143', href: 'tel:+12125550143' },
    });
    expect(relationshipManagerAlert(manager!)).toBe(
      'Contact your relationship manager, Dana Whitfield: dana.whitfield@caldermeridian.example or 212-555-0143',
    );
  });

  it('"if any of the three is missing, nothing is shown"; one that is not what it says counts as missing', () => {
    for (const name of Object.keys(ALL)) {
      const { [name as keyof typeof ALL]: _left, ...rest } = ALL;
      expect(relationshipManager(cookies(rest))).toBeUndefined();
      expect(relationshipManager(cookies({ ...ALL, [name]: '  ' }))).toBeUndefined();
    }
    expect(relationshipManager(cookies({ ...ALL, CM_RM_EMAIL: 'javascript:alert(1)//@x.example' }))).toBeUndefined();
    expect(relationshipManager(cookies({ ...ALL, CM_RM_PHONE: 'call me' }))).toBeUndefined();
  });

  it('each value is one line of plain text', () => {
    expect(relationshipManager(cookies({ ...ALL, CM_RM_NAME: '<b>Dana</b>\u202E\nWhitfield' }))?.name).toBe(
      '<b>Dana</b> Whitfield',
    );
  });

  it('the alert template splits into its text and placeholders', () => {
    expect(templateParts('Contact your relationship manager, {name}: {email} or {phone}')).toEqual([
      { text: 'Contact your relationship manager, ' },
      { placeholder: 'name' },
      { text: ': ' },
      { placeholder: 'email' },
      { text: ' or ' },
      { placeholder: 'phone' },
    ]);
  });
});
