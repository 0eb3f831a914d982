import { useElement } from '../../runtime/element-context';
import type { events } from './element';

/**
 * Why the element leaves the page (the `advisor-login-navigate` event's reason): after a login (to the redirect),
 * to the SSO login, password or registration, after a changed password, after a registration, an already registered
 * link (to the login), a "Cancel" that leaves the page, a choice of the e-mail-changed page.
 */
export type NavigateReason =
  | 'login'
  | 'sso'
  | 'sso-password'
  | 'forgot-password'
  | 'sso-register'
  | 'register'
  | 'already-registered'
  | 'cancel'
  | 'email-changed';

/**
 * Leaves the page for `url` after telling the page (`advisor-login-navigate`, cancelable: a page script, or a test,
 * may keep the visitor here). Every address given is already held to the site where it must be (runtime/links.ts).
 */
export function useNavigate(): (url: string, reason: NavigateReason) => void {
  const { emit } = useElement<typeof events>();
  return (url, reason) => {
    if (emit('navigate', { url, reason })) location.assign(url);
  };
}
