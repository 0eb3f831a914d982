import { afterEach } from 'vitest';
import '../tests/unit/console-guard';
import { cleanup, configure } from '@testing-library/react';

// How long `findBy…` and `waitFor` wait for what a test expects: a hang guard that fits a loaded 2-core machine, not a
// speed the test asks for (Testing Library's 1 s default failed a chart's first drawing beside a full test run).
configure({ asyncUtilTimeout: 15_000 });

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
  document.cookie.split(';').forEach((c) => {
    const name = c.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  });
});
