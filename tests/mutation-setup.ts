// What runtime/test-setup.ts does after each test, for the mutation runs (vitest.mutation.config.ts), where most
// test files run in Node and only those that ask for it (`// @vitest-environment jsdom`) have a DOM.
import { afterEach } from 'vitest';

afterEach(() => {
  if (typeof document === 'undefined') return;
  localStorage.clear();
  sessionStorage.clear();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
});
