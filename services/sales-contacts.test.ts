import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, rejection, sentRequest, stubFetch, type FetchMock } from '../runtime/test-fetch';
import { getPageConfig } from '../runtime/config';
import { mailSalesContact, salesContactsOf } from './sales-contacts';

const JORDAN = {
  preferredFirstNm: 'Jordan',
  preferredLastNm: 'Lee',
  titleCd: 'Regional Consultant',
  designationCd: 'CFA®',
  phoneNbr: '6175550101',
  emailId: 'jordan.lee@caldermeridian.example',
  photoURL: '/binaries/content/gallery/cm/consultants/jordan-lee.svg',
  salesContactTypeCd: 'External',
};

describe('salesContactsOf (site spec 3 "Sales contact profile")', () => {
  it('reads every channel and contact of the profile, in the order sent', () => {
    const channels = salesContactsOf({
      salesContactByChannel: [
        { isPrimaryInd: 'N', functionalAreaNm: 'Retirement Investment Consultants', salesContactInfo: [JORDAN] },
        { isPrimaryInd: 'Y', functionalAreaNm: 'Regional Consultants', salesContactInfo: [JORDAN, JORDAN] },
      ],
    });
    expect(channels.map((channel) => [channel.functionalArea, channel.primary, channel.contacts.length])).toEqual([
      ['Retirement Investment Consultants', false, 1],
      ['Regional Consultants', true, 2],
    ]);
    expect(channels[0]!.contacts[0]).toEqual({
      firstName: 'Jordan',
      lastName: 'Lee',
      title: 'Regional Consultant',
      designation: 'CFA®',
      phone: '6175550101',
      emailId: 'jordan.lee@caldermeridian.example',
      photoUrl: '/binaries/content/gallery/cm/consultants/jordan-lee.svg',
      type: 'External',
    });
  });

  it('has none without a profile or without salesContactByChannel', () => {
    expect(salesContactsOf(undefined)).toEqual([]);
    expect(salesContactsOf({})).toEqual([]);
    expect(salesContactsOf({ salesContactByChannel: 'none' })).toEqual([]);
  });

  it('leaves out a channel or a contact of another shape, a contact with no name nor address, an empty channel', () => {
    const channels = salesContactsOf({
      salesContactByChannel: [
        'not a channel',
        { isPrimaryInd: 'Y', functionalAreaNm: 'Regional Consultants', salesContactInfo: [7, { emailId: '' }, JORDAN] },
        { isPrimaryInd: 'N', functionalAreaNm: 'Strategic Beta Specialist', salesContactInfo: [] },
        { isPrimaryInd: 'N', functionalAreaNm: 'DCIO/Retirement Plans Specialists' },
      ],
    });
    expect(channels).toHaveLength(1);
    expect(channels[0]!.contacts.map((contact) => contact.firstName)).toEqual(['Jordan']);
  });

  it('keeps each field as one line of plain text: controls and bidi overrides dropped, markup kept as text', () => {
    const [channel] = salesContactsOf({
      salesContactByChannel: [
        {
          isPrimaryInd: 'y',
          functionalAreaNm: 'Regional\nConsultants',
          salesContactInfo: [
            {
              ...JORDAN,
              preferredFirstNm: '  <img src=x onerror=alert(1)>\u202E ',
              phoneNbr: 6175550101,
              photoURL: null,
            },
          ],
        },
      ],
    });
    expect(channel!.primary).toBe(true);
    expect(channel!.functionalArea).toBe('Regional Consultants');
    expect(channel!.contacts[0]!.firstName).toBe('<img src=x onerror=alert(1)>');
    expect(channel!.contacts[0]!.phone).toBe('6175550101');
    expect(channel!.contacts[0]!.photoUrl).toBe('');
  });
});

describe('mailSalesContact (site spec 7 "Consultant message")', () => {
  let fetchMock: FetchMock;
  beforeEach(() => {
    fetchMock = stubFetch('');
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  const message = { message: 'Please call me.', phoneNbr: '8005550199', salesContactId: JORDAN.emailId };
  const check = { honeypot: '', elapsedMs: 4200 };

  it('POSTs {subject: "Wholesaler Contact Form", message, phoneNbr, salesContactId} and the robot check', async () => {
    const config = getPageConfig({ apiAuth: 'https://accounts.example' });
    await mailSalesContact(message, check, { config });
    const { url, init, headers } = sentRequest(fetchMock);
    expect(url).toBe('https://accounts.example/adv.svc/secure/mailSalesContact');
    expect(init.method).toBe('POST');
    expect(init.credentials).toBe('include');
    expect(headers['X-Requested-With']).toBe('XMLHttpRequest');
    expect(JSON.parse(init.body as string)).toEqual({
      subject: 'Wholesaler Contact Form',
      message: 'Please call me.',
      phoneNbr: '8005550199',
      salesContactId: JORDAN.emailId,
      formCheck: check,
    });
  });

  it('resolves on an ok status whatever the body, and rejects on another status', async () => {
    const context = { config: getPageConfig() };
    fetchMock.mockResolvedValueOnce(jsonResponse('sent', 200));
    await expect(mailSalesContact(message, check, context)).resolves.toBeUndefined();
    fetchMock.mockResolvedValueOnce(jsonResponse({ ok: false }, 200));
    await expect(mailSalesContact(message, check, context)).resolves.toBeUndefined();
    fetchMock.mockResolvedValueOnce(jsonResponse({ error: 'no' }, 500));
    const error = await rejection(mailSalesContact(message, check, context));
    expect([error.kind, error.status]).toEqual(['http', 500]);
  });
});
