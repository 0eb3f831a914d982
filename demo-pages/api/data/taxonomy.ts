/**
 * The "Blog Categories" taxonomy (site spec 7: categories[] {key, infos, categories}; site spec 3: a category's
 * name is infos.en_US.name or infos.en.name). Top-level groups in the blog category order of site spec 9
 * (Thought Leadership, Author, Topic, Product Insights), then the groups named by the taxonomy labels of
 * site spec 9 (investor-goals, plans, tags). Every key an insight carries is defined here.
 */

export interface TaxonomyCategory {
  key: string;
  infos: { en_US?: { name: string }; en?: { name: string } };
  categories: TaxonomyCategory[];
}

export interface Taxonomy {
  name: string;
  locales: string[];
  categories: TaxonomyCategory[];
}

/** Topic keys and their labels: what the insights list shows as chips. */
export const TOPICS = {
  'market-outlook': 'Market Outlook',
  economy: 'Economy',
  'portfolio-construction': 'Portfolio Construction',
  equity: 'Equity',
  'fixed-income': 'Fixed Income',
  'municipal-bonds': 'Municipal Bonds',
  'multi-asset': 'Multi-Asset',
  alternatives: 'Alternatives',
  international: 'International',
  retirement: 'Retirement',
  'tax-planning': 'Tax Planning',
  'practice-management': 'Practice Management',
  'mutual-funds': 'Mutual Funds',
  etfs: 'ETFs',
  '529-plans': '529 Plans',
  'separately-managed-accounts': 'Separately Managed Accounts',
  'collective-investment-trusts': 'Collective Investment Trusts',
} as const;
export type TopicKey = keyof typeof TOPICS;

/** Institutional plan types (the "plans" group). */
export const PLANS = {
  'defined-benefit': 'Defined Benefit',
  'defined-contribution': 'Defined Contribution',
  'endowments-foundations': 'Endowments & Foundations',
  insurance: 'Insurance',
} as const;
export type PlanKey = keyof typeof PLANS;

export const INVESTOR_GOALS = {
  income: 'Income',
  growth: 'Growth',
  'capital-preservation': 'Capital Preservation',
} as const;
export type InvestorGoalKey = keyof typeof INVESTOR_GOALS;

/** site spec 2.9: "the key "client-materials" is never a chip"; it lives among the tags. */
export const TAGS = {
  'client-materials': 'Client Materials',
  'ce-credit': 'CE Credit',
} as const;

function leaf(key: string, name: string, locale: 'en_US' | 'en' = 'en_US'): TaxonomyCategory {
  return { key, infos: locale === 'en_US' ? { en_US: { name } } : { en: { name } }, categories: [] };
}

function group(
  key: string,
  name: string,
  entries: Record<string, string>,
  locale: 'en_US' | 'en' = 'en_US',
): TaxonomyCategory {
  return { ...leaf(key, name), categories: Object.entries(entries).map(([k, n]) => leaf(k, n, locale)) };
}

export function blogCategories(authors: Record<string, string>): Taxonomy {
  const pick = (keys: readonly TopicKey[]) => Object.fromEntries(keys.map((k) => [k, TOPICS[k]]));
  return {
    name: 'Blog Categories',
    locales: ['en_US'],
    categories: [
      group('thought-leadership', 'Thought Leadership', pick(['market-outlook', 'economy', 'portfolio-construction'])),
      group('author', 'Author', authors),
      group(
        'topic',
        'Topic',
        pick([
          'equity',
          'fixed-income',
          'municipal-bonds',
          'multi-asset',
          'alternatives',
          'international',
          'retirement',
          'tax-planning',
          'practice-management',
        ]),
      ),
      // Some categories carry only the language name (infos.en), as older taxonomy entries do.
      group(
        'product-insights',
        'Product Insights',
        pick(['mutual-funds', 'etfs', '529-plans', 'separately-managed-accounts', 'collective-investment-trusts']),
        'en',
      ),
      group('investor-goals', 'Investor Goals', INVESTOR_GOALS),
      group('plans', 'Plans', PLANS),
      group('tags', 'Tags', TAGS),
    ],
  };
}

/** Every key defined anywhere in the taxonomy. */
export function taxonomyKeys(taxonomy: Taxonomy): Set<string> {
  const keys = new Set<string>();
  const walk = (list: TaxonomyCategory[]) => {
    for (const category of list) {
      keys.add(category.key);
      walk(category.categories);
    }
  };
  walk(taxonomy.categories);
  return keys;
}
