/**
 * The body blocks of a blog article (site spec 2.10 "Body block types", 3 "Body block types and fields"): every type
 * the spec lists, each article carrying the ones its type calls for, generated from the seeded random source so every
 * run sees the same. A VideoCompound block is in some bodies too, as the content system has them: the spec's own
 * block is a placeholder that the article does not show.
 */
import type { ItemType } from '../../../services/insights';
import type { Random } from './random';
import { mirror } from './types';

export interface BodyInput {
  slug: string;
  title: string;
  type: ItemType;
  topicLabel: string;
  /** HTML of the opening: the banner summary and a first paragraph. */
  intro: string;
  /** Two more paragraphs of text (not HTML). */
  paragraphs: readonly [string, string];
  quote: { text: string; author: string; authorTitle: string };
  /** The article's download links, for the closing paragraph. */
  links: ReadonlyArray<{ text: string; url: string; target?: string }>;
  /** The video account of the channel ("videoId|accountId", site spec 2.10). */
  videoAccount: string;
  /** The channel's insights list: /insights/latest-insights or /institutional/insights/latest-insights. */
  insightsPath: string;
  /** The article's position in the catalogue: which optional blocks it has. */
  index: number;
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

const STATS: ReadonlyArray<readonly [string, string]> = [
  ['4.6%', 'Starting yield of the U.S. aggregate bond index'],
  ['62%', 'Share of the last decade with positive real returns'],
  ['3 of 4', 'Rate-cut cycles followed by higher bond returns'],
  ['$1.2T', 'Money market assets added since 2022'],
  ['18 yrs', 'Average length of a retirement'],
  ['0.35', 'Correlation of stocks and bonds over five years'],
];

const COLUMNS: ReadonlyArray<readonly [string, string]> = [
  ['Income', 'Yields at their highest in over a decade give bonds a role beyond ballast.'],
  ['Growth', 'Earnings, not valuations, are likely to carry equity returns from here.'],
  ['Protection', 'Diversifiers earn their place in the years when both stocks and bonds fall.'],
];

const VIDEOS: ReadonlyArray<readonly [string, string]> = [
  ['The big picture', 'Where we see the cycle, in four minutes.'],
  ['What it means for bonds', 'Starting yields and what they have told us about the years that follow.'],
  ['Talking to clients', 'Three questions to open the conversation.'],
];

/** The body of an article: HTML, paragraphs, a quote and the blocks its type calls for. */
export function articleBody(input: BodyInput, random: Random, uuid: () => string): Record<string, unknown>[] {
  const { slug, title, type, topicLabel } = input;
  const image = (name: string) => mirror(`content/gallery/cm/insights/${slug}-${name}.svg`, uuid());
  const body: Record<string, unknown>[] = [
    { _meta: { type: 'hippostd:html' }, content: input.intro },
    {
      _meta: { type: 'cm:BlogParagraph' },
      paragraphTitle: `${topicLabel}: what we are watching`,
      paragraphHTML: { value: `<p>${escapeHtml(input.paragraphs[0])}</p>` },
      paragraphLinks: [],
      printHidden: false,
    },
  ];

  // Every other article has figures: three stats, or three columns, side by side.
  if (input.index % 2 === 0) {
    for (const offset of [0, 1, 2]) {
      const [statNumber, statDescription] = STATS[(input.index + offset * 2) % STATS.length]!;
      body.push({
        _meta: { type: 'cm:CTIBlogStats' },
        statNumber,
        statDescription,
        ...(offset === 0 ? { statImage: image(`stat-${offset}`) } : {}),
      });
    }
  } else {
    for (const [offset, [columnTitle, columnDescription]] of COLUMNS.entries()) {
      body.push({
        _meta: { type: 'cm:CTIBlogColumns' },
        columnTitle,
        columnDescription: { value: `<p>${escapeHtml(columnDescription)}</p>` },
        columnImage: image(`column-${offset}`),
        columnLink: { text: `More on ${columnTitle.toLowerCase()}`, url: `${input.insightsPath}?topic=multi-asset` },
      });
    }
  }

  body.push({
    _meta: { type: 'cm:CTIBlogQuote' },
    quote: input.quote.text,
    title: input.quote.author,
    subTitle: input.quote.authorTitle,
  });

  if (type === 'Chart' || input.index % 5 === 0) {
    body.push({
      _meta: { type: 'cm:ImageCompound' },
      image: image('chart'),
      title: `${topicLabel} in one chart`,
      caption: 'Source: Calder Meridian research. For illustration only; past results do not guarantee future returns.',
      downloadUrl: `/binaries/content/gallery/cm/insights/${slug}-chart.svg`,
      alignment: input.index % 2 === 0 ? 'Center' : 'Left',
    });
  }

  if (type === 'Whitepaper' || input.index % 7 === 0) {
    body.push({
      _meta: { type: 'cm:CTIBlogWhitePaper' },
      title: `${title}: the full paper`,
      overline: 'White paper',
      html: {
        value: `<p>The paper sets out the data and the method behind this article, with the charts we use with clients.</p>`,
      },
      image: image('paper'),
      link: { text: 'Read the white paper', url: `/binaries/content/assets/cm/insights/${slug}.pdf`, target: '_blank' },
    });
  }

  if (type === 'Video list' || type === 'Video series' || input.index % 6 === 1) {
    body.push({
      _meta: { type: 'cm:CTIBlogVideoList' },
      ctiblogVideo: VIDEOS.map(([videoTitle, content], offset) => ({
        title: videoTitle,
        videoId: String(random.int(6_000_000_000, 6_999_999_999)),
        account: input.videoAccount,
        content: { value: `<p>${escapeHtml(content)}</p>` },
        watchTime: `${random.int(2, 9)} min watch`,
        ...(offset === 0
          ? { link: { text: 'All videos on this topic', url: `${input.insightsPath}?type=Video` } }
          : {}),
      })),
    });
  }

  // The content system's video compound: the spec's own placeholder, "needs implementation", never shown.
  if (type === 'Video series') body.push({ _meta: { type: 'cm:VideoCompound' }, videoId: '' });

  body.push({
    _meta: { type: 'cm:BlogParagraph' },
    paragraphTitle: 'What this means for portfolios',
    paragraphHTML: { value: `<p>${escapeHtml(input.paragraphs[1])}</p>` },
    paragraphLinks: input.links.map(({ text, url, target }) => ({ text, url, ...(target ? { target } : {}) })),
    printHidden: false,
  });
  // A paragraph for the screen only: its links lead to other pages, which a printed copy cannot follow.
  if (input.index % 3 === 0) {
    body.push({
      _meta: { type: 'cm:BlogParagraph' },
      paragraphTitle: 'Keep reading',
      paragraphHTML: {
        value: `<p>More of our views on ${escapeHtml(topicLabel.toLowerCase())} are collected on the <a href="${input.insightsPath}">insights page</a>.</p>`,
      },
      paragraphLinks: [{ text: 'All insights', url: input.insightsPath }],
      printHidden: true,
    });
  }
  return body;
}
