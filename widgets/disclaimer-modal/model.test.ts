import { describe, expect, it } from 'vitest';
import { acceptance, declineUrlFor, isAcceptanceValid, shouldShow, storageKeyFor, DAY_MS } from './model';
import { attributes } from './element';

const now = Date.UTC(2026, 10, 22, 12);

describe('disclaimer acceptance (site spec 4)', () => {
  it('keeps an acceptance on a private device for the expiry days in local storage and drops the session copy', () => {
    expect(acceptance(true, now, 30)).toEqual({ local: { expiresAt: now + 2_592_000_000 }, session: false });
    expect(acceptance(true, now, 7).local?.expiresAt).toBe(now + 7 * DAY_MS);
  });

  it('keeps an acceptance on a shared device for the session only and removes the local entry', () => {
    expect(acceptance(false, now, 30)).toEqual({ local: null, session: true });
  });

  it('is valid while the session flag exists or until the stored expiry, inclusive', () => {
    expect(isAcceptanceValid({ stored: undefined, sessionFlag: true }, now)).toBe(true);
    expect(isAcceptanceValid({ stored: { expiresAt: now }, sessionFlag: false }, now)).toBe(true);
    expect(isAcceptanceValid({ stored: { expiresAt: now - 1 }, sessionFlag: false }, now)).toBe(false);
    expect(isAcceptanceValid({ stored: undefined, sessionFlag: false }, now)).toBe(false);
  });
});

describe('when the disclaimer shows (site spec 2.6)', () => {
  const base = { audience: 'institutional' as const, siteBase: '/institutional', framed: false, accepted: false };

  it('shows the institutional modal on the institutional site without an acceptance', () => {
    expect(shouldShow({ ...base, variant: 'institutional', pathname: '/institutional/insights' })).toBe(true);
  });

  it('never shows on the investor-redirect page of a site with another base, with or without the trailing slashes', () => {
    const other = { ...base, variant: 'institutional' as const, siteBase: '/inst' };
    expect(shouldShow({ ...other, pathname: '/inst/investor-redirect//' })).toBe(false);
    expect(shouldShow({ ...other, pathname: '/institutional/investor-redirect' })).toBe(false);
    // A page below it is another page.
    expect(shouldShow({ ...other, pathname: '/inst/investor-redirect/faq' })).toBe(true);
    expect(shouldShow({ ...other, pathname: '/institutional/investor-redirect/faq' })).toBe(true);
  });

  it('never shows on the investor-redirect page, inside a frame, after acceptance, or off the institutional site', () => {
    expect(shouldShow({ ...base, variant: 'institutional', pathname: '/institutional/investor-redirect' })).toBe(false);
    expect(shouldShow({ ...base, variant: 'institutional', pathname: '/institutional/investor-redirect/' })).toBe(
      false,
    );
    expect(shouldShow({ ...base, variant: 'institutional', pathname: '/institutional', framed: true })).toBe(false);
    expect(shouldShow({ ...base, variant: 'institutional', pathname: '/institutional', accepted: true })).toBe(false);
    expect(
      shouldShow({ ...base, variant: 'institutional', audience: 'advisor', siteBase: '', pathname: '/about' }),
    ).toBe(false);
  });

  it('shows the general block wherever it is placed, unless framed or accepted', () => {
    expect(shouldShow({ ...base, variant: 'general', audience: 'advisor', siteBase: '', pathname: '/about' })).toBe(
      true,
    );
    expect(
      shouldShow({ ...base, variant: 'general', audience: 'advisor', siteBase: '', pathname: '/', framed: true }),
    ).toBe(false);
  });

  it('uses the spec keys and redirects by default (site spec 9)', () => {
    expect(storageKeyFor('institutional', undefined)).toBe('CM_Institutional_Disclaimer');
    expect(storageKeyFor('general', undefined)).toBe('CM_Modal_Disclaimer_Accepted');
    expect(storageKeyFor('general', 'Fund_X_Terms')).toBe('Fund_X_Terms');
    expect(declineUrlFor('institutional', '/institutional', undefined)).toBe('/institutional/investor-redirect');
    expect(declineUrlFor('general', '', undefined)).toBe('/');
    expect(declineUrlFor('general', '', '/investor')).toBe('/investor');
  });
});

describe('acceptance of a disclaimer whose text was not shown', () => {
  it('is kept for the browser session only, even on a private device', () => {
    expect(acceptance(true, 1_000, 30, false)).toEqual({ local: null, session: true });
    expect(acceptance(false, 1_000, 30, false)).toEqual({ local: null, session: true });
  });

  it('with its text shown, a private device keeps it for exactly the expiry days', () => {
    expect(acceptance(true, 1_000, 30, true)).toEqual({
      local: { expiresAt: 1_000 + 30 * 86_400_000 },
      session: false,
    });
  });
});

describe('data-expiry-days', () => {
  it('takes whole days only: "2.5" is told (the attribute error), not quietly kept', () => {
    expect(attributes.expiryDays.parse('2.5')).toEqual({ ok: false });
    expect(attributes.expiryDays.parse('7')).toEqual({ ok: true, value: 7 });
  });
});
