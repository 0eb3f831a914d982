/**
 * The strict Content-Security-Policy of the demo pages under /csp/ (DESIGN "Quality bars": no inline script,
 * no eval, no inline style, Trusted Types required with the dompurify and cm-widgets policies).
 */
export const STRICT_CSP =
  "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self'; object-src 'none'; base-uri 'none'; frame-ancestors 'self'; require-trusted-types-for 'script'; trusted-types dompurify cm-widgets";

/** Pages served with STRICT_CSP: everything under /csp/. */
export function isStrictCspPath(path: string): boolean {
  return path === '/csp' || path.startsWith('/csp/');
}
