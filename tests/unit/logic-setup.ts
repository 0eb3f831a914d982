// The unit tests of the pure logic (tests/unit/logic-tests.ts) run in Node; only the files that ask for it
// (`// @vitest-environment jsdom`) have a DOM, whose storage and cookies are cleared after each test.
import { afterEach } from 'vitest';
import './console-guard';

afterEach(() => {
  if (typeof document === 'undefined') return;
  localStorage.clear();
  sessionStorage.clear();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
});
