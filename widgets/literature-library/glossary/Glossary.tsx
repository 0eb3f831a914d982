import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, type MouseEvent } from 'react';
import { useElement } from '../../../runtime/define-element';
import { useService } from '../../../runtime/use-service';
import { setSanitizedHtml } from '../../../runtime/sanitize';
import { RegisteredText } from '../../../runtime/ui/RegisteredText';
import { Spinner } from '../../../runtime/ui/Spinner';
import { getIndexGlossary, type GlossaryEntry } from '../../../services/literature-resources';
import { ANSWER_AREA, ViewFailure } from '../ViewFailure';
import { GlossaryBar } from './GlossaryBar';
import { entryForHash, GLOSSARY_BAR_ID, GLOSSARY_SECTION, GLOSSARY_TEXTS, glossaryView } from './model';

/**
 * An entry's summary: HTML from the content system, sanitised as the library's other content HTML is (a form's
 * description): the link rule on every URL, and here images and media only from this site. Set before the entry is
 * painted, so it never grows under the visitor.
 */
function GlossarySummary({ html }: { html: string }) {
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    if (ref.current) setSanitizedHtml(ref.current, html, { resources: 'site' });
  }, [html]);
  return <div className="glossary-summary" ref={ref} />;
}

/** A plain click: a click with a modifier key or another button opens the link as the browser does (a new tab). */
const plainClick = (event: MouseEvent) =>
  !event.defaultPrevented && event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/** The page's address with another fragment (none with ''), its path and query kept. */
const addressWith = (hash: string) => `${location.pathname}${location.search}${hash}`;

/**
 * The index description glossary (products spec 2.13, 8): the letter bar, then each entry under its heading with its
 * sanitised summary and a "Top" link back to the bar.
 *
 * The entries live in the shadow root, where the page's own fragment navigation cannot reach them, so the view does
 * what the browser would: a letter scrolls to its entry and moves the focus to the entry's heading, and puts the
 * entry's anchor in the address (a history entry, as an in-page link makes: Back returns to the previous entry);
 * an address with an anchor (on arrival, or changed later) goes to its entry; "Top" goes back to the bar.
 */
export function Glossary() {
  const { config, host } = useElement();
  // products spec 6: the glossary's scope follows the site variant; 8: a failure shows the section's text.
  const glossary = useService<GlossaryEntry[]>(
    (context) => getIndexGlossary(config.audience, context),
    [config.audience],
    { failure: { show: 'section', section: GLOSSARY_SECTION } },
  );
  const view = useMemo(() => glossaryView(glossary.data ?? []), [glossary.data]);
  const arrived = useRef(false);

  const byId = useCallback((id: string) => host.shadowRoot?.getElementById(id) ?? null, [host]);
  const goTo = useCallback(
    (id: string) => {
      const target = byId(id);
      if (!target) return;
      target.scrollIntoView({ block: 'start' });
      target.focus({ preventScroll: true });
    },
    [byId],
  );

  // The address names an entry: on arrival, once the entries are drawn, and whenever its fragment changes (Back and
  // Forward between entries, a link elsewhere on the page).
  const entries = view.entries;
  useEffect(() => {
    if (entries.length === 0) return;
    const goToAddress = () => {
      const entry = entryForHash(location.hash, entries);
      if (entry) goTo(entry.id);
    };
    if (!arrived.current) {
      arrived.current = true;
      goToAddress();
    }
    window.addEventListener('hashchange', goToAddress);
    return () => window.removeEventListener('hashchange', goToAddress);
  }, [entries, goTo]);

  const follow = (id: string, hash: string) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (!plainClick(event)) return;
    event.preventDefault();
    if (location.hash !== hash) history.pushState(history.state, '', addressWith(hash));
    goTo(id);
  };

  let content;
  if (glossary.status === 'loading') content = <Spinner />;
  else if (glossary.status === 'error')
    content = <ViewFailure text={GLOSSARY_TEXTS.failure} onRetry={glossary.retry} />;
  else if (entries.length === 0)
    content = (
      <p className="library-empty" part="empty">
        {GLOSSARY_TEXTS.empty}
      </p>
    );
  else
    content = (
      <>
        <GlossaryBar items={view.bar} onFollow={(id) => follow(id, `#${id}`)} />
        <div className="glossary-entries">
          {entries.map((entry) => (
            <div className="glossary-entry" key={entry.id}>
              <h2 className="glossary-title" id={entry.id} tabIndex={-1}>
                <RegisteredText text={entry.title} />
              </h2>
              <GlossarySummary html={entry.summaryHtml} />
              {/* Back at the bar the address names no entry: the visitor is at the top again. */}
              <a className="glossary-top" href={`#${GLOSSARY_BAR_ID}`} onClick={follow(GLOSSARY_BAR_ID, '')}>
                {GLOSSARY_TEXTS.top}
                <span className="cm-visually-hidden">: {GLOSSARY_TEXTS.bar}</span>
              </a>
            </div>
          ))}
        </div>
      </>
    );
  return (
    <div className={`glossary ${ANSWER_AREA}`} part="glossary" tabIndex={-1}>
      {content}
    </div>
  );
}
