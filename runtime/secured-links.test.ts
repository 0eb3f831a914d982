// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { readText, writeText } from './storage';
import {
  hasLockedMarker,
  isSecureLink,
  linkContextsOf,
  LOCKED_ALERT,
  openPendingDocument,
  rememberDocumentToOpen,
  requiredContexts,
  securedHref,
  securedLinkState,
  showsLockMarker,
  userContextsOf,
  type SecuredLinkInput,
} from './secured-links';

const input = (overrides: Partial<SecuredLinkInput>): SecuredLinkInput => ({
  url: '/secure/reports/q3.pdf',
  audience: 'advisor',
  advisor: true,
  userContexts: [],
  ...overrides,
});

describe('secure link shapes (accounts spec 2.7)', () => {
  it('/secure/, /api/reports, /sc/ and login?redirect= are secure', () => {
    expect(isSecureLink('/secure/reports/q3.pdf')).toBe(true);
    expect(isSecureLink('https://www.example-firm.com/api/reports/42')).toBe(true);
    expect(isSecureLink('/sc/client-kit')).toBe(true);
    expect(isSecureLink('/login?redirect=%2Fx')).toBe(true);
    expect(isSecureLink('/funds/growth')).toBe(false);
  });

  it('documents under /secure/ carry the locked marker', () => {
    expect(hasLockedMarker('/secure/reports/q3.pdf')).toBe(true);
    expect(hasLockedMarker('/api/reports/42')).toBe(false);
  });

  it("required contexts are a space-separated list; the advisor's come from the profile's userGroup", () => {
    expect(requiredContexts(' ria  wirehouse ')).toEqual(['ria', 'wirehouse']);
    expect(requiredContexts(undefined)).toEqual([]);
    expect(requiredContexts([' ria', 'wirehouse ', '  '])).toEqual(['ria', 'wirehouse']);
    expect(linkContextsOf({ userContext: '  ria wirehouse ' })).toBe('ria wirehouse');
    expect(linkContextsOf({ userContext: '   ' })).toBeUndefined();
    expect(linkContextsOf({ userContext: 42 })).toBeUndefined();
    expect(linkContextsOf({})).toBeUndefined();
    expect(userContextsOf({ userGroup: 'ria, advisor' })).toEqual(['ria', 'advisor']);
    expect(userContextsOf(undefined)).toEqual([]);
  });
});

describe('the locked marker (accounts spec 2.7)', () => {
  it('shows on /secure/ documents and secured search results while they are locked for the visitor', () => {
    expect(showsLockMarker({ url: '/secure/q3.pdf' }, 'logged-off')).toBe(true);
    expect(showsLockMarker({ url: '/secure/q3.pdf' }, 'no-permission')).toBe(true);
    expect(showsLockMarker({ url: '/secure/q3.pdf' }, 'unlocked')).toBe(false);
    expect(showsLockMarker({ url: '/practice/toolkit', secure: true }, 'logged-off')).toBe(true);
    expect(showsLockMarker({ url: '/api/reports/42' }, 'logged-off')).toBe(false);
  });

  it('a result the data marks secure needs the login whatever its address', () => {
    expect(securedLinkState(input({ url: '/practice/toolkit', secure: true, advisor: false }))).toBe('logged-off');
  });
});

describe('link states (accounts spec 2.7, 6)', () => {
  it('unlocked: a logged-in advisor holding every required context', () => {
    expect(securedLinkState(input({ contexts: 'ria', userContexts: ['ria', 'advisor'] }))).toBe('unlocked');
    expect(securedLinkState(input({}))).toBe('unlocked');
  });

  it('no-permission: logged in but missing a context', () => {
    expect(securedLinkState(input({ contexts: 'ria wirehouse', userContexts: ['ria'] }))).toBe('no-permission');
    expect(LOCKED_ALERT).toEqual({
      title: 'Locked',
      text: 'You do not have the proper permissions to view this link.',
    });
  });

  it('logged off: the link needs the login', () => {
    expect(securedLinkState(input({ advisor: false }))).toBe('logged-off');
    expect(securedLinkState(input({ url: '/funds/', contexts: 'ria', advisor: false }))).toBe('logged-off');
  });

  it('a plain link is open; lock handling is skipped on the investor and institutional sites', () => {
    expect(securedLinkState(input({ url: '/funds/', advisor: false }))).toBe('open');
    expect(securedLinkState(input({ audience: 'investor', advisor: false }))).toBe('open');
    expect(securedLinkState(input({ audience: 'institutional', advisor: true, contexts: 'ria' }))).toBe('open');
  });
});

describe('where a link points', () => {
  const options = { siteBase: '', currentUrl: 'https://www.example-firm.com/literature/' };

  it('a logged-off visitor goes to {base}/login?redirect={target}', () => {
    expect(securedHref('/secure/q3.pdf', 'logged-off', options)).toBe('/login?redirect=%2Fsecure%2Fq3.pdf');
  });

  it('a document opening in a new window brings the visitor back to the current page', () => {
    expect(securedHref('/secure/q3.pdf', 'logged-off', { ...options, newWindow: true })).toBe(
      `/login?redirect=${encodeURIComponent(options.currentUrl)}`,
    );
  });

  it('a link already leading to the login, and any other state, keep the link (through the link rule)', () => {
    expect(securedHref('/login?redirect=%2Fx', 'logged-off', options)).toBe('/login?redirect=%2Fx');
    expect(securedHref('/secure/q3.pdf', 'unlocked', options)).toBe('/secure/q3.pdf');
    expect(securedHref('javascript:alert(1)', 'open', options)).toBe('about:blank');
  });
});

describe('DOCUMENT_TO_OPEN (accounts spec 2.7)', () => {
  it('opens the waiting document once, and clears the key', () => {
    const open = vi.fn();
    rememberDocumentToOpen('/secure/q3.pdf');
    expect(openPendingDocument(open)).toBe(`${location.origin}/secure/q3.pdf`);
    expect(open).toHaveBeenCalledWith(`${location.origin}/secure/q3.pdf`);
    expect(readText('session', 'DOCUMENT_TO_OPEN')).toBeUndefined();
    expect(openPendingDocument(open)).toBeUndefined();
    expect(open).toHaveBeenCalledTimes(1);
  });

  it.each(['https://evil.example/x.pdf', '//evil.example/x.pdf', '/\\evil.example/x.pdf', '\\\\evil.example/x.pdf'])(
    'a document of another site (%j) is not opened',
    (stored) => {
      const open = vi.fn();
      writeText('session', 'DOCUMENT_TO_OPEN', stored);
      expect(openPendingDocument(open)).toBeUndefined();
      expect(open).not.toHaveBeenCalled();
      expect(readText('session', 'DOCUMENT_TO_OPEN')).toBeUndefined();
    },
  );

  it.each(['/.//evil.example/', '/..//evil.example/', `${location.origin}//evil.example/x.pdf`])(
    'a stored path that reads as another host (%j) opens whole, on the site',
    (stored) => {
      const open = vi.fn();
      writeText('session', 'DOCUMENT_TO_OPEN', stored);
      openPendingDocument(open);
      const opened = open.mock.calls[0]![0] as string;
      expect(new URL(opened, 'https://elsewhere.example/').origin).toBe(location.origin);
    },
  );
});
