import { useState, type MouseEvent, type ReactNode } from 'react';
import { useStore } from 'zustand';
import { useElement } from '../element-context';
import {
  hasLockedMarker,
  LOCKED_ALERT,
  rememberDocumentToOpen,
  securedHref,
  securedLinkState,
  userContextsOf,
} from '../secured-links';
import { getSession, sessionStore } from '../stores/session';
import { ErrorDialog } from './ErrorDialog';

/**
 * A link to possibly secured content (accounts spec 2.7): unlocked for a logged-in advisor holding the required
 * user contexts, the "Locked" alert for one who does not, the login with a redirect for a logged-off visitor,
 * a plain link on the investor and institutional sites. Documents under /secure/ carry the locked marker.
 */
export function SecuredLink({
  href,
  contexts,
  newWindow = false,
  className,
  children,
}: {
  href: string;
  /** The link's required user contexts, space-separated. */
  contexts?: string;
  newWindow?: boolean;
  className?: string;
  children: ReactNode;
}) {
  const { config } = useElement();
  // The first element to ask reads the cookies into the store; later changes arrive through it.
  useState(getSession);
  const advisor = useStore(sessionStore, (state) => state.advisor);
  const profile = useStore(sessionStore, (state) => state.profile);
  const [locked, setLocked] = useState(false);

  const state = securedLinkState({
    url: href,
    contexts,
    audience: config.audience,
    advisor,
    userContexts: userContextsOf(profile),
  });
  const target = securedHref(href, state, { siteBase: config.siteBase, currentUrl: location.href, newWindow });
  const opensWindow = newWindow && (state === 'open' || state === 'unlocked');

  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (state === 'no-permission') {
      event.preventDefault();
      setLocked(true);
    } else if (state === 'logged-off' && newWindow) {
      rememberDocumentToOpen(href);
    }
  };

  return (
    <>
      <a
        className={className}
        href={target}
        onClick={onClick}
        data-state={state}
        {...(opensWindow ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
      >
        {children}
        {hasLockedMarker(href) && state !== 'open' && state !== 'unlocked' && (
          <span className="cm-locked-marker">
            <svg aria-hidden="true" viewBox="0 0 16 16" width="14" height="14" focusable="false">
              <path fill="currentColor" d="M4 7V5a4 4 0 1 1 8 0v2h1v8H3V7h1zm2 0h4V5a2 2 0 1 0-4 0v2z" />
            </svg>
            <span className="cm-visually-hidden"> ({LOCKED_ALERT.title})</span>
          </span>
        )}
      </a>
      {locked && (
        <ErrorDialog open title={LOCKED_ALERT.title} text={LOCKED_ALERT.text} onClose={() => setLocked(false)} />
      )}
    </>
  );
}
