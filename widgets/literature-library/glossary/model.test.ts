import { describe, expect, it } from 'vitest';
import {
  anchorId,
  compareGlossaryTitles,
  entryForHash,
  GLOSSARY_BAR_ID,
  GLOSSARY_LETTERS,
  glossaryView,
  isNumericTitle,
  letterOf,
} from './model';

const entry = (title: string) => ({ title, summaryHtml: `<p>${title}</p>` });
const titles = (names: string[]) => glossaryView(names.map(entry)).entries.map((item) => item.title);

describe('the glossary order (products spec 2.13: non-numeric titles alphabetically, then numeric titles numerically)', () => {
  it('puts the titles that start with a number after the others', () => {
    expect(titles(['3-Month Bill', 'S&P 500® Index', 'Bloomberg Index'])).toEqual([
      'Bloomberg Index',
      'S&P 500® Index',
      '3-Month Bill',
    ]);
  });

  it('orders numeric titles by their number, not by their characters', () => {
    expect(titles(['60/40 Portfolio', '10-Year Yield', '3-Month Bill', '1,000 Largest', '2.5% Rate'])).toEqual([
      '2.5% Rate',
      '3-Month Bill',
      '10-Year Yield',
      '60/40 Portfolio',
      '1,000 Largest',
    ]);
  });

  it('orders the other titles alphabetically, ignoring case and accents', () => {
    expect(titles(['msci World', 'MSCI ACWI', 'Émerging Index', 'Beacon Index'])).toEqual([
      'Beacon Index',
      'Émerging Index',
      'MSCI ACWI',
      'msci World',
    ]);
    expect(compareGlossaryTitles('Alpha', 'alpha')).toBe(0);
  });

  it('tells numeric titles by their first character', () => {
    expect(isNumericTitle('3-Month Bill')).toBe(true);
    expect(isNumericTitle(' 60/40')).toBe(true);
    expect(isNumericTitle('S&P 500')).toBe(false);
    expect(isNumericTitle('#1 Index')).toBe(false);
    expect(compareGlossaryTitles(' 60/40 Portfolio', '10-Year Yield')).toBe(1);
    expect(compareGlossaryTitles('10-Year Yield', '  60/40 Portfolio')).toBe(-1);
  });

  it('leaves out entries without a title: they can be neither listed nor linked', () => {
    expect(titles(['   ', '', 'Beacon Index'])).toEqual(['Beacon Index']);
  });
});

describe('the letter bar (products spec 2.13: A–Z plus the titles that do not start with a letter)', () => {
  it('has every letter A to Z, each linking to its first entry only when an entry exists', () => {
    const { bar, entries } = glossaryView(['Bloomberg B', 'Beacon A', 'MSCI', 'msci Two'].map(entry));
    const letters = bar.filter((item) => item.letter);
    expect(letters.map((item) => item.label)).toEqual(GLOSSARY_LETTERS);
    expect(letters.find((item) => item.label === 'B')?.target).toBe(entries[0]!.id);
    expect(entries[0]!.title).toBe('Beacon A');
    expect(letters.find((item) => item.label === 'M')?.target).toBe(anchorId('MSCI'));
    expect(letters.filter((item) => item.target).map((item) => item.label)).toEqual(['B', 'M']);
    expect(letters.find((item) => item.label === 'A')?.target).toBeUndefined();
  });

  it('adds each title that does not start with a letter: symbols before A, numbers after Z, each linking to itself', () => {
    const { bar, entries } = glossaryView(['10-Year Yield', '#1 Index', 'Beacon', '3-Month Bill'].map(entry));
    const labels = bar.map((item) => item.label);
    expect(labels[0]).toBe('#1 Index');
    expect(labels.slice(1, 27)).toEqual(GLOSSARY_LETTERS);
    expect(labels.slice(27)).toEqual(['3-Month Bill', '10-Year Yield']);
    for (const item of bar.filter((b) => !b.letter)) {
      expect(item.target).toBe(entries.find((e) => e.title === item.label)!.id);
    }
  });

  it('files an accented title under its letter', () => {
    expect(letterOf('Émerging')).toBe('E');
    expect(letterOf('ßeta')).toBeUndefined();
    expect(letterOf('  zeta')).toBe('Z');
    expect(letterOf('“Quoted”')).toBeUndefined();
  });
});

describe('the anchors (products spec 2.13: "A letter links to #{title}")', () => {
  it('are ids made of the title: letters and digits joined by hyphens', () => {
    expect(anchorId('S&P 500® Index')).toBe('s-p-500-index');
    expect(anchorId('Émerging Markets Index (Net)')).toBe('emerging-markets-index-net');
    expect(anchorId('Quote "Index" <script>alert(7)</script>')).toBe('quote-index-script-alert-7-script');
    expect(anchorId('“”')).toBe('entry');
  });

  it("are unique, and never the letter bar's own id", () => {
    const { entries } = glossaryView(['A B', 'A-B', 'a b', 'Glossary letters'].map(entry));
    const ids = entries.map((item) => item.id);
    expect(new Set(ids).size).toBe(4);
    expect(ids).not.toContain(GLOSSARY_BAR_ID);
    for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it('an address names an entry by its anchor or by its title as written', () => {
    const { entries } = glossaryView(['S&P 500® Index', 'Beacon Index'].map(entry));
    expect(entryForHash('#s-p-500-index', entries)?.title).toBe('S&P 500® Index');
    expect(entryForHash(`#${encodeURIComponent('S&P 500® Index')}`, entries)?.title).toBe('S&P 500® Index');
    expect(entryForHash('#S&P%20500%C2%AE%20Index', entries)?.title).toBe('S&P 500® Index');
    expect(entryForHash('#%E0%A4%A', entries)).toBeUndefined();
    expect(entryForHash('', entries)).toBeUndefined();
    expect(entryForHash('#nothing', entries)).toBeUndefined();
    expect(entryForHash('#%20Beacon%20Index%20%20', entries)?.title).toBe('Beacon Index');
  });
});
