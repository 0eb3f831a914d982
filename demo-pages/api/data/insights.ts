/**
 * Insight articles (site spec 2.10, 3 "Insight / blog article"), authors, their images and the author
 * subscriptions, generated from the catalogue of titles in insights-catalogue.ts with a seeded random source: the
 * same 126 articles, dates, authors and summaries on every run.
 *
 * Blog articles live under /content/documents/cm-blog/insights/{year}/{slug}, institutional ones under
 * /content/documents/cm-institutional/insights/{year}/{slug}.
 */
import type { ItemType } from '../../../services/insights';
import { articleBody } from './insights-body';
import { ARTICLES } from './insights-catalogue';
import { createRandom, type Random } from './random';
import { PLANS, TOPICS, type TopicKey } from './taxonomy';
import { mirror, type HalDocument } from './types';

export const BLOG_SCOPE = '/content/documents/cm-blog/insights';
export const INSTITUTIONAL_SCOPE = '/content/documents/cm-institutional/insights';
const AUTHORS_PATH = '/content/documents/cm-common/authors';
/** The video accounts of the demo (site spec 2.10 "videoId|accountId"): the blog's selects the blog player. */
export const BLOG_VIDEO_ACCOUNT = 'cm-blog';
export const VIDEO_ACCOUNT = 'cm-demo';
const SUBSCRIPTIONS_PATH = '/content/documents/cm-common/subscriptions';

interface AuthorSpec {
  key: string;
  displayName: string;
  title: string;
  isTeam?: boolean;
  /** The author's own e-mail subscription, if any, and whether it is active. */
  subscription?: 'active' | 'inactive';
  bio: string;
}

export const AUTHORS: readonly AuthorSpec[] = [
  {
    key: 'margaret-okafor',
    displayName: 'Margaret Okafor',
    title: 'Chief Investment Officer',
    subscription: 'active',
    bio: 'Margaret leads the investment teams and chairs the asset allocation committee. She joined the firm in 2009 after fifteen years managing balanced portfolios for pension clients.',
  },
  {
    key: 'daniel-ruiz',
    displayName: 'Daniel Ruiz, CFA',
    title: 'Head of Fixed Income',
    subscription: 'inactive',
    bio: 'Daniel oversees the taxable and tax-exempt bond strategies. He began his career as a credit analyst and has managed core and core-plus portfolios since 2011.',
  },
  {
    key: 'priya-natarajan',
    displayName: 'Priya Natarajan',
    title: 'Senior Portfolio Manager, Equities',
    bio: 'Priya manages the firm\u2019s U.S. and international equity strategies with a focus on quality businesses at reasonable valuations.',
  },
  {
    key: 'thomas-whitcombe',
    displayName: 'Thomas Whitcombe, PhD',
    title: 'Chief Economist',
    subscription: 'active',
    bio: 'Thomas writes the firm\u2019s economic outlook and leads the team that sets long-term capital market assumptions. He previously taught macroeconomics.',
  },
  {
    key: 'helen-castellano',
    displayName: 'Helen Castellano',
    title: 'Municipal Credit Analyst',
    bio: 'Helen covers state and local government, transportation and health care issuers for the municipal bond team.',
  },
  {
    key: 'samuel-adeyemi',
    displayName: 'Samuel Adeyemi, CFP',
    title: 'Retirement Strategist',
    bio: 'Samuel works with advisors on retirement income planning, tax-aware withdrawals and the conversations that go with them.',
  },
  {
    key: 'claire-lindqvist',
    displayName: 'Claire Lindqvist',
    title: 'Head of Multi-Asset Solutions',
    bio: 'Claire leads the multi-asset and alternatives team, which builds model portfolios and outcome-oriented strategies.',
  },
  {
    key: 'rebecca-holloway',
    displayName: 'Rebecca Holloway',
    title: 'Head of Institutional Solutions',
    subscription: 'active',
    bio: 'Rebecca works with pension, endowment and insurance clients on liability-aware and total-portfolio strategies. She previously advised public pension boards.',
  },
  {
    key: 'marcus-chen',
    displayName: 'Marcus Chen, CFA',
    title: 'ETF Strategist',
    bio: 'Marcus explains how exchange-traded funds are built and traded, and helps advisors use them in client portfolios.',
  },
  {
    key: 'olivia-brandt',
    displayName: 'Olivia Brandt',
    title: 'Director of Alternative Investments',
    bio: 'Olivia researches private credit, real assets and hedged strategies, and the liquidity each one asks of investors.',
  },
  {
    key: 'fixed-income-team',
    displayName: 'Calder Meridian Fixed Income Team',
    title: 'Fixed Income',
    isTeam: true,
    bio: 'The fixed income team of portfolio managers, traders and analysts.',
  },
  {
    key: 'practice-management-group',
    displayName: 'Practice Management Group',
    title: 'Advisor Resources',
    isTeam: true,
    bio: 'Consultants who help advisory firms grow, serve clients and run their businesses.',
  },
];

/** Authors who usually write on each topic; the first is the most likely. */
const AUTHORS_BY_TOPIC: Record<TopicKey, readonly string[]> = {
  'market-outlook': ['thomas-whitcombe', 'margaret-okafor'],
  economy: ['thomas-whitcombe'],
  'portfolio-construction': ['claire-lindqvist', 'margaret-okafor', 'rebecca-holloway'],
  equity: ['priya-natarajan'],
  'fixed-income': ['daniel-ruiz', 'fixed-income-team'],
  'municipal-bonds': ['helen-castellano', 'fixed-income-team'],
  'multi-asset': ['claire-lindqvist'],
  alternatives: ['olivia-brandt', 'claire-lindqvist'],
  international: ['priya-natarajan', 'thomas-whitcombe'],
  retirement: ['samuel-adeyemi'],
  'tax-planning': ['samuel-adeyemi'],
  'practice-management': ['practice-management-group'],
  'mutual-funds': ['margaret-okafor'],
  etfs: ['marcus-chen', 'claire-lindqvist'],
  '529-plans': ['samuel-adeyemi'],
  'separately-managed-accounts': ['daniel-ruiz', 'priya-natarajan'],
  'collective-investment-trusts': ['rebecca-holloway', 'claire-lindqvist'],
};

/** Related topics an article on a topic may also carry. */
const RELATED: Record<TopicKey, readonly TopicKey[]> = {
  'market-outlook': ['economy', 'equity', 'fixed-income'],
  economy: ['market-outlook', 'fixed-income'],
  'portfolio-construction': ['multi-asset', 'alternatives'],
  equity: ['mutual-funds', 'etfs', 'international'],
  'fixed-income': ['mutual-funds', 'etfs', 'municipal-bonds'],
  'municipal-bonds': ['fixed-income', 'tax-planning', 'separately-managed-accounts'],
  'multi-asset': ['portfolio-construction', 'retirement'],
  alternatives: ['multi-asset', 'portfolio-construction'],
  international: ['equity', 'economy'],
  retirement: ['tax-planning', 'multi-asset'],
  'tax-planning': ['retirement', 'separately-managed-accounts'],
  'practice-management': ['retirement'],
  'mutual-funds': ['etfs'],
  etfs: ['mutual-funds', 'equity'],
  '529-plans': ['tax-planning'],
  'separately-managed-accounts': ['tax-planning', 'equity'],
  'collective-investment-trusts': ['retirement', 'multi-asset'],
};

/** Two or three sentences per topic, from which summaries are drawn. */
const SENTENCES: Record<TopicKey, readonly string[]> = {
  'market-outlook': [
    'Growth is slowing from a strong pace, but earnings and household balance sheets remain in good shape.',
    'We expect returns to broaden beyond the handful of stocks that led the last two years.',
    'Valuations leave less room for disappointment, which argues for discipline rather than retreat.',
    'Bond yields now offer a real cushion against equity volatility for the first time in over a decade.',
  ],
  economy: [
    'Inflation has eased without the sharp rise in unemployment many forecasters expected.',
    'Wage growth is settling at a pace consistent with the Federal Reserve\u2019s goals.',
    'Consumer spending is holding up, supported by real income gains and steady hiring.',
    'We watch business investment and credit conditions for the first signs of a turn in the cycle.',
  ],
  'portfolio-construction': [
    'A portfolio\u2019s behavior in a drawdown is set by decisions made long before the drawdown begins.',
    'Simple rebalancing rules, applied consistently, have added value across very different markets.',
    'Diversification works best when the pieces are chosen for how they behave together, not one by one.',
    'We show how to weigh cost, tracking error and conviction when combining active and passive holdings.',
  ],
  equity: [
    'Companies with durable margins and modest debt have compounded earnings through several rate cycles.',
    'Market leadership has been unusually narrow, leaving opportunities among overlooked businesses.',
    'Earnings revisions, not multiple expansion, are likely to drive returns from here.',
    'We look for management teams that allocate capital with the long term in mind.',
  ],
  'fixed-income': [
    'Starting yields have historically been the best guide to a bond portfolio\u2019s return over the following five years.',
    'Credit spreads are narrow, so security selection matters more than broad exposure to risk.',
    'A modest extension of duration can lock in income that cash may not offer for long.',
    'We favor high-quality issuers and keep dry powder for periods of market stress.',
  ],
  'municipal-bonds': [
    'State and local finances are in their strongest position in years, with record reserve balances.',
    'Tax-equivalent yields make municipals compelling for investors in higher brackets.',
    'Supply patterns around tax season create regular opportunities for patient buyers.',
    'Credit research remains essential: not every issuer has shared in the recovery.',
  ],
  'multi-asset': [
    'Combining asset classes with different drivers of return can smooth the path toward a client\u2019s goal.',
    'Income no longer requires reaching into the riskiest corners of the market.',
    'We set allocations around outcomes such as income, growth or capital preservation.',
    'Dynamic adjustments at the margin can add value without abandoning the strategic plan.',
  ],
  alternatives: [
    'Alternatives can reduce a portfolio\u2019s dependence on the stock-bond correlation.',
    'Liquidity terms deserve as much attention as expected returns.',
    'Private credit has grown quickly; underwriting standards vary widely between managers.',
    'We size alternative allocations by the role they play, not by a fixed percentage.',
  ],
  international: [
    'International equities trade at a wide discount to U.S. shares, in part for good reasons.',
    'Corporate governance reforms are changing how some markets reward shareholders.',
    'Currency moves can add to or erase local returns, which makes hedging a policy decision.',
    'Emerging markets differ more from one another than the label suggests.',
  ],
  retirement: [
    'The first years of retirement carry the greatest exposure to poor market returns.',
    'A written withdrawal plan helps clients stay invested when markets are unsettled.',
    'Guaranteed income sources change how much risk the rest of a portfolio can carry.',
    'Health care costs and longevity deserve a line of their own in every plan.',
  ],
  'tax-planning': [
    'Taxes are one of the few costs an investor can influence every year.',
    'Harvesting losses throughout the year, not only in December, can improve after-tax results.',
    'Asset location, placing holdings in the right type of account, is a quiet source of value.',
    'Recent rule changes make it worth revisiting distribution and estate plans.',
  ],
  'practice-management': [
    'Firms that grow steadily tend to define their ideal client and say no to the rest.',
    'A consistent review-meeting agenda saves time and raises client satisfaction.',
    'Referrals follow from experiences clients can describe in a sentence.',
    'Technology helps most when it frees advisors for conversations rather than paperwork.',
  ],
  'mutual-funds': [
    'Mutual funds remain the core holding of many retirement and education accounts.',
    'Share class choice can matter as much as fund choice for long-term costs.',
    'Understanding capital gains distributions helps avoid surprises at year-end.',
  ],
  etfs: [
    'ETFs offer intraday trading, transparency and, often, tax efficiency.',
    'Active ETFs bring a manager\u2019s judgment to a familiar wrapper.',
    'Trading costs depend on the liquidity of the underlying holdings, not only the fund\u2019s volume.',
  ],
  '529-plans': [
    '529 plans let college savings grow free of federal tax when used for qualified expenses.',
    'Recent changes allow limited rollovers of unused balances to a Roth IRA.',
    'Age-based portfolios adjust automatically as the beneficiary approaches enrollment.',
  ],
  'separately-managed-accounts': [
    'Separately managed accounts give investors direct ownership of each security.',
    'Customization lets an account reflect a client\u2019s tax position and restrictions.',
    'Tax-lot management can add value that a pooled vehicle cannot capture.',
  ],
  'collective-investment-trusts': [
    'Collective investment trusts are available to eligible retirement plans at competitive fees.',
    'Plan fiduciaries weigh governance, transparency and cost when choosing a vehicle.',
    'CITs now hold a growing share of target-date assets in defined contribution plans.',
  ],
};

/** Key points (site spec 3: detailDocument.keypoints) per topic. */
const KEY_POINTS: Record<TopicKey, readonly string[]> = {
  'market-outlook': [
    'Growth is slowing, not stalling.',
    'Leadership is likely to broaden.',
    'Bonds again offer ballast.',
  ],
  economy: ['Inflation is moving toward target.', 'The labor market is cooling gradually.', 'Watch credit conditions.'],
  'portfolio-construction': [
    'Set rebalancing rules in advance.',
    'Diversify by behavior, not by label.',
    'Mind costs and taxes.',
  ],
  equity: [
    'Quality has compounded through cycles.',
    'Look beyond the largest names.',
    'Earnings drive returns from here.',
  ],
  'fixed-income': [
    'Starting yields matter most.',
    'Spreads are tight: be selective.',
    'Consider a modest duration extension.',
  ],
  'municipal-bonds': [
    'Credit fundamentals are strong.',
    'Tax-equivalent yields are attractive.',
    'Research still matters.',
  ],
  'multi-asset': ['Build around outcomes.', 'Income without reaching for yield.', 'Adjust at the margin.'],
  alternatives: ['Define the role first.', 'Read the liquidity terms.', 'Manager selection is decisive.'],
  international: ['Discounts are wide.', 'Reforms are changing incentives.', 'Treat currency as a policy decision.'],
  retirement: ['Early returns matter most.', 'Write the withdrawal plan down.', 'Plan for health care costs.'],
  'tax-planning': ['Harvest losses all year.', 'Use asset location.', 'Revisit distribution plans.'],
  'practice-management': ['Define your ideal client.', 'Standardize the review meeting.', 'Make referrals easy.'],
  'mutual-funds': ['Check the share class.', 'Plan for distributions.', 'Keep costs in view.'],
  etfs: ['Know what you own.', 'Use limit orders.', 'Mind underlying liquidity.'],
  '529-plans': ['Tax-free growth for education.', 'Limited Roth rollovers now allowed.', 'Age-based options simplify.'],
  'separately-managed-accounts': ['Direct ownership.', 'Customize for taxes.', 'Manage tax lots actively.'],
  'collective-investment-trusts': ['Eligible plans only.', 'Lower fees at scale.', 'Review governance.'],
};

/** Body paragraphs shared by articles, in the voice of a research note. */
const GENERAL_PARAGRAPHS: readonly string[] = [
  'Our view rests on a few observations that have held across market cycles. None of them is a forecast on its own; together they describe the range of outcomes we plan for and the positions we are prepared to hold through them.',
  'History offers useful guidance but no guarantees. The periods we cite were chosen because they resemble today in some respects, and we note where they differ. Investors should weigh these comparisons against their own objectives and time horizon.',
  'For advisors, the practical question is how to translate a view into a portfolio that a client can hold with confidence. That usually means small, deliberate changes rather than wholesale shifts, and a clear explanation of why each change was made.',
  'We will continue to monitor the data and update our view as conditions change. As always, the right course for any investor depends on individual circumstances, and we encourage a conversation with a financial professional before acting.',
  'The numbers behind this discussion are drawn from public sources and our own research. Figures are rounded, and past results are not a guarantee of what lies ahead.',
];

const PRINT_DISCLOSURE =
  '<p>The views expressed are those of the author as of the date of publication and are subject to change. This material is for informational purposes only and is not investment advice. Investing involves risk, including the possible loss of principal. Past performance does not guarantee future results. Calder Meridian Distributors, LLC, member FINRA/SIPC.</p>';

const SEED = 20250601;
/** The newest article's day; the others go back from it, a few days at a time. */
const NEWEST_DAY = Date.UTC(2025, 11, 9);
const DAY_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;

const newYorkHour = new Intl.DateTimeFormat('en-US', {
  timeZone: 'America/New_York',
  hour: 'numeric',
  hourCycle: 'h23',
});

/**
 * The instant of midnight in New York on a day (given as Date.UTC of the day): a publication date as an editor at the
 * firm picks it, and as the content system stores it. A visitor's own zone would show it a day early in California
 * (runtime/format.ts shows the day it is in New York, for everyone).
 */
export function newYorkMidnight(utcDay: number): number {
  const offset = [4, 5].find((hours) => Number(newYorkHour.format(utcDay + hours * HOUR_MS)) === 0) ?? 5;
  return utcDay + offset * HOUR_MS;
}

export function slugify(title: string): string {
  return title
    .toLowerCase()
    .replace(/[\u2019']/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** A UUID-shaped id, as the content system gives documents, from the seeded source. */
export function uuidFrom(random: Random): string {
  const hex = (n: number) => Array.from({ length: n }, () => Math.floor(random.next() * 16).toString(16)).join('');
  return `${hex(8)}-${hex(4)}-4${hex(3)}-${'89ab'[random.int(0, 3)]}${hex(3)}-${hex(12)}`;
}

function durationText(type: ItemType, random: Random): string {
  if (type === 'Video' || type === 'Video series' || type === 'Video list') return `${random.int(3, 18)} min watch`;
  if (type === 'Podcast') return `${random.int(18, 42)} min listen`;
  if (type === 'CE credit') return '1 CE credit';
  return `${random.int(3, 12)} min read`;
}

function pickDistinct<T>(random: Random, items: readonly T[], count: number): T[] {
  const pool = [...items];
  const out: T[] = [];
  while (out.length < count && pool.length > 0) out.push(pool.splice(random.int(0, pool.length - 1), 1)[0] as T);
  return out;
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

export interface InsightData {
  articles: HalDocument[];
  authors: HalDocument[];
  subscriptions: HalDocument[];
  images: HalDocument[];
}

/** Builds the articles and everything they reference. Deterministic. */
export function buildInsights(): InsightData {
  const random = createRandom(SEED);
  const authorById = new Map<string, { doc: HalDocument; spec: AuthorSpec }>();
  const images: HalDocument[] = [];
  const subscriptions: HalDocument[] = [];

  const image = (folder: string, slug: string, description: string) => {
    const id = uuidFrom(random);
    const path = `content/gallery/cm/${folder}/${slug}.svg`;
    images.push({
      _meta: { id, path: `/${path}`, type: 'hippogallery:imageset', name: `${slug}.svg` },
      description,
      filename: `${slug}.svg`,
    });
    return mirror(path, id);
  };

  const blogSubscription: HalDocument = {
    _meta: {
      id: uuidFrom(random),
      path: `${SUBSCRIPTIONS_PATH}/blog-latest-insights`,
      type: 'cm:Subscription',
      name: 'blog-latest-insights',
    },
    // site spec 2.9: the blog call-to-action's subscription name defaults to "Blog: Latest Insights".
    name: 'Blog: Latest Insights',
    status: 'active',
  };
  subscriptions.push(blogSubscription);

  const authors = AUTHORS.map((spec) => {
    let subscriptionId: string | undefined;
    if (spec.subscription) {
      subscriptionId = uuidFrom(random);
      subscriptions.push({
        _meta: {
          id: subscriptionId,
          path: `${SUBSCRIPTIONS_PATH}/author-${spec.key}`,
          type: 'cm:Subscription',
          name: `author-${spec.key}`,
        },
        name: `Author: ${spec.displayName}`,
        status: spec.subscription,
      });
    }
    const doc: HalDocument = {
      _meta: { id: uuidFrom(random), path: `${AUTHORS_PATH}/${spec.key}`, type: 'cm:Author', name: spec.key },
      name: spec.key,
      displayName: spec.displayName,
      title: spec.title,
      subtitle: spec.isTeam ? '' : 'Calder Meridian',
      isTeam: Boolean(spec.isTeam),
      content: { value: `<p>${escapeHtml(spec.bio)}</p>` },
      image: { image: image('authors', spec.key, `Portrait of ${spec.displayName}`), alt: spec.displayName },
      ...(subscriptionId ? { authorSubscription: subscriptionId } : {}),
    };
    authorById.set(spec.key, { doc, spec });
    return doc;
  });

  // Dates: distinct, newest first along a shuffled order, so topics and channels are mixed in time.
  const order = ARTICLES.map((_, index) => index);
  for (let k = order.length - 1; k > 0; k--) {
    const j = random.int(0, k);
    [order[k], order[j]] = [order[j] as number, order[k] as number];
  }
  const dates = new Array<number>(ARTICLES.length);
  let day = NEWEST_DAY;
  for (const index of order) {
    dates[index] = newYorkMidnight(day);
    day -= random.int(2, 8) * DAY_MS;
  }

  const articles = ARTICLES.map((spec, index) => {
    const slug = slugify(spec.title);
    const publicationDate = dates[index] as number;
    // The folder is the year of the day in New York (midnight there is 05:00 UTC, the same day).
    const year = new Date(publicationDate).getUTCFullYear();
    const scope = spec.channel === 'blog' ? BLOG_SCOPE : INSTITUTIONAL_SCOPE;
    const candidates = AUTHORS_BY_TOPIC[spec.topic];
    const authorKeys = [random.pick(candidates)];
    if (random.chance(0.2)) {
      const second = random.pick(
        AUTHORS.map((a) => a.key).filter((k) => !authorKeys.includes(k) && !authorById.get(k)?.spec.isTeam),
      );
      authorKeys.push(second);
    }
    const written = authorKeys.map((k) => authorById.get(k)!);

    const related = pickDistinct(random, RELATED[spec.topic], random.int(0, 2));
    const keys: string[] = [spec.topic, ...related];
    if (spec.plan) keys.push(spec.plan);
    if (spec.type === 'Client materials') keys.push('client-materials');
    if (spec.type === 'CE credit') keys.push('ce-credit');
    keys.push(...authorKeys);

    const sentences = pickDistinct(random, SENTENCES[spec.topic], 3);
    const cardSummary = sentences.slice(0, 2).join(' ');
    const bannerSummary = sentences.join(' ');
    const paragraphs = pickDistinct(random, GENERAL_PARAGRAPHS, 3);
    // The body opens where the banner's summary ends: the summary is not said twice.
    const intro = `<p>${escapeHtml(paragraphs[0] as string)}</p>`;
    const topicLabel = TOPICS[spec.topic];
    const time = durationText(spec.type, random);
    const articleImage = image('insights', slug, `${topicLabel}: illustration for \u201c${spec.title}\u201d`);
    const hasDownload =
      spec.type === 'Whitepaper' ||
      spec.type === 'Worksheets' ||
      spec.type === 'Client materials' ||
      spec.type === 'Chart';
    const links = hasDownload
      ? [
          {
            text:
              spec.type === 'Whitepaper'
                ? 'Download the white paper'
                : spec.type === 'Chart'
                  ? 'Download the chart'
                  : 'Download the PDF',
            icon: 'info',
            target: '_blank',
            url: `/binaries/content/assets/cm/insights/${slug}.pdf`,
            asButton: true,
            Link: [mirror(`content/assets/cm/insights/${slug}.pdf`, uuidFrom(random))],
          },
        ]
      : [];
    const firstAuthor = written[0]!;
    const subscriptionOf =
      (firstAuthor.doc.authorSubscription as string | undefined) ??
      (spec.channel === 'blog' ? blogSubscription._meta.id : undefined);
    const id = uuidFrom(random);

    const body = articleBody(
      {
        slug,
        title: spec.title,
        type: spec.type,
        topicLabel,
        intro,
        paragraphs: [paragraphs[1] as string, paragraphs[2] as string],
        quote: {
          text: sentences[2] as string,
          author: firstAuthor.spec.displayName,
          authorTitle: firstAuthor.spec.title,
        },
        links: links.map(({ text, url, target }) => ({ text, url, target })),
        videoAccount: spec.channel === 'blog' ? BLOG_VIDEO_ACCOUNT : VIDEO_ACCOUNT,
        insightsPath: spec.channel === 'blog' ? '/insights/latest-insights' : '/institutional/insights/latest-insights',
        index,
      },
      random,
      () => uuidFrom(random),
    );

    const doc: HalDocument = {
      _meta: { id, path: `${scope}/${year}/${slug}`, type: 'cm:BlogArticle', name: slug },
      name: slug,
      // The content system sends text HTML-encoded: "Risk &amp; reward", "&quot;late-cycle&quot;".
      title: escapeHtml(spec.title),
      subtitle: topicLabel,
      publicationDate,
      // Worksheets are evergreen: their date is not shown.
      hidePublicationDate: spec.type === 'Worksheets',
      image: articleImage,
      summary: escapeHtml(cardSummary),
      cardSummary: escapeHtml(cardSummary),
      bannerSummary: escapeHtml(bannerSummary),
      html: { content: intro },
      itemType: spec.type,
      types: [spec.type],
      time,
      keys,
      authors: written.map(({ doc: a, spec: s }) => ({
        id: a._meta.id,
        name: s.key,
        displayName: s.displayName,
        title: s.title,
        isTeam: Boolean(s.isTeam),
      })),
      author: written.map(({ doc: a }) => ({ _meta: { id: a._meta.id, path: a._meta.path } })),
      links,
      LinkList: { links },
      ...(subscriptionOf ? { authorSubscription: subscriptionOf } : {}),
      detailDocument: {
        body,
        keypoints: {
          title: 'Key points',
          content: {
            value: `<ul>${KEY_POINTS[spec.topic].map((point) => `<li>${escapeHtml(point)}</li>`).join('')}</ul>`,
          },
        },
        printDisclosure: PRINT_DISCLOSURE,
      },
      metadataCompound: {
        title: spec.title,
        description: cardSummary,
        keywords: keys.join(', '),
        omniTitle: spec.title,
        omniDescription: cardSummary,
        omniCategory: topicLabel,
        ogtitle: spec.title,
        ogDescription: cardSummary,
      },
      ...(spec.type === 'Video' || spec.type === 'Video series' || spec.type === 'Video list'
        ? {
            videoId: `${random.int(6_000_000_000, 6_999_999_999)}|${spec.channel === 'blog' ? BLOG_VIDEO_ACCOUNT : VIDEO_ACCOUNT}`,
          }
        : {}),
      ...(spec.plan ? { plan: PLANS[spec.plan] } : {}),
      ...(spec.contexts ? { userContext: spec.contexts } : {}),
    };
    return doc;
  });

  return { articles, authors, subscriptions, images };
}

/** Author keys and display names, for the taxonomy's Author group. */
export function authorNames(): Record<string, string> {
  return Object.fromEntries(AUTHORS.map((a) => [a.key, a.displayName]));
}
