import { useEffect, useState } from 'react';
import { onPageEvent } from '../../runtime/events';
import { readCookie } from '../../runtime/storage';
import {
  relationshipManager,
  RELATIONSHIP_MANAGER_ALERT,
  RELATIONSHIP_MANAGER_TITLE,
  templateParts,
  type RelationshipManager,
} from './model';

/**
 * The relationship manager as the cookies hold it now, read again when the page becomes visible (the cookies may
 * have changed in another tab, or on the server) and when the sign-in changes.
 */
function useRelationshipManager(): RelationshipManager | undefined {
  const [manager, setManager] = useState(() => relationshipManager(readCookie));
  useEffect(() => {
    // The same manager keeps the same object, so the block does not redraw.
    const read = () =>
      setManager((previous) => {
        const next = relationshipManager(readCookie);
        return JSON.stringify(next) === JSON.stringify(previous) ? previous : next;
      });
    const onVisible = () => {
      if (document.visibilityState === 'visible') read();
    };
    document.addEventListener('visibilitychange', onVisible);
    const stop = onPageEvent('session-changed', read);
    return () => {
      document.removeEventListener('visibilitychange', onVisible);
      stop();
    };
  }, []);
  return manager;
}

/** site spec 2.13: "Institutional visitors see their relationship manager (title "My Relationship Manager")". */
export function RelationshipManagerCard() {
  const manager = useRelationshipManager();
  // site spec 2.9: "if any of the three is missing, nothing is shown".
  if (!manager) return null;
  return (
    <div className="relationship-manager">
      <h2 className="heading" part="heading">
        {RELATIONSHIP_MANAGER_TITLE}
      </h2>
      <div className="card" part="card">
        <div className="card-body">
          <p className="name">{manager.name}</p>
          <p className="links">
            <a className="cm-link" href={`mailto:${manager.email}`}>
              {manager.email}
            </a>
            <a className="cm-link" href={manager.phone.href}>
              {manager.phone.text}
            </a>
          </p>
        </div>
      </div>
    </div>
  );
}

/** site spec 2.9: the alert block's "Relationship Manager" service, its address and number as links. */
export function RelationshipManagerAlert() {
  const manager = useRelationshipManager();
  if (!manager) return null;
  return (
    <p className="rm-alert" part="alert">
      {templateParts(RELATIONSHIP_MANAGER_ALERT).map((part, index) => {
        if ('text' in part) return <span key={index}>{part.text}</span>;
        if (part.placeholder === 'email')
          return (
            <a key={index} className="cm-link" href={`mailto:${manager.email}`}>
              {manager.email}
            </a>
          );
        if (part.placeholder === 'phone')
          return (
            <a key={index} className="cm-link" href={manager.phone.href}>
              {manager.phone.text}
            </a>
          );
        return <strong key={index}>{manager.name}</strong>;
      })}
    </p>
  );
}
