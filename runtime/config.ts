/**
 * Page configuration: brand, phone numbers, service bases and the audience / site section read from the URL
 * (site spec 2.1). The CMS writes one or more `<script type="application/json" data-cm-config>` blocks; they are
 * data, never executed, so they work under a strict Content-Security-Policy. An element may override some values
 * with its own data-* attributes (see `configOverrideSchema`).
 */
import { accountSettings, accountsBlockSchema, mergeAccountsBlocks, type AccountSettings } from './config-accounts';
import { videoBlockSchema, videoSettings, type VideoSettings } from './config-video';
import { z } from './zod';

export type Audience = 'advisor' | 'investor' | 'institutional';
export type Environment = 'production' | 'staging' | 'development' | 'demo';

export interface ApiBases {
  /** {base}: the content resource API of the current section, before /halapi. */
  content: string;
  /** {cmsBase}: the content system's own resource API, before /halapi. */
  cms: string;
  /** Before /pnp.svc and /cmg.svc. */
  products: string;
  /** Before /adv.svc, /advexp.svc and /esc.svc. */
  auth: string;
  /** Before /api/... of the subscription centre. */
  subscriptions: string;
  /** Before /api/{collection}/search and /api/{site code}/autocomplete. */
  search: string;
  /** Before /api/email. */
  email: string;
}

export interface PageConfig {
  brand: string;
  brandCode: string;
  environment: Environment;
  /** Firm telephone numbers by name ({phone} in the specs' texts). */
  phones: Record<string, string>;
  api: ApiBases;
  /** Sent as HST-Authorization on content calls (site spec 7). */
  contentToken?: string;
  /** Request time limit in milliseconds. */
  timeoutMs: number;
  /** The site's time zone (IANA name): dates are the day it is there, for every visitor (runtime/format.ts). */
  timeZone: string;
  audience: Audience;
  /** {siteBase}: the audience's path prefix ('' for advisor, '/investor', '/institutional', ...). */
  siteBase: string;
  /** True under the /preview path prefix. */
  preview: boolean;
  /** The content section endpoint chosen from the path ('/advisor', '/investor', '/institutional', '/site', ...). */
  section: string;
  /** Where binary files (images, PDFs from the content system) are served. */
  binariesBase: string;
  /** Advisor sign-in settings. */
  accounts: AccountSettings;
  /** How the sign-in cookies are written (accounts spec 7.5). */
  cookies: CookieSettings;
  /**
   * The other sites that links from content and attributes may lead to, as origins (`https://host`): any other
   * http(s) link from data or an attribute must stay on the page's own origin (runtime/links.ts `contentLink`).
   */
  allowedOrigins: readonly string[];
  /** Which player the articles' videos play in (runtime/config-video.ts). */
  video: VideoSettings;
}

/**
 * accounts spec 7.5: "Cookies are set secure, with expiry 14600 (unit not shown), path /, and a site domain outside
 * local development." Secure is decided by the page's protocol (runtime/storage.ts) and the path is always /.
 */
export interface CookieSettings {
  /**
   * The site's cookie domain (".example-firm.com"), so that the sign-in reaches every host of the site. Used only
   * where the page's host lies in it: on localhost and other local hosts a browser would refuse the cookie.
   */
  domain: string | undefined;
  /** How long a sign-in cookie lasts, in seconds. */
  lifetimeSeconds: number;
}

/**
 * accounts spec 7.5 gives the expiry as "14600 (unit not shown)". Read as days it would keep a sign-in for forty
 * years (as long as a browser allows: 400 days in Chromium), on shared computers too; read as seconds it lasts about
 * four hours, the length of a working session. Seconds is the reading taken; a page's configuration block sets
 * another lifetime (`cookies.lifetimeSeconds`).
 */
export const COOKIE_LIFETIME_SECONDS = 14600;

/** Demo brand; a real page's configuration block names the firm's own. */
export const DEFAULT_BRAND = 'Calder Meridian';
export const DEFAULT_BRAND_CODE = 'cm';
export const DEFAULT_TIMEOUT_MS = 20000;

/**
 * The firm's time zone, the default of `timeZone`. The specs show dates as a day ("Month D, YYYY", MM/DD/YYYY) and
 * name no zone; a content system stores a publication date as an instant, picked by an editor at the firm. Shown in
 * each visitor's own zone, an article published at midnight would read the day before in California and a late
 * evening one the day after in Europe. Dates are shown as the day it was in the firm's zone, the same for everyone:
 * America/New_York, the U.S. markets' (and the demo firm's, in Boston) time. A site elsewhere sets its own.
 */
export const DEFAULT_TIME_ZONE = 'America/New_York';

/** An IANA time zone name the browser knows ("America/New_York", "UTC"). */
export function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/** Fictional numbers (555-01xx is reserved for fiction); a real page's configuration block sets the firm's own. */
export const DEMO_PHONES: Readonly<Record<string, string>> = {
  /** site spec 8: "Please call the National Sales Desk at {phone} for assistance." */
  nationalSalesDesk: '800-555-0110',
  /** accounts spec 8: "Please call a {brand} representative at {phone}" (advisor account support). */
  advisorSupport: '800-555-0120',
  /** products spec 7: literature orders, client services 8 a.m.-7 p.m. ET. */
  clientServices: '800-555-0130',
  /** Investor shareholder services. */
  shareholder: '800-555-0140',
  /** Institutional specialist. */
  institutional: '800-555-0150',
};

export { DEMO_ACCOUNTS, type AccountCodes, type AccountSettings } from './config-accounts';

// ---------------------------------------------------------------------------------------------------------------
// Site section from the URL (site spec 2.1)

export interface SiteInfo {
  audience: Audience;
  siteBase: string;
  preview: boolean;
  /** The content section endpoint: the content API of the page is `{section}/resourceapi`. */
  section: string;
  binariesBase: string;
}

/** site spec 2.1 "Local development site prefixes". */
const LOCAL_SITES = ['advisor', 'advisorspa', 'investor', 'investorspa', 'blog', 'institutional'];

/**
 * site spec 2.1: the audience, the audience's path prefix, preview mode and the content section endpoint of a
 * path. `brandCode` is {b} in /{b}-investor, /site/{b}-advisor and the like.
 */
export function resolveSite(pathname: string, brandCode: string): SiteInfo {
  const b = brandCode.toLowerCase();
  const segments = pathname.split(/[?#]/)[0]!.split('/').filter(Boolean);
  // site spec 2.1: "A /preview path prefix marks preview mode."
  const preview = segments[0]?.toLowerCase() === 'preview';
  if (preview) segments.shift();
  const lower = segments.map((s) => s.toLowerCase());
  const path = `/${lower.join('/')}`;
  const first = lower[0] ?? '';
  const prefix = preview ? '/preview' : '';

  // site spec 2.1: investor when the first segment is /investor or /investorspa, or the URL contains
  // /{b}-investor; institutional when the path is /institutional or the URL contains /{b}-institutional;
  // advisor otherwise. The first segment decides before the "contains" rules.
  let audience: Audience;
  if (first === 'investor' || first === 'investorspa') audience = 'investor';
  else if (first === 'institutional') audience = 'institutional';
  else if (path.includes(`/${b}-institutional`)) audience = 'institutional';
  else if (path.includes(`/${b}-investor`)) audience = 'investor';
  else audience = 'advisor';

  // Local development: /site/{b}-advisor, ... /site/{b}-blog (which uses the advisor prefix).
  const localIndex = first === 'site' ? lower.findIndex((s) => LOCAL_SITES.some((site) => s === `${b}-${site}`)) : -1;

  let siteBase: string;
  if (localIndex >= 0) {
    const channel = lower[localIndex] === `${b}-blog` ? `${b}-advisor` : segments[localIndex]!;
    siteBase = `${prefix}/${[...segments.slice(0, localIndex), channel].join('/')}`;
  } else if (first === 'site') {
    siteBase = `${prefix}/site`;
  } else {
    // The /advisor prefix adds nothing to built links; /investorspa is treated as /investor.
    siteBase = prefix + (audience === 'investor' ? '/investor' : audience === 'institutional' ? '/institutional' : '');
  }

  // site spec 2.1 "Site sections and their content endpoints": /site serves the content system's own and
  // preview pages; latest-insights and market-perspectives map to the blog endpoint /blogspa; /advisor covers
  // every other path.
  let section: string;
  if (preview || first === 'site') section = '/site';
  else if (first === 'institutional') section = '/institutional';
  else if (first === 'investor' || first === 'investorspa') section = '/investor';
  else if (first === 'insights')
    section = lower[1] === 'latest-insights' || lower[1] === 'market-perspectives' ? '/blogspa' : '/insights';
  else if (first === 'blogspa' || first === 'advisor-insights' || first === 'feature') section = `/${first}`;
  else section = '/advisor';

  // site spec 2.1: binaries under /binaries; in preview or site contexts under /site/binaries; locally under
  // /site/{b}-advisor/binaries.
  const binariesBase =
    localIndex >= 0 ? `/site/${b}-advisor/binaries` : preview || first === 'site' ? '/site/binaries' : '/binaries';

  return { audience, siteBase, preview, section, binariesBase };
}

// ---------------------------------------------------------------------------------------------------------------
// Page blocks and overrides

const environmentSchema = z.enum(['production', 'staging', 'development', 'demo']);
const apiKeys = ['content', 'cms', 'products', 'auth', 'subscriptions', 'search', 'email'] as const;

/** What one `<script type="application/json" data-cm-config>` block may set; every field is optional. */
export const pageConfigBlockSchema = z.object({
  brand: z.optional(z.string()),
  brandCode: z.optional(z.string().check(z.regex(/^[a-z0-9-]+$/))),
  environment: z.optional(environmentSchema),
  phones: z.optional(z.record(z.string(), z.string())),
  api: z.optional(
    z.object({
      content: z.optional(z.string()),
      cms: z.optional(z.string()),
      products: z.optional(z.string()),
      auth: z.optional(z.string()),
      subscriptions: z.optional(z.string()),
      search: z.optional(z.string()),
      email: z.optional(z.string()),
    }),
  ),
  contentToken: z.optional(z.string()),
  timeoutMs: z.optional(z.int().check(z.positive())),
  timeZone: z.optional(z.string()),
  accounts: z.optional(accountsBlockSchema),
  allowedOrigins: z.optional(z.array(z.httpUrl())),
  video: z.optional(videoBlockSchema),
  cookies: z.optional(
    z.object({
      domain: z.optional(z.string().check(z.regex(/^\.?[a-z0-9-]+(\.[a-z0-9-]+)+$/i))),
      lifetimeSeconds: z.optional(z.int().check(z.positive())),
    }),
  ),
});
export type PageConfigBlock = z.infer<typeof pageConfigBlockSchema>;

const configOverrideFields = {
  brand: z.optional(z.string()),
  brandCode: z.optional(z.string().check(z.regex(/^[a-z0-9-]+$/))),
  environment: z.optional(environmentSchema),
  apiContent: z.optional(z.string()),
  apiCms: z.optional(z.string()),
  apiProducts: z.optional(z.string()),
  apiAuth: z.optional(z.string()),
  apiSubscriptions: z.optional(z.string()),
  apiSearch: z.optional(z.string()),
  apiEmail: z.optional(z.string()),
};

/**
 * The values an element may override with its own data-* attribute (data-brand, data-brand-code,
 * data-environment, data-api-content, data-api-cms, data-api-products, data-api-auth, data-api-subscriptions,
 * data-api-search, data-api-email).
 */
export const configOverrideSchema = z.object(configOverrideFields);
export type ConfigOverrides = z.infer<typeof configOverrideSchema>;
export type ConfigOverrideKey = keyof ConfigOverrides;
export const configOverrideKeys = Object.keys(configOverrideFields) as ConfigOverrideKey[];

function describeIssues(issues: ReadonlyArray<{ path: PropertyKey[]; message: string }>): string {
  return issues.map((issue) => `${issue.path.map(String).join('.') || '(block)'}: ${issue.message}`).join('; ');
}

let pageBlock: PageConfigBlock | undefined;

/** Every configuration block of the page, merged in document order; a malformed block is reported and ignored. */
function readPageBlocks(): PageConfigBlock {
  if (pageBlock) return pageBlock;
  const merged: PageConfigBlock = {};
  const scripts =
    typeof document === 'undefined' ? [] : document.querySelectorAll('script[type="application/json"][data-cm-config]');
  scripts.forEach((script, index) => {
    let data: unknown;
    try {
      data = JSON.parse(script.textContent || '{}');
    } catch (error) {
      console.error(
        `[cm] page configuration: block ${index + 1} is not valid JSON and is ignored (${(error as Error).message}).`,
      );
      return;
    }
    const result = z.safeParse(pageConfigBlockSchema, data);
    const zone = result.data?.timeZone;
    const issues = result.success
      ? zone === undefined || isTimeZone(zone)
        ? []
        : [{ path: ['timeZone'], message: 'an IANA time zone such as America/New_York' }]
      : result.error.issues;
    if (!result.success || issues.length > 0) {
      console.error(`[cm] page configuration: block ${index + 1} is ignored: ${describeIssues(issues)}.`);
      return;
    }
    const { api, phones, accounts, cookies, allowedOrigins, video, ...rest } = result.data;
    Object.assign(merged, rest);
    if (api) merged.api = { ...merged.api, ...api };
    if (cookies) merged.cookies = { ...merged.cookies, ...cookies };
    if (video) merged.video = { ...merged.video, ...video };
    // Each block adds the sites it allows.
    if (allowedOrigins) merged.allowedOrigins = [...(merged.allowedOrigins ?? []), ...allowedOrigins];
    if (phones) merged.phones = { ...merged.phones, ...phones };
    if (accounts) merged.accounts = mergeAccountsBlocks(merged.accounts, accounts);
  });
  pageBlock = merged;
  return merged;
}

/** Valid, non-empty override values; an invalid one is left out (the element's attribute layer reports it). */
function validOverrides(overrides: Readonly<Record<string, unknown>>): ConfigOverrides {
  const valid: Record<string, unknown> = {};
  for (const key of configOverrideKeys) {
    const value = overrides[key];
    if (value === undefined || value === null || value === '') continue;
    const result = z.safeParse(configOverrideFields[key], value);
    if (result.success) valid[key] = result.data;
  }
  return valid as ConfigOverrides;
}

/** A base without its trailing slash, so `${base}/halapi/...` never doubles it. */
const trimBase = (base: string) => base.replace(/\/+$/, '');

const memo = new Map<string, PageConfig>();

/**
 * The page configuration, with an element's overrides applied. The same inputs return the same (frozen)
 * object, so it can serve as a React dependency.
 */
export function getPageConfig(overrides: ConfigOverrides | Readonly<Record<string, unknown>> = {}): PageConfig {
  const valid = validOverrides(overrides);
  const pathname = typeof location === 'undefined' ? '/' : location.pathname;
  const memoKey = `${pathname}\n${JSON.stringify(valid)}`;
  const cached = memo.get(memoKey);
  if (cached) return cached;

  const block = readPageBlocks();
  const brandCode = valid.brandCode ?? block.brandCode ?? DEFAULT_BRAND_CODE;
  const site = resolveSite(pathname, brandCode);
  const api: ApiBases = {
    content: `${site.section}/resourceapi`,
    cms: '/site/resourceapi',
    products: '',
    auth: '',
    subscriptions: '',
    search: '',
    email: '',
  };
  for (const key of apiKeys) {
    const overrideKey = `api${key[0]!.toUpperCase()}${key.slice(1)}` as ConfigOverrideKey;
    const value = valid[overrideKey] ?? block.api?.[key];
    if (value !== undefined) api[key] = value;
    api[key] = trimBase(api[key]);
  }
  const config: PageConfig = {
    brand: valid.brand ?? block.brand ?? DEFAULT_BRAND,
    brandCode,
    // Production unless told: a page without configuration never shows development notices to visitors.
    environment: valid.environment ?? block.environment ?? 'production',
    phones: Object.freeze({ ...DEMO_PHONES, ...block.phones }),
    api: Object.freeze(api),
    contentToken: block.contentToken ?? 'demo',
    timeoutMs: block.timeoutMs ?? DEFAULT_TIMEOUT_MS,
    timeZone: block.timeZone ?? DEFAULT_TIME_ZONE,
    ...site,
    accounts: accountSettings(block.accounts),
    allowedOrigins: Object.freeze([...new Set((block.allowedOrigins ?? []).map((url) => new URL(url).origin))]),
    cookies: Object.freeze({
      domain: block.cookies?.domain,
      lifetimeSeconds: block.cookies?.lifetimeSeconds ?? COOKIE_LIFETIME_SECONDS,
    }),
    video: videoSettings(block.video),
  };
  Object.freeze(config);
  memo.set(memoKey, config);
  return config;
}

/** Forgets the parsed page blocks and the built configurations (tests, or a page that replaced its blocks). */
export function resetPageConfig(): void {
  pageBlock = undefined;
  memo.clear();
}

/**
 * Fills {name} placeholders ({brand}, {phone}, {siteBase}, {rating provider} ...) with the given values; a
 * placeholder without a value is left as it is, so a missing value shows rather than vanishes.
 */
export function fillTemplate(
  text: string,
  values: Readonly<Record<string, string | number | undefined | null>>,
): string {
  return text.replace(/\{([^{}]+)\}/g, (whole, name: string) => {
    const value = values[name];
    return value === undefined || value === null ? whole : String(value);
  });
}
