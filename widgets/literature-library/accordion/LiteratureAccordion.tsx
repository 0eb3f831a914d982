import { useEffect, useId, useMemo, useRef } from 'react';
import { useElement } from '../../../runtime/define-element';
import type { CallContext } from '../../../runtime/http';
import { useService } from '../../../runtime/use-service';
import { Spinner } from '../../../runtime/ui/Spinner';
import { getFundLiterature, getSmaAccordion, type AccordionSection } from '../../../services/literature';
import {
  EXPAND_SCROLL,
  type FundLiteratureProductType,
  type LiteratureProductType,
} from '../../../services/literature-vocabulary';
import { DocumentList } from '../cells';
import { isSecureDocument, siteDocumentLink, type SiteLinkContext } from '../links';
import { fundLiteratureRows } from '../library/rows';
import { tabOf } from '../library/tabs';
import { expandScrollAt, expandScrollTop, expandTarget, fundLiteratureSections } from './model';

export interface AccordionSource {
  /** A fund page's literature block, or the managed accounts literature. */
  kind: 'fund' | 'managed-accounts';
  /** The fund block's share class. */
  cusip?: string | undefined;
  productType?: FundLiteratureProductType;
}

async function loadSections(
  { kind, cusip, productType = 'mutual-funds' }: AccordionSource,
  links: SiteLinkContext,
  context: CallContext,
): Promise<AccordionSection[]> {
  if (kind === 'managed-accounts') return getSmaAccordion(context);
  if (!cusip) return [];
  const tab = tabOf(productType as LiteratureProductType);
  const data = await getFundLiterature(productType, {}, context);
  const wanted = cusip.toUpperCase();
  return fundLiteratureSections(fundLiteratureRows(data, tab, links).filter((row) => row.cusip === wanted));
}

/** Scrolls the page to `element` in 400 ms (products spec 9), at once when the visitor prefers less motion. */
function scrollToSection(element: Element) {
  const from = window.scrollY;
  const to = expandScrollTop(element.getBoundingClientRect().top, from);
  if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) {
    window.scrollTo(0, to);
    return;
  }
  const start = performance.now();
  const step = (now: number) => {
    window.scrollTo(0, expandScrollAt(from, to, now - start));
    if (now - start < EXPAND_SCROLL.durationMs) requestAnimationFrame(step);
  };
  requestAnimationFrame(step);
}

/**
 * A literature accordion (products spec 2.15): a fund page's document categories, or the managed accounts
 * literature by portfolio and document type. The query expand={label} opens the matching outer or inner section
 * and, after 1 s, scrolls to it in 400 ms with a -140 offset.
 */
export function LiteratureAccordion({ kind, cusip, productType }: AccordionSource) {
  const { config, host } = useElement();
  const { audience, siteBase, binariesBase } = config;
  const links = useMemo(() => ({ audience, siteBase, binariesBase }), [audience, siteBase, binariesBase]);
  // products spec 7: a failed content lookup is logged and shows no sections.
  const loaded = useService<AccordionSection[]>(
    (context) => loadSections({ kind, cusip, productType }, links, context),
    [kind, cusip, productType, links],
    { failure: { show: 'log', empty: [] } },
  );
  const sections = useMemo(() => loaded.data ?? [], [loaded.data]);
  const target = useMemo(() => expandTarget(window.location.search, sections), [sections]);
  const id = useId();
  const scrolled = useRef(false);

  useEffect(() => {
    if (!target || scrolled.current) return;
    scrolled.current = true;
    const anchor = target.item === undefined ? `${id}-${target.section}` : `${id}-${target.section}-${target.item}`;
    const timer = setTimeout(() => {
      const element = host.shadowRoot?.getElementById(anchor);
      if (element) scrollToSection(element);
    }, EXPAND_SCROLL.delayMs);
    return () => clearTimeout(timer);
  }, [target, host, id]);

  if (loaded.status === 'loading') return <Spinner />;
  const linked = (link: { url: string; contexts?: string }) => {
    const href = siteDocumentLink(link.url, links);
    return { url: href, secure: isSecureDocument(href), contexts: link.contexts };
  };
  return (
    <div className="literature-accordion" part="accordion">
      {sections.map((section, s) => (
        <details
          key={`${s}-${section.label}`}
          id={`${id}-${s}`}
          className="accordion-section"
          open={target?.section === s}
        >
          <summary>{section.label}</summary>
          <ul className="accordion-items">
            {section.items.map((item, i) => {
              const documents = item.links.map((link) => ({ fileName: link.text || item.label, ...linked(link) }));
              const single = documents.length === 1 && documents[0]!.fileName === item.label;
              return (
                <li key={`${i}-${item.label}`} id={`${id}-${s}-${i}`}>
                  {single ? (
                    <DocumentList documents={documents} />
                  ) : (
                    <details className="accordion-item" open={target?.section === s && target.item === i}>
                      <summary>{item.label}</summary>
                      <DocumentList documents={documents} />
                    </details>
                  )}
                </li>
              );
            })}
          </ul>
        </details>
      ))}
    </div>
  );
}
