// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { z } from './zod';
import { readServiceCache, writeServiceCache } from './service-cache';
import { readText } from './storage';
import { signInAdvisor } from './stores/session';

const schema = z.object({ firstNm: z.string() });

describe('SERVICE_CACHE (accounts spec 7.2)', () => {
  it('keeps answers per URL in session storage', () => {
    writeServiceCache('/adv.svc/secure/profile', { firstNm: 'Avery' });
    writeServiceCache('/other', { firstNm: 'Blake' });
    expect(readServiceCache('/adv.svc/secure/profile', schema)).toEqual({ firstNm: 'Avery' });
    expect(readServiceCache('/other', schema)).toEqual({ firstNm: 'Blake' });
    expect(readServiceCache('/missing', schema)).toBeUndefined();
  });

  it('an entry of the wrong shape counts as absent', () => {
    writeServiceCache('/adv.svc/secure/profile', { firstNm: 42 });
    expect(readServiceCache('/adv.svc/secure/profile', schema)).toBeUndefined();
  });

  it('is cleared on login', () => {
    writeServiceCache('/adv.svc/secure/profile', { firstNm: 'Avery' });
    signInAdvisor({ username: 'avery@firm.com' });
    expect(readText('session', 'SERVICE_CACHE')).toBeUndefined();
  });
});

describe('SERVICE_CACHE across pages (accounts spec 7.2 "until login or logout")', () => {
  it('a page opened with the same visitor signed in reads what the last page cached', async () => {
    signInAdvisor({ username: 'avery@firm.com' });
    writeServiceCache('/adv.svc/secure/profile', { firstNm: 'Avery' });
    // The next page: a fresh module state, the same cookies and session storage.
    vi.resetModules();
    const next = await import('./service-cache');
    expect(next.readServiceCache('/adv.svc/secure/profile', schema)).toEqual({ firstNm: 'Avery' });
  });

  it('an answer cached for another visitor (a sign-in changed in another tab) is never read', async () => {
    signInAdvisor({ username: 'avery@firm.com' });
    writeServiceCache('/adv.svc/secure/profile', { firstNm: 'Avery' });
    vi.resetModules();
    const session = await import('./stores/session');
    session.signInAdvisor({ username: 'blake@firm.com' });
    vi.resetModules();
    const next = await import('./service-cache');
    expect(next.readServiceCache('/adv.svc/secure/profile', schema)).toBeUndefined();
    expect(readText('session', 'SERVICE_CACHE')).toBeUndefined();
  });
});
