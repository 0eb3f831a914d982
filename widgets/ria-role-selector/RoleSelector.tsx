import { useEffect, useId, useLayoutEffect, useState, type ChangeEvent } from 'react';
import { useElement } from '../../runtime/define-element';
import { CONTAINER_MARKER, ContainerWatch } from './containers';
import type { events } from './element';
import {
  arrangementOf,
  LOCK_MS,
  queryWithRole,
  roleBySlug,
  roleFromQuery,
  ROLES,
  ROLE_SELECTOR_TEXTS,
  type Role,
} from './model';

/**
 * The RIA resources role selector (site spec 2.7, 4 "Role selector", 6). The role the page's address names is shown
 * at once; a change rearranges the page's containers, is written into the address, and locks the selector for 900 ms
 * with a loader.
 *
 * The spec's "disabled" is aria-disabled, and a change while locked is undone: a disabled control would lose the
 * focus to the page, and the visitor who just chose with the keyboard would have to find the selector again.
 */
export function RoleSelector() {
  const { host, emit, tag } = useElement<typeof events>();
  const [role, setRole] = useState<Role | undefined>(() => roleFromQuery(location.search));
  const [locked, setLocked] = useState(false);
  const containers = useContainers(host, tag);
  const id = useId();

  // The containers follow the role before the page is painted.
  useLayoutEffect(() => containers.arrange(arrangementOf(role)), [containers, role]);

  useEffect(() => {
    if (!locked) return;
    const timer = setTimeout(() => setLocked(false), LOCK_MS);
    return () => clearTimeout(timer);
  }, [locked]);

  const change = (event: ChangeEvent<HTMLSelectElement>) => {
    if (locked) return;
    const next = roleBySlug(event.currentTarget.value);
    setRole(next);
    setLocked(true);
    // replaceState: the choice is part of this page's address, not a page of the history of its own.
    history.replaceState(
      history.state,
      '',
      `${location.pathname}${queryWithRole(location.search, next)}${location.hash}`,
    );
    const arrangement = arrangementOf(next);
    emit('change', { role: next?.label ?? null, ...arrangement });
  };

  return (
    <div className="role-selector">
      <p className="prompt" part="prompt" id={`${id}-prompt`}>
        {ROLE_SELECTOR_TEXTS.prompt}
      </p>
      <div className="control">
        <label className="label" part="label" htmlFor={`${id}-select`}>
          {ROLE_SELECTOR_TEXTS.label}
        </label>
        <span className="select-wrap">
          <select
            id={`${id}-select`}
            className="select"
            part="select"
            value={role?.slug ?? ''}
            onChange={change}
            aria-describedby={`${id}-prompt`}
            aria-disabled={locked || undefined}
          >
            <option value="">{ROLE_SELECTOR_TEXTS.none}</option>
            {ROLES.map((option) => (
              <option key={option.slug} value={option.slug}>
                {option.label}
              </option>
            ))}
          </select>
          {/* A live region from the start, so that the loader's text is announced when it appears. It lies over the
              locked select: nothing on the page moves. */}
          <span className="loader" part="loader" role="status">
            {locked && (
              <>
                <span className="spinner" aria-hidden="true" />
                <span className="loader-text">Loading...</span>
              </>
            )}
          </span>
        </span>
      </div>
    </div>
  );
}

/**
 * The page's containers around the element (containers.ts), arranged for the role shown from the first layout,
 * watched while the element is in the page, put back in their authored order when it leaves.
 */
function useContainers(host: HTMLElement, tag: string): ContainerWatch {
  const [watch] = useState(
    () =>
      new ContainerWatch(host, (marker) =>
        console.error(
          marker === undefined
            ? `<${tag}>: no content container found: mark the CMS's containers around the selector with ${CONTAINER_MARKER}="0" to "7".`
            : `<${tag}>: ${CONTAINER_MARKER}=${JSON.stringify(marker)} is not allowed; expected a container number from 0 to 7, each once. Until it is fixed, that container keeps its place and always shows.`,
        ),
      ),
  );
  // Layout effects run in order: the containers are read before the role's first arrangement.
  useLayoutEffect(() => watch.start(), [watch]);
  return watch;
}
