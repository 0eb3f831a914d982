import { useMemo, useState, type MouseEvent, type ReactNode } from 'react';
import { useElement } from '../element-context';
import {
  LOCKED_ALERT,
  rememberDocumentToOpen,
  securedHref,
  securedLinkState,
  showsLockMarker,
  userContextsOf,
} from '../secured-links';
import { useAdvisorProfile } from '../stores/advisor-profile';
import { useSession } from '../stores/session';
import { ErrorDialog } from './ErrorDialog';

/** What the visitor may open: read once for a list of links (`useLinkAccess`), handed to each `SecuredAnchor`. */
export interface LinkAccess {
  /** accounts spec 4.3: a logged-in advisor. */
  advisor: boolean;
  /** The advisor's user contexts, from the profile (loaded for the page on first use). */
  userContexts: readonly string[];
}

/** The visitor's access to secured links: follows sign-in and logout (this tab or another) as they happen. */
export function useLinkAccess(): LinkAccess {
  const advisor = useSession((state) => state.advisor);
  const profile = useAdvisorProfile();
  return useMemo(() => ({ advisor, userContexts: userContextsOf(profile) }), [advisor, profile]);
}

export interface SecuredLinkProps {
  href: string;
  /** The link's required user contexts, space-separated (accounts spec 2.7). */
  contexts?: string | undefined;
  /** The data marks the target secure whatever its address (a search result from a secured source). */
  secure?: boolean | undefined;
  /** A document that opens in a new window (tab). */
  newWindow?: boolean;
  className?: string;
  /** Called when the visitor follows the link (not when the click only shows the "Locked" alert). */
  onFollow?: (event: MouseEvent<HTMLAnchorElement>) => void;
  children: ReactNode;
}

/**
 * A link to possibly secured content (accounts spec 2.7), for a list that read the visitor's access once: unlocked
 * for a logged-in advisor holding the required user contexts; the "Locked" alert for one who does not; the login with
 * a redirect for a logged-off visitor (a document is kept in DOCUMENT_TO_OPEN and opens after login); a plain link on
 * the investor and institutional sites. The locked marker shows while the link is locked.
 */
export function SecuredAnchor({
  access,
  href,
  contexts,
  secure,
  newWindow = false,
  className,
  onFollow,
  children,
}: SecuredLinkProps & { access: LinkAccess }) {
  const { config } = useElement();
  const [locked, setLocked] = useState(false);
  const input = { url: href, contexts, secure, audience: config.audience, ...access };
  const state = securedLinkState(input);
  const target = securedHref(href, state, { siteBase: config.siteBase, currentUrl: location.href, newWindow });
  const opensWindow = newWindow && (state === 'open' || state === 'unlocked');

  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (state === 'no-permission') {
      event.preventDefault();
      setLocked(true);
      return;
    }
    if (state === 'logged-off' && newWindow) rememberDocumentToOpen(href);
    onFollow?.(event);
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
        {showsLockMarker(input, state) && (
          <>
            {' '}
            <LockMarker />
          </>
        )}
      </a>
      {locked && (
        <ErrorDialog open title={LOCKED_ALERT.title} text={LOCKED_ALERT.text} onClose={() => setLocked(false)} />
      )}
    </>
  );
}

/** One link that reads the visitor's access itself (a list of many reads it once and uses `SecuredAnchor`). */
export function SecuredLink(props: SecuredLinkProps) {
  return <SecuredAnchor {...props} access={useLinkAccess()} />;
}

/** The locked-content marker (accounts spec 2.7): a padlock, read out as "Locked" after the link's text. */
function LockMarker() {
  return (
    <span className="cm-locked-marker">
      <svg aria-hidden="true" viewBox="0 0 16 16" width="14" height="14" focusable="false">
        <path fill="currentColor" d="M4 7V5a4 4 0 1 1 8 0v2h1v8H3V7h1zm2 0h4V5a2 2 0 1 0-4 0v2z" />
      </svg>
      <span className="cm-visually-hidden">{LOCKED_ALERT.title}</span>
    </span>
  );
}
