import { createElement, useEffect, useMemo, useRef, useState } from 'react';
import type { AttributeValues } from '../../runtime/attributes';
import { useElement } from '../../runtime/define-element';
import { safeUrl } from '../../runtime/links';
import { setSanitizedHtml } from '../../runtime/sanitize';
import { useService } from '../../runtime/use-service';
import { Spinner } from '../../runtime/ui/Spinner';
import { SecuredLink } from '../../runtime/ui/SecuredLink';
import { getDocument, type ContentDocument } from '../../services/content';
import type { attributes } from './element';
import { anchorsOf, EMAIL_UPDATES, EXPAND_SCROLL, readSection, type Block } from './model';

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

function FundBlock({ block, open }: { block: Extract<Block, { kind: 'fund' }>; open: boolean }) {
  return (
    <details className="fund" part="fund" open={open} data-anchor={block.anchor}>
      <summary>{block.label}</summary>
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
    </details>
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
 * the page scrolls to it after a second, 140 px above it (products spec 9).
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
  // site spec 8: a content failure is logged and empty data used.
  const document = useService<ContentDocument | undefined>(
    (context) => getDocument(documentId, context),
    [documentId],
    {
      enabled: Boolean(documentId),
      failure: { show: 'log', empty: undefined },
    },
  );
  const section = useMemo(() => readSection(document.data), [document.data]);

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

  if (document.status === 'loading') {
    return (
      <div className="placeholder" part="placeholder">
        <Spinner />
      </div>
    );
  }
  if (!section) return null;
  return (
    <section className="section" aria-label={section.title}>
      <h2 className="title" part="title">
        {section.title}
      </h2>
      {section.items.map((item) => (
        <details key={item.anchor} className="item" part="item" open={item.anchor === anchors.outer}>
          <summary>{item.label}</summary>
          <div className="item-body">
            {item.blocks.map((block, index) => (
              <BlockView key={index} block={block} inner={item.anchor === anchors.outer ? anchors.inner : ''} />
            ))}
          </div>
        </details>
      ))}
    </section>
  );
}
