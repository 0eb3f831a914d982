/**
 * Literature accordions (products spec 2.15): a fund page's literature block lists the fund's document
 * categories, and the query expand={label} opens, and scrolls to, the matching outer or inner section.
 */
import type { AccordionSection } from '../../../services/literature';
import { EXPAND_QUERY, EXPAND_SCROLL } from '../../../services/literature-vocabulary';
import { literatureTypeText, type LiteratureRow } from '../library/rows';

/** products spec 2.15: "Labels are compared lowercased with spaces and dots removed". */
export function accordionAnchor(label: string): string {
  return label.toLowerCase().replace(/[\s.]+/g, '');
}

export interface ExpandTarget {
  /** The outer section to open. */
  section: number;
  /** The inner item to open and scroll to, when the label named one. */
  item?: number;
}

/**
 * The section the page's expand= query names: an outer label first, else the first inner label that matches
 * (its outer section opens with it). undefined when the query is absent or matches nothing.
 */
export function expandTarget(search: string, sections: readonly AccordionSection[]): ExpandTarget | undefined {
  const value = new URLSearchParams(search).get(EXPAND_QUERY);
  if (value === null) return undefined;
  const anchor = accordionAnchor(value);
  if (anchor === '') return undefined;
  const section = sections.findIndex((s) => accordionAnchor(s.label) === anchor);
  if (section >= 0) return { section };
  for (let index = 0; index < sections.length; index += 1) {
    const item = sections[index]!.items.findIndex((i) => accordionAnchor(i.label) === anchor);
    if (item >= 0) return { section: index, item };
  }
  return undefined;
}

/**
 * A fund's literature block (products spec 2.15 "On fund pages, a fund literature block lists the fund's
 * document categories"): one section per document type, in the order the rows first name it, each document a
 * linked item.
 */
export function fundLiteratureSections(rows: readonly LiteratureRow[]): AccordionSection[] {
  const sections = new Map<string, AccordionSection>();
  for (const row of rows) {
    if (!row.docType) continue;
    let section = sections.get(row.docType);
    if (!section) {
      section = { label: row.docType, items: [] };
      sections.set(row.docType, section);
    }
    const text = literatureTypeText(row);
    section.items.push({
      label: text,
      links: row.url ? [{ text, url: row.url, ...(row.contexts ? { contexts: row.contexts } : {}) }] : [],
    });
  }
  return [...sections.values()];
}

/**
 * products spec 2.15, 9: where the page scrolls to for an opened section: the section's top with the -140 offset
 * (so the site's sticky header does not cover it), never above the page's top.
 */
export function expandScrollTop(sectionTop: number, scrollY: number): number {
  return Math.max(0, Math.round(sectionTop + scrollY + EXPAND_SCROLL.offsetPx));
}

/** The scroll's position at `elapsed` ms of its 400 ms (products spec 9), eased in and out. */
export function expandScrollAt(from: number, to: number, elapsed: number): number {
  const t = Math.min(1, Math.max(0, elapsed / EXPAND_SCROLL.durationMs));
  const eased = t < 0.5 ? 2 * t * t : 1 - (-2 * t + 2) ** 2 / 2;
  return Math.round(from + (to - from) * eased);
}
