import { createElement, useEffect, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { AttributeValues } from '../../runtime/attributes';
import { useElement } from '../../runtime/define-element';
import { setHostState } from '../../runtime/host-state';
import { safeUrl } from '../../runtime/links';
import { setSanitizedHtml } from '../../runtime/sanitize';
import { useService } from '../../runtime/use-service';
import { Alert } from '../../runtime/ui/Alert';
import { Spinner } from '../../runtime/ui/Spinner';
import { SecuredLink } from '../../runtime/ui/SecuredLink';
import { getDocument, type ContentDocument } from '../../services/content';
import type { attributes } from './element';
import { anchorsOf, EMAIL_UPDATES, EXPAND_SCROLL, readSection, SECTION_FAILURE_TEXT, type Block } from './model';

/** The subscribe controls are <category-subscription-button> elements, composed through the DOM, never imported. */
function SubscribeControl(props: Record<string, string>) {
  return createElement('category-subscription-button', props);
}

function Html({ html }: { html: string }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (ref.current) setSanitizedHtml(ref.current, html);
  }, [html]);
  return <div ref={ref} className="html" />;
}

/** The open / closed indicator of an accordion header: a chevron that turns when the item opens. */
function Indicator() {
  return (
    <svg className="indicator" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
      <path d="m5 7.5 5 5 5-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

/**
 * One accordion item: a native <details> whose header says whether it is open, to the eye (the chevron) and to
 * assistive technology (aria-expanded on the header, which axe reads as a button). An address that names the item
 * opens it; the visitor opens and closes it from then on.
 */
function Disclosure({
  className,
  part,
  label,
  anchor,
  named,
  children,
}: {
  className: string;
  part: string;
  label: string;
  anchor: string;
  /** The address names this item. */
  named: boolean;
  children: ReactNode;
}) {
  const [open, setOpen] = useState(named);
  const [namedBefore, setNamedBefore] = useState(named);
  if (named !== namedBefore) {
    setNamedBefore(named);
    setOpen(named);
  }
  return (
    <details
      className={className}
      part={part}
      open={open}
      data-anchor={anchor}
      onToggle={(event) => setOpen(event.currentTarget.open)}
    >
      <summary aria-expanded={open}>
        <span className="label">{label}</span>
        <Indicator />
      </summary>
      {children}
    </details>
  );
}

function FundBlock({ block, open }: { block: Extract<Block, { kind: 'fund' }>; open: boolean }) {
  return (
    <Disclosure className="fund" part="fund" label={block.label} anchor={block.anchor} named={open}>
      <div className="fund-body">
        <Html html={block.html} />
        {block.link &&
          (block.link.url ? (
            <SecuredLink className="cm-link" href={block.link.url}>
              {block.link.text}
            </SecuredLink>
          ) : (
            <p>{block.link.text}</p>
          ))}
        {block.list && (
          <table className="literature">
            <thead>
              <tr>
                <th scope="col">{block.list.header}</th>
                <th scope="col">{EMAIL_UPDATES}</th>
              </tr>
            </thead>
            <tbody>
              {block.list.rows.map((row) => (
                <tr key={`${row.text}-${row.url}`}>
                  <td>
                    <SecuredLink className="cm-link" href={row.url}>
                      {row.type}
                    </SecuredLink>
                  </td>
                  <td>
                    <SubscribeControl
                      data-variant="content"
                      data-presentation="checkbox"
                      data-fund-name={block.label}
                      data-literature={row.text}
                    />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
        <SubscribeControl data-variant="fund" data-fund-name={block.label} />
      </div>
    </Disclosure>
  );
}

function BlockView({ block, inner }: { block: Block; inner: string }) {
  switch (block.kind) {
    case 'html':
      return <Html html={block.html} />;
    case 'email':
      return (
        <p className="email">
          <a className="cm-link" href={safeUrl(block.url)}>
            {block.text}
          </a>
        </p>
      );
    case 'links':
      return (
        <table className="links">
          <thead>
            <tr>
              <th scope="col">{block.header}</th>
            </tr>
          </thead>
          <tbody>
            {block.rows.map((row) => (
              <tr key={`${row.text}-${row.url}`}>
                <td>
                  <SecuredLink className="cm-link" href={row.url}>
                    {row.text}
                  </SecuredLink>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      );
    case 'fund':
      return <FundBlock block={block} open={block.anchor === inner} />;
  }
}

/**
 * The fund literature subscription accordion (products spec 2.21): a 600 px placeholder with the spinner while the
 * section loads; then the section title, the outer items and their blocks. An item the address names opens, and
 * the page scrolls to it after a second, 140 px above it (products spec 9). A section that cannot be loaded shows
 * its failure text with Retry in place of the placeholder, and the space the page reserved for it ends.
 */
export function LiteratureSubscriptions({ documentId }: AttributeValues<typeof attributes>) {
  const { host } = useElement();
  const [anchors, setAnchors] = useState(() => anchorsOf(location.hash));
  // A link to another item of the page ("#{outer}/{inner}") opens it.
  useEffect(() => {
    const follow = () => setAnchors(anchorsOf(location.hash));
    window.addEventListener('hashchange', follow);
    return () => window.removeEventListener('hashchange', follow);
  }, []);
  // site spec 8: a content failure is logged; the view says so and offers Retry (below).
  const document = useService<ContentDocument | undefined>(
    (context) => getDocument(documentId, context),
    [documentId],
    {
      enabled: Boolean(documentId),
      failure: { show: 'log', empty: undefined },
    },
  );
  const section = useMemo(() => readSection(document.data), [document.data]);
  const loading = document.status === 'loading';
  const failed = !loading && !section && document.error !== undefined;

  // The page reserves the placeholder's 600 px (docs/loading-and-layout-shift.md); a failure's short text does not keep it.
  // Set before the browser paints, so no frame shows the text above an empty 600 px.
  useLayoutEffect(() => {
    setHostState(host, 'failed', failed);
    return () => setHostState(host, 'failed', false);
  }, [host, failed]);

  // Retry takes away the button that had the focus: the focus waits on the placeholder, then goes on to the section
  // title, or to the next Retry when the section fails again; never to the page.
  const retried = useRef(false);
  const placeholder = useRef<HTMLDivElement>(null);
  const title = useRef<HTMLHeadingElement>(null);
  const failure = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    if (!retried.current) return;
    if (loading) {
      placeholder.current?.focus();
      return;
    }
    retried.current = false;
    if (section) title.current?.focus();
    else failure.current?.querySelector('button')?.focus();
  }, [loading, section]);

  useEffect(() => {
    if (!section || !anchors.outer) return;
    const timer = setTimeout(() => {
      const root = host.shadowRoot;
      const target =
        root?.querySelector(`details.fund[open][data-anchor="${CSS.escape(anchors.inner)}"]`) ??
        root?.querySelector('details.item[open]');
      if (!target) return;
      const top = target.getBoundingClientRect().top + window.scrollY + EXPAND_SCROLL.offsetPx;
      window.scrollTo({ top, behavior: 'smooth' });
    }, EXPAND_SCROLL.delayMs);
    return () => clearTimeout(timer);
  }, [section, anchors, host]);

  if (loading) {
    return (
      <div ref={placeholder} className="placeholder" part="placeholder" tabIndex={-1}>
        <Spinner />
      </div>
    );
  }
  if (failed) {
    return (
      <div ref={failure} className="failure" part="failure">
        <Alert
          onRetry={() => {
            retried.current = true;
            document.retry();
          }}
        >
          {SECTION_FAILURE_TEXT}
        </Alert>
      </div>
    );
  }
  if (!section) return null;
  return (
    <section className="section" aria-label={section.title}>
      <h2 ref={title} className="title" part="title" tabIndex={-1}>
        {section.title}
      </h2>
      {section.items.map((item) => (
        <Disclosure
          key={item.anchor}
          className="item"
          part="item"
          label={item.label}
          anchor={item.anchor}
          named={item.anchor === anchors.outer}
        >
          <div className="item-body">
            {item.blocks.map((block, index) => (
              <BlockView key={index} block={block} inner={item.anchor === anchors.outer ? anchors.inner : ''} />
            ))}
          </div>
        </Disclosure>
      ))}
    </section>
  );
}
