import { describe, expect, it } from 'vitest';
import type { ContentDocument } from '../../services/content';
import { anchorsOf, innerAnchor, literatureType, outerAnchor, readSection } from './model';

describe('the fund literature subscription accordion (products spec 2.21)', () => {
  it('anchors: the outer label lower-cased with spaces removed; the inner one also without dots', () => {
    expect(outerAnchor('Mutual Funds')).toBe('mutualfunds');
    expect(innerAnchor('Calder Meridian U.S. Equity Fund')).toBe('caldermeridianusequityfund');
    expect(anchorsOf('#Mutual%20Funds/Calder%20Meridian%20U.S.%20Equity%20Fund')).toEqual({
      outer: 'mutualfunds',
      inner: 'caldermeridianusequityfund',
    });
    expect(anchorsOf('')).toEqual({ outer: '', inner: '' });
  });

  it('a row\'s literature type is "Commentary (PDF)" when its text contains "commentary", else its text', () => {
    expect(literatureType('Monthly Fund Commentary')).toBe('Commentary (PDF)');
    expect(literatureType('Fact Sheet')).toBe('Fact Sheet');
  });

  it('reads HTML, e-mail, link table and fund blocks from the section document', () => {
    const section = readSection({
      sectionTitle: 'Fund literature',
      outerAccordionCompound: [
        {
          outerLabel: 'Mutual Funds',
          contentBlock: [
            { value: '<p>Intro</p>' },
            { icon: 'email', text: 'E-mail us', link: [{ string: 'mailto:a@b.example' }] },
            { tableHeader: 'Resources', links: [{ text: 'About', link: [{ string: '/about' }] }] },
            {
              innerLabel: 'Growth Fund',
              innerContent: '<p>Growth</p>',
              innerLink: { text: 'Details' },
              innerLinkList: {
                tableHeader: 'Literature',
                links: [{ text: 'Fund Commentary', link: [{ string: '/c.pdf' }] }],
              },
            },
            {},
          ],
        },
      ],
    } as unknown as ContentDocument);
    expect(section?.title).toBe('Fund literature');
    expect(section?.items[0]?.label).toBe('Mutual Funds');
    expect(section?.items[0]?.anchor).toBe('mutualfunds');
    expect(section?.items[0]?.blocks).toEqual([
      { kind: 'html', html: '<p>Intro</p>' },
      { kind: 'email', text: 'E-mail us', url: 'mailto:a@b.example' },
      { kind: 'links', header: 'Resources', rows: [{ text: 'About', url: '/about' }] },
      {
        kind: 'fund',
        label: 'Growth Fund',
        anchor: 'growthfund',
        html: '<p>Growth</p>',
        link: { text: 'Details', url: '' },
        list: { header: 'Literature', rows: [{ text: 'Fund Commentary', url: '/c.pdf', type: 'Commentary (PDF)' }] },
      },
    ]);
  });

  it('reads a link table with only a header, or only rows', () => {
    const section = readSection({
      outerAccordionCompound: [
        {
          outerLabel: 'Resources',
          contentBlock: [
            { tableHeader: 'Coming soon' },
            { links: [{ text: 'About', link: [{ string: '/about' }] }] },
            { tableHeader: '', links: [] },
          ],
        },
      ],
    } as unknown as ContentDocument);
    expect(section?.items[0]?.blocks).toEqual([
      { kind: 'links', header: 'Coming soon', rows: [] },
      { kind: 'links', header: '', rows: [{ text: 'About', url: '/about' }] },
    ]);
  });

  it('shows what a block leaves out as empty: no text, no address, no content, no link, no list header or rows', () => {
    const section = readSection({
      outerAccordionCompound: [
        {
          outerLabel: 'Mutual Funds',
          contentBlock: [
            { icon: 'email' },
            { icon: 'email', text: 'E-mail us', link: [] },
            { tableHeader: 'Resources', links: [{ link: [{ string: '/about' }] }, { text: 'Soon', link: [] }] },
            { innerLabel: 'Growth Fund' },
            { innerLabel: 'Income Fund', innerLinkList: { links: [{ text: 'Fact Sheet' }] } },
            { innerLabel: 'Bond Fund', innerLinkList: { tableHeader: 'Literature' } },
          ],
        },
      ],
    } as unknown as ContentDocument);
    expect(section?.items[0]?.blocks).toEqual([
      { kind: 'email', text: '', url: '' },
      { kind: 'email', text: 'E-mail us', url: '' },
      {
        kind: 'links',
        header: 'Resources',
        rows: [
          { text: '', url: '/about' },
          { text: 'Soon', url: '' },
        ],
      },
      { kind: 'fund', label: 'Growth Fund', anchor: 'growthfund', html: '', link: undefined, list: undefined },
      {
        kind: 'fund',
        label: 'Income Fund',
        anchor: 'incomefund',
        html: '',
        link: undefined,
        list: { header: '', rows: [{ text: 'Fact Sheet', url: '', type: 'Fact Sheet' }] },
      },
      {
        kind: 'fund',
        label: 'Bond Fund',
        anchor: 'bondfund',
        html: '',
        link: undefined,
        list: { header: 'Literature', rows: [] },
      },
    ]);
  });

  it('a section without a title, an item without a label or blocks: empty, and no anchor opens it', () => {
    expect(
      readSection({ outerAccordionCompound: [{ contentBlock: [{ value: '<p>Intro</p>' }] }, {}] } as ContentDocument),
    ).toEqual({
      title: '',
      items: [
        { label: '', anchor: '', blocks: [{ kind: 'html', html: '<p>Intro</p>' }] },
        { label: '', anchor: '', blocks: [] },
      ],
    });
  });

  it('a document that is no literature section shows nothing', () => {
    expect(readSection({ title: 'Other' } as ContentDocument)).toBeUndefined();
    expect(readSection(undefined)).toBeUndefined();
  });
});

describe('the address that opens an item', () => {
  it('a hash with a lone "%" or a broken escape opens nothing and never throws', () => {
    for (const hash of ['#%', '#100%', '#%E0%A4/x']) expect(() => anchorsOf(hash)).not.toThrow();
    expect(anchorsOf('#100%')).toEqual({ outer: outerAnchor('100%'), inner: innerAnchor('') });
  });
});
