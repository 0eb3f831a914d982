import { describe, expect, it } from 'vitest';
import type { ArticleAuthor, BodyBlock } from '../../../services/insight-article';
import type { InsightSite } from '../model';
import {
  aboutHeading,
  activeSection,
  articleLocator,
  articleSections,
  bioAuthors,
  bodyRows,
  investorLink,
  linkIconLabel,
  opensElsewhere,
  sectionScrollTop,
  sharedUrl,
  shareLinks,
  sideNavigationFixed,
  sortedTopicLinks,
} from './model';

const advisor: InsightSite = {
  audience: 'advisor',
  siteBase: '',
  preview: false,
  brandCode: 'cm',
  pathname: '/insights/latest-insights/a',
  timeZone: 'America/New_York',
};
const investor: InsightSite = { ...advisor, audience: 'investor', siteBase: '/investor' };
const SCOPE = '/content/documents/cm-blog/insights';

const author = (displayName: string, isTeam = false): ArticleAuthor => ({
  id: displayName,
  displayName,
  title: '',
  subtitle: '',
  html: '',
  imageUrl: '',
  imageAlt: '',
  isTeam,
});

describe('where the article is (site spec 2.10 "Article links", 7)', () => {
  const locate = (pathname: string, search = '', documentId?: string) =>
    articleLocator({ documentId, search, pathname, scope: SCOPE });

  it("takes the block's document, else the page's ?id=, else the card link's path", () => {
    expect(locate('/insights/latest-insights/a-slug', '?id=page-doc', 'block-doc')).toEqual({ id: 'block-doc' });
    expect(locate('/insights/latest-insights/a-slug', '?id=page-doc')).toEqual({ id: 'page-doc' });
    expect(locate('/insights/latest-insights/a-slug')).toEqual({ scope: SCOPE, path: 'a-slug' });
    expect(locate('/insights/latest-insights/a-slug', '?id=%20page-doc%20%20')).toEqual({ id: 'page-doc' });
  });

  it('reads the slug of the blog and the {year}/{slug} of the institutional site, in preview too', () => {
    expect(locate('/investor/insights/latest-insights/a-slug/')).toMatchObject({ path: 'a-slug' });
    expect(locate('/institutional/insights/latest-insights/2025/a-slug')).toMatchObject({ path: '2025/a-slug' });
    expect(locate('/site/cm-institutional/insights/latest-insights/2025/a-slug')).toMatchObject({
      path: '2025/a-slug',
    });
    expect(locate('/site/blogspa/a-slug')).toMatchObject({ path: 'a-slug' });
  });

  it('names no article for a page without one, or an address that is no slug', () => {
    expect(locate('/insights/latest-insights')).toBeUndefined();
    expect(locate('/about')).toBeUndefined();
    expect(locate("/insights/latest-insights/a'%20or%20'1")).toBeUndefined();
    expect(locate('/insights/latest-insights/%E0%A4%A')).toBeUndefined();
    expect(locate('/insights/latest-insights/a', '?id=not%20an%20id')).toMatchObject({ path: 'a' });
  });
});

describe('the thought leaders (site spec 2.10)', () => {
  it('heads one bio "ABOUT THE THOUGHT LEADER" and more with an S', () => {
    expect(aboutHeading(1)).toBe('ABOUT THE THOUGHT LEADER');
    expect(aboutHeading(2)).toBe('ABOUT THE THOUGHT LEADERS');
  });

  it('leaves out team authors (and the plural counts only the others)', () => {
    const bios = bioAuthors([author('Daniel Ruiz, CFA'), author('Fixed Income Team', true), author('')]);
    expect(bios.map((a) => a.displayName)).toEqual(['Daniel Ruiz, CFA']);
    expect(aboutHeading(bios.length)).toBe('ABOUT THE THOUGHT LEADER');
  });
});

describe('share and topic links (site spec 2.9 "Social share block", 2.10)', () => {
  it("shares the page's canonical address, else its own without the fragment", () => {
    expect(sharedUrl('https://x.example/insights/a?b=1#top', undefined)).toBe('https://x.example/insights/a?b=1');
    expect(sharedUrl('https://x.example/insights/a', '/insights/latest-insights/a')).toBe(
      'https://x.example/insights/latest-insights/a',
    );
    expect(sharedUrl('https://x.example/a', 'javascript:alert(1)')).toBe('https://x.example/a');
  });

  it('builds the professional network, short-message network and e-mail addresses', () => {
    const links = shareLinks('https://x.example/a?b=1', 'Risk & reward');
    expect(links.linkedIn).toBe(
      'https://www.linkedin.com/sharing/share-offsite/?url=https%3A%2F%2Fx.example%2Fa%3Fb%3D1',
    );
    expect(links.x).toBe(
      'https://twitter.com/intent/tweet?url=https%3A%2F%2Fx.example%2Fa%3Fb%3D1&text=Risk%20%26%20reward',
    );
    expect(links.email).toBe(
      'mailto:?subject=Risk%20%26%20reward&body=Risk%20%26%20reward%0Ahttps%3A%2F%2Fx.example%2Fa%3Fb%3D1',
    );
  });

  it('sorts the topics by name, linked to the list opened on each; client-materials shown, not linked', () => {
    const taxonomy = [
      { key: 'retirement', name: 'Retirement' },
      { key: 'client-materials', name: 'Client Materials' },
      { key: 'etfs', name: 'ETFs' },
    ];
    expect(sortedTopicLinks(['retirement', 'etfs', 'client-materials', 'unknown'], taxonomy, investor)).toEqual([
      { key: 'client-materials', name: 'Client Materials' },
      { key: 'etfs', name: 'ETFs', href: '/investor/insights/latest-insights?topic=etfs' },
      { key: 'retirement', name: 'Retirement', href: '/investor/insights/latest-insights?topic=retirement' },
    ]);
  });
});

describe('the body (site spec 2.10, 3)', () => {
  const stat = (number: string): BodyBlock => ({ type: 'stats', number, description: '', imageUrl: '' });
  const column = (title: string): BodyBlock => ({ type: 'columns', title, html: '', imageUrl: '' });
  const html: BodyBlock = { type: 'html', html: '<p>x</p>' };

  it('puts stats, and columns, that follow one another side by side; other blocks keep their place', () => {
    const rows = bodyRows([html, stat('1'), stat('2'), column('a'), column('b'), html, stat('3')]);
    expect(
      rows.map((row) => (row.kind === 'block' ? `block@${row.index}` : `${row.kind}x${row.items.length}`)),
    ).toEqual(['block@0', 'statsx2', 'columnsx2', 'block@5', 'statsx1']);
  });

  it("lists the titled parts as the side navigation's sections, in order", () => {
    const paragraph = (title: string): BodyBlock => ({
      type: 'paragraph',
      title,
      html: '',
      links: [],
      printHidden: false,
    });
    expect(
      articleSections({
        keyPoints: 'Key points',
        body: [html, paragraph('One'), paragraph(''), paragraph('Two')],
        bios: 'ABOUT THE THOUGHT LEADER',
      }),
    ).toEqual([
      { id: 'key-points', title: 'Key points' },
      { id: 'section-1', title: 'One' },
      { id: 'section-3', title: 'Two' },
      { id: 'thought-leaders', title: 'ABOUT THE THOUGHT LEADER' },
    ]);
  });
});

describe('the side navigation (site spec 2.9, 9: 500 px, 300 px, +40 px)', () => {
  it('becomes fixed after scrolling past 500 px', () => {
    expect(sideNavigationFixed(500)).toBe(false);
    expect(sideNavigationFixed(501)).toBe(true);
  });

  it('highlights the last section whose top lies within 300 px of the scroll position', () => {
    const tops = [1000, 1600, 2400];
    expect(activeSection(tops, 0)).toBe(-1);
    expect(activeSection(tops, 699)).toBe(-1);
    expect(activeSection(tops, 700)).toBe(0);
    expect(activeSection(tops, 1300)).toBe(1);
    expect(activeSection(tops, 5000)).toBe(2);
  });

  it('scrolls to the section top + 40 px', () => {
    expect(sectionScrollTop(1000)).toBe(1040);
    expect(sectionScrollTop(-100)).toBe(0);
  });
});

describe('links in the article (site spec 2.3)', () => {
  it('labels the "info" icon "Download" and "email" and "phone" "Contact Us"', () => {
    expect(linkIconLabel('info')).toBe('Download');
    expect(linkIconLabel('Email')).toBe('Contact Us');
    expect(linkIconLabel('phone')).toBe('Contact Us');
    expect(linkIconLabel('arrow')).toBe('');
    expect(linkIconLabel(' info  ')).toBe('Download');
  });

  it("prefixes the investor site's own paths with /investor, except PDFs and addresses elsewhere", () => {
    expect(investorLink('/insights/latest-insights?topic=etfs', investor)).toBe(
      '/investor/insights/latest-insights?topic=etfs',
    );
    expect(investorLink('/investor/resources', investor)).toBe('/investor/resources');
    expect(investorLink('/binaries/content/assets/cm/a.pdf', investor)).toBe('/binaries/content/assets/cm/a.pdf');
    expect(investorLink('//evil.example/a', investor)).toBe('//evil.example/a');
    expect(investorLink('https://x.example/a', investor)).toBe('https://x.example/a');
    expect(investorLink('/insights', advisor)).toBe('/insights');
  });

  it('opens an address of another site in a new tab, also written protocol-relative', () => {
    const page = 'https://www.example.com/insights/latest-insights/a';
    expect(opensElsewhere('//evil.example/x', page)).toBe(true);
    expect(opensElsewhere('https://other.example/', page)).toBe(true);
    expect(opensElsewhere('/about', page)).toBe(false);
    expect(opensElsewhere('mailto:a@b.example', page)).toBe(false);
    expect(opensElsewhere('about:blank', page)).toBe(false);
  });
});
