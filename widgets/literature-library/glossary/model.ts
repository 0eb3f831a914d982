/**
 * The index description glossary (products spec 2.13): "An A–Z letter bar plus any titles that do not start with a
 * letter. A letter links to #{title} only if an entry exists. Sort: non-numeric titles alphabetically, then numeric
 * titles numerically. Each entry shows its sanitized HTML summary and a "Top" link." The rules as plain functions:
 * the order, the letter of a title, the bar, and the anchors.
 */
import { englishCollator } from '../../../runtime/collation';
import type { GlossaryEntry } from '../../../services/literature-resources';

/** products spec 8 "Section failures": X = Index Description Glossary. */
export const GLOSSARY_SECTION = 'Index Description Glossary';

export const GLOSSARY_TEXTS = {
  /** products spec 8. */
  failure: `${GLOSSARY_SECTION} information is currently unavailable due to a technical issue. Please try again later.`,
  /** products spec 2.13. */
  top: 'Top',
  // The spec shows no text for a glossary without entries; a visitor is told plainly that there is none yet.
  empty: 'The index description glossary has no entries at this time.',
  /** The letter bar's name for a screen reader's list of landmarks. */
  bar: 'Glossary index, A to Z',
  /** Said after a letter that has no entries (shown, but not a link). */
  noEntries: 'no entries',
} as const;

/** products spec 2.13: the A–Z letter bar. */
export const GLOSSARY_LETTERS: readonly string[] = [...'ABCDEFGHIJKLMNOPQRSTUVWXYZ'];

/** The letter bar's id: the target of each "Top" link, never an entry's. */
export const GLOSSARY_BAR_ID = 'glossary-letters';

/** An entry as the glossary shows it: its anchor id, its title (text) and its summary (HTML, sanitised where shown). */
export interface GlossaryItem {
  id: string;
  title: string;
  summaryHtml: string;
}

/** One place of the letter bar: a letter, or a title that does not start with one; `target` is the id it links to. */
export interface BarItem {
  label: string;
  letter: boolean;
  /** Undefined for a letter without entries: it is shown, but not a link. */
  target?: string;
}

export interface GlossaryView {
  entries: GlossaryItem[];
  bar: BarItem[];
}

/** The title without accents, to tell its letter: "Émerging" is filed under E. */
const withoutAccents = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '');

/** The letter A–Z a title starts with (case and accents aside), or undefined when it starts with something else. */
export function letterOf(title: string): string | undefined {
  const first = withoutAccents(title.trim()).charAt(0).toUpperCase();
  return GLOSSARY_LETTERS.includes(first) ? first : undefined;
}

/** products spec 2.13: a numeric title starts with a digit ("3-Month", "60/40"). */
export function isNumericTitle(title: string): boolean {
  return /^\d/.test(title.trim());
}

/** The number a numeric title starts with: "1,000 Largest" is 1000, "2.5% Rate" 2.5. */
function leadingNumber(title: string): number {
  const digits = /^\d[\d,]*(?:\.\d+)?/.exec(title.trim())?.[0] ?? '0';
  return Number(digits.replace(/,/g, ''));
}

/**
 * products spec 2.13: non-numeric titles alphabetically (case and accents aside), then numeric titles by their
 * number; numeric titles of the same number alphabetically.
 */
export function compareGlossaryTitles(a: string, b: string): number {
  const numericA = isNumericTitle(a);
  const numericB = isNumericTitle(b);
  if (numericA !== numericB) return numericA ? 1 : -1;
  if (numericA) {
    const difference = leadingNumber(a) - leadingNumber(b);
    if (difference !== 0) return Math.sign(difference);
    return englishCollator(true).compare(a, b);
  }
  return englishCollator().compare(a, b);
}

/**
 * products spec 2.13 names the anchor "#{title}". A title is free text ("S&P 500® Index", quotes, markup written as
 * text), so the anchor is the title's letters and digits, lower-cased and joined by hyphens ("s-p-500-index"): a
 * valid id that reads as the title in the address, and never markup. A title with neither letters nor digits is
 * "entry". An address with the title as written still finds the entry (`entryForHash`).
 */
export function anchorId(title: string): string {
  const slug = withoutAccents(title)
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return slug || 'entry';
}

/** The anchors of titles in order: a title whose anchor is taken gets "-2", "-3"... */
function uniqueAnchors(titles: readonly string[]): string[] {
  const taken = new Set([GLOSSARY_BAR_ID]);
  return titles.map((title) => {
    const base = anchorId(title);
    let id = base;
    for (let n = 2; taken.has(id); n += 1) id = `${base}-${n}`;
    taken.add(id);
    return id;
  });
}

/**
 * The glossary as shown (products spec 2.13): the entries in order, each with its anchor, and the letter bar: the
 * titles that do not start with a letter and sort before A (a symbol), A to Z, then those after Z (the numeric ones),
 * as the list runs. An entry without a title is left out: it could be neither listed under a heading nor linked.
 */
export function glossaryView(glossary: readonly GlossaryEntry[]): GlossaryView {
  const sorted = glossary
    .map((entry) => ({ title: entry.title.trim(), summaryHtml: entry.summaryHtml }))
    .filter((entry) => entry.title !== '')
    .sort((a, b) => compareGlossaryTitles(a.title, b.title));
  const ids = uniqueAnchors(sorted.map((entry) => entry.title));
  const entries = sorted.map((entry, index) => ({ id: ids[index]!, ...entry }));

  const before: BarItem[] = [];
  const after: BarItem[] = [];
  const firstOfLetter = new Map<string, string>();
  for (const entry of entries) {
    const letter = letterOf(entry.title);
    if (letter) {
      if (!firstOfLetter.has(letter)) firstOfLetter.set(letter, entry.id);
      continue;
    }
    const item = { label: entry.title, letter: false, target: entry.id };
    if (isNumericTitle(entry.title) || firstOfLetter.size > 0) after.push(item);
    else before.push(item);
  }
  const letters = GLOSSARY_LETTERS.map((letter): BarItem => {
    const target = firstOfLetter.get(letter);
    return target ? { label: letter, letter: true, target } : { label: letter, letter: true };
  });
  return { entries, bar: [...before, ...letters, ...after] };
}

/** The address's fragment as written, or undefined when it is empty or no valid escape. */
function decodedHash(hash: string): string | undefined {
  const raw = hash.replace(/^#/, '');
  if (raw === '') return undefined;
  try {
    return decodeURIComponent(raw);
  } catch {
    return undefined;
  }
}

/** The entry an address's fragment names: by its anchor, or by its title as written (products spec 2.13 "#{title}"). */
export function entryForHash(hash: string, entries: readonly GlossaryItem[]): GlossaryItem | undefined {
  const name = decodedHash(hash);
  if (name === undefined) return undefined;
  return entries.find((entry) => entry.id === name) ?? entries.find((entry) => entry.title === name.trim());
}
