// The one entry to zod in shipped code. zod 4 compiles object parsers with `new Function`
// unless told not to, which a strict Content-Security-Policy (no 'unsafe-eval') reports and
// blocks. This module is imported by every schema, so the flag is set before any schema exists.
import * as z from 'zod/mini';

z.config({ jitless: true });

export { z };
export type { ZodMiniType } from 'zod/mini';
