/**
 * The fund literature subscription accordion (products spec 2.21, 3 "Literature subscription"): the section document
 * read into outer items and their blocks, the anchors that open them, and the literature type of a link row.
 * Plain functions.
 */
import { z } from '../../runtime/zod';
import type { ContentDocument } from '../../services/content';
import { decodeText } from '../../runtime/decode';

const text = z.optional(z.nullable(z.string()));
/** link[].string: a link as the content type stores it. */
const linkRefs = z.optional(z.nullable(z.array(z.looseObject({ string: text }))));
const linkRow = z.looseObject({ text: text, link: linkRefs });

const blockSchema = z.looseObject({
  value: text,
  text: text,
  icon: text,
  link: linkRefs,
  links: z.optional(z.nullable(z.array(linkRow))),
  tableHeader: text,
  innerLabel: text,
  innerContent: text,
  innerLink: z.optional(z.nullable(linkRow)),
  innerLinkList: z.optional(
    z.nullable(z.looseObject({ tableHeader: text, links: z.optional(z.nullable(z.array(linkRow))) })),
  ),
});

export const sectionSchema = z.looseObject({
  sectionTitle: text,
  outerAccordionCompound: z.optional(
    z.nullable(
      z.array(z.looseObject({ outerLabel: text, contentBlock: z.optional(z.nullable(z.array(blockSchema))) })),
    ),
  ),
});

export interface LinkRow {
  text: string;
  url: string;
}

export interface LiteratureRow extends LinkRow {
  /** products spec 2.21: "Commentary (PDF)" when the link text contains "commentary", otherwise the link text. */
  type: string;
}

export type Block =
  | { kind: 'html'; html: string }
  | { kind: 'email'; text: string; url: string }
  | { kind: 'links'; header: string; rows: LinkRow[] }
  | {
      kind: 'fund';
      label: string;
      anchor: string;
      html: string;
      link: LinkRow | undefined;
      list: { header: string; rows: LiteratureRow[] } | undefined;
    };

export interface OuterItem {
  label: string;
  anchor: string;
  blocks: Block[];
}

export interface Section {
  title: string;
  items: OuterItem[];
}

/** products spec 2.21: "The outer anchor matches the label lower-cased with spaces removed". */
export const outerAnchor = (label: string) => label.toLowerCase().replace(/\s+/g, '');
/** products spec 2.21: "the inner one also removes dots". */
export const innerAnchor = (label: string) => outerAnchor(label).replace(/\./g, '');

/** products spec 2.21. */
export function literatureType(linkText: string): string {
  return linkText.toLowerCase().includes('commentary') ? 'Commentary (PDF)' : linkText;
}

/**
 * What a visitor reads when the section cannot be loaded. The spec lists no text for this section (products spec 8
 * gives "Content fetch failure: Logged; empty data used", which would leave a blank space); its "Section failures"
 * pattern, "{X} information is currently unavailable due to a technical issue. Please try again later.", is the
 * site's wording for a section that failed, so this section uses it with its own name.
 */
export const SECTION_FAILURE_TEXT =
  'Fund Literature Subscription information is currently unavailable due to a technical issue. Please try again later.';

/** products spec 2.21: the "Email Updates" column of an innerLinkList. */
export const EMAIL_UPDATES = 'Email Updates';

type RawRow = z.infer<typeof linkRow>;
const row = (raw: RawRow): LinkRow => ({ text: raw.text ?? '', url: raw.link?.[0]?.string ?? '' });

function readBlock(raw: z.infer<typeof blockSchema>): Block | undefined {
  if (raw.innerLabel) {
    const list = raw.innerLinkList;
    return {
      kind: 'fund',
      label: raw.innerLabel,
      anchor: innerAnchor(raw.innerLabel),
      html: raw.innerContent ?? '',
      link: raw.innerLink?.text ? row(raw.innerLink) : undefined,
      list: list
        ? {
            header: list.tableHeader ?? '',
            rows: (list.links ?? []).map(row).map((r) => ({ ...r, type: literatureType(r.text) })),
          }
        : undefined,
    };
  }
  // products spec 2.21: "an e-mail link, shown when the block icon is "email"".
  if (raw.icon === 'email') return { kind: 'email', text: raw.text ?? '', url: raw.link?.[0]?.string ?? '' };
  if (raw.tableHeader || raw.links?.length) {
    return { kind: 'links', header: raw.tableHeader ?? '', rows: (raw.links ?? []).map(row) };
  }
  return raw.value ? { kind: 'html', html: raw.value } : undefined;
}

/** The section document as the accordion shows it; undefined when it is not a literature section. */
export function readSection(document: ContentDocument | undefined): Section | undefined {
  const parsed = z.safeParse(sectionSchema, document);
  if (!parsed.success || !parsed.data.outerAccordionCompound) return undefined;
  return {
    title: parsed.data.sectionTitle ?? '',
    items: parsed.data.outerAccordionCompound.map((outer) => ({
      label: outer.outerLabel ?? '',
      anchor: outerAnchor(outer.outerLabel ?? ''),
      blocks: (outer.contentBlock ?? []).flatMap((raw) => readBlock(raw) ?? []),
    })),
  };
}

/**
 * The anchors of the address: "#{outer}" opens an outer item, "#{outer}/{inner}" also one of its funds (the spec
 * names the two anchors, not how the address carries them).
 */
export function anchorsOf(hash: string): { outer: string; inner: string } {
  const [outer = '', inner = ''] = decodeText(hash.replace(/^#/, '')).split('/');
  return { outer: outerAnchor(outer), inner: innerAnchor(inner) };
}

/** products spec 9 "Layout values": the placeholder's height, and the scroll to an opened item. */
export const PLACEHOLDER_HEIGHT_PX = 600;
export const EXPAND_SCROLL = { delayMs: 1000, offsetPx: -140 } as const;
