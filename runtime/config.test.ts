// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_PHONES, fillTemplate, getPageConfig, resetPageConfig, resolveSite } from './config';

describe('resolveSite (site spec 2.1)', () => {
  const cases: Array<[string, { audience: string; siteBase: string; preview: boolean; section: string }]> = [
    ['/', { audience: 'advisor', siteBase: '', preview: false, section: '/advisor' }],
    ['/advisor/x', { audience: 'advisor', siteBase: '', preview: false, section: '/advisor' }],
    ['/about', { audience: 'advisor', siteBase: '', preview: false, section: '/advisor' }],
    ['/resources/literature/cart-order', { audience: 'advisor', siteBase: '', preview: false, section: '/advisor' }],
    ['/investor', { audience: 'investor', siteBase: '/investor', preview: false, section: '/investor' }],
    ['/investor/', { audience: 'investor', siteBase: '/investor', preview: false, section: '/investor' }],
    ['/investorspa/a', { audience: 'investor', siteBase: '/investor', preview: false, section: '/investor' }],
    [
      '/institutional',
      { audience: 'institutional', siteBase: '/institutional', preview: false, section: '/institutional' },
    ],
    [
      '/institutional/insights/latest-insights',
      { audience: 'institutional', siteBase: '/institutional', preview: false, section: '/institutional' },
    ],
    [
      '/institutional/investor-redirect',
      { audience: 'institutional', siteBase: '/institutional', preview: false, section: '/institutional' },
    ],
    [
      '/insights/latest-insights/some-article',
      { audience: 'advisor', siteBase: '', preview: false, section: '/blogspa' },
    ],
    ['/insights/market-perspectives', { audience: 'advisor', siteBase: '', preview: false, section: '/blogspa' }],
    ['/insights', { audience: 'advisor', siteBase: '', preview: false, section: '/insights' }],
    ['/blogspa/x', { audience: 'advisor', siteBase: '', preview: false, section: '/blogspa' }],
    ['/advisor-insights', { audience: 'advisor', siteBase: '', preview: false, section: '/advisor-insights' }],
    ['/feature/x', { audience: 'advisor', siteBase: '', preview: false, section: '/feature' }],
    [
      '/site/cm-institutional/x',
      { audience: 'institutional', siteBase: '/site/cm-institutional', preview: false, section: '/site' },
    ],
    [
      '/site/cm-investor/funds',
      { audience: 'investor', siteBase: '/site/cm-investor', preview: false, section: '/site' },
    ],
    [
      '/site/cm-investorspa',
      { audience: 'investor', siteBase: '/site/cm-investorspa', preview: false, section: '/site' },
    ],
    ['/site/cm-advisor/about', { audience: 'advisor', siteBase: '/site/cm-advisor', preview: false, section: '/site' }],
    ['/site/cm-advisorspa', { audience: 'advisor', siteBase: '/site/cm-advisorspa', preview: false, section: '/site' }],
    // site spec 2.1: /site/{b}-blog uses the advisor prefix.
    ['/site/cm-blog', { audience: 'advisor', siteBase: '/site/cm-advisor', preview: false, section: '/site' }],
    [
      '/preview/institutional/x',
      { audience: 'institutional', siteBase: '/preview/institutional', preview: true, section: '/site' },
    ],
    ['/preview/investor', { audience: 'investor', siteBase: '/preview/investor', preview: true, section: '/site' }],
    ['/preview', { audience: 'advisor', siteBase: '/preview', preview: true, section: '/site' }],
    // Only the first segment is the investor rule; /investment-products is an advisor page.
    ['/investment-products/mutual-funds', { audience: 'advisor', siteBase: '', preview: false, section: '/advisor' }],
    ['/about/institutional', { audience: 'advisor', siteBase: '', preview: false, section: '/advisor' }],
    [
      '/INSTITUTIONAL/Page',
      { audience: 'institutional', siteBase: '/institutional', preview: false, section: '/institutional' },
    ],
  ];
  it.each(cases)('%s', (path, expected) => {
    expect(resolveSite(path, 'cm')).toMatchObject(expected);
  });

  it('finds the brand prefix anywhere in the URL', () => {
    expect(resolveSite('/x/cm-investor/y', 'cm').audience).toBe('investor');
    expect(resolveSite('/x/cm-institutional/y', 'cm').audience).toBe('institutional');
    // Another brand's prefix is not ours.
    expect(resolveSite('/site/zz-institutional/x', 'cm').audience).toBe('advisor');
    expect(resolveSite('/site/zz-institutional/x', 'zz')).toMatchObject({
      audience: 'institutional',
      siteBase: '/site/zz-institutional',
    });
  });

  it('ignores a query string or hash passed with the path', () => {
    expect(resolveSite('/institutional?x=/cm-investor', 'cm').audience).toBe('institutional');
  });

  it('serves binaries per context (site spec 2.1)', () => {
    expect(resolveSite('/about', 'cm').binariesBase).toBe('/binaries');
    expect(resolveSite('/preview/about', 'cm').binariesBase).toBe('/site/binaries');
    expect(resolveSite('/site/_cmsinternal/x', 'cm').binariesBase).toBe('/site/binaries');
    expect(resolveSite('/site/cm-investor/x', 'cm').binariesBase).toBe('/site/cm-advisor/binaries');
  });
});

function addBlock(text: string) {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.setAttribute('data-cm-config', '');
  script.textContent = text;
  document.head.append(script);
}

describe('getPageConfig', () => {
  beforeEach(() => {
    resetPageConfig();
    document.head.innerHTML = '';
    history.replaceState(null, '', '/');
  });
  afterEach(() => vi.restoreAllMocks());

  it('gives the demo defaults on a page without configuration', () => {
    const config = getPageConfig();
    expect(config).toMatchObject({
      brand: 'Calder Meridian',
      brandCode: 'cm',
      environment: 'production',
      contentToken: 'demo',
      timeoutMs: 20000,
      timeZone: 'America/New_York',
      audience: 'advisor',
      siteBase: '',
      preview: false,
      api: {
        content: '/advisor/resourceapi',
        cms: '/site/resourceapi',
        products: '',
        auth: '',
        subscriptions: '',
        search: '',
        email: '',
      },
    });
    expect(config.phones).toEqual(DEMO_PHONES);
  });

  it('merges every block in document order, api and phones key by key', () => {
    addBlock(
      '{"brand": "First", "environment": "demo", "api": {"products": "https://p.example"}, "phones": {"shareholder": "1"}}',
    );
    addBlock('{"brand": "Second", "api": {"auth": "https://a.example/"}, "timeoutMs": 5000}');
    const config = getPageConfig();
    expect(config.brand).toBe('Second');
    expect(config.environment).toBe('demo');
    expect(config.timeoutMs).toBe(5000);
    expect(config.api.products).toBe('https://p.example');
    // A trailing slash is dropped so `${base}/adv.svc` never doubles it.
    expect(config.api.auth).toBe('https://a.example');
    expect(config.phones.shareholder).toBe('1');
    expect(config.phones.nationalSalesDesk).toBe(DEMO_PHONES.nationalSalesDesk);
  });

  it('the advisor sign-in settings: demo defaults, merged block by block, codes key by key', () => {
    expect(getPageConfig().accounts).toEqual(DEMO_ACCOUNTS);
    resetPageConfig();
    addBlock('{"accounts": {"tokenUrl": "https://idp.example/cl/v1/api/token", "codes": {"reRegister": ["9001"]}}}');
    addBlock('{"accounts": {"corporateDomains": ["firm.example"], "codes": {"investorUser": ["9002"]}}}');
    const accounts = getPageConfig().accounts;
    expect(accounts.tokenUrl).toBe('https://idp.example/cl/v1/api/token');
    expect(accounts.corporateDomains).toEqual(['firm.example']);
    expect(accounts.ssoLoginUrl).toBe(DEMO_ACCOUNTS.ssoLoginUrl);
    expect(accounts.codes).toEqual({
      reRegister: ['9001'],
      investorUser: ['9002'],
      passcodeIncorrect: DEMO_ACCOUNTS.codes.passcodeIncorrect,
    });
  });

  it('reads the video player settings (runtime/config-video.ts), block by block; an empty value is none', () => {
    expect(getPageConfig().video).toEqual({ player: undefined, account: '', blogAccount: undefined });
    resetPageConfig();
    addBlock('{"video": {"player": "/assets/player.js", "account": "main"}}');
    addBlock('{"video": {"blogAccount": "blog", "player": ""}}');
    expect(getPageConfig().video).toEqual({ player: undefined, account: 'main', blogAccount: 'blog' });
  });

  it("takes the site's time zone from a block, and refuses a name the browser does not know", () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    addBlock('{"timeZone": "Europe/London"}');
    expect(getPageConfig().timeZone).toBe('Europe/London');
    resetPageConfig();
    document.head.innerHTML = '';
    addBlock('{"timeZone": "Mars/Olympus_Mons"}');
    expect(getPageConfig().timeZone).toBe('America/New_York');
    expect(error).toHaveBeenCalledTimes(1);
    expect(error.mock.calls[0]![0]).toMatch(
      /block 1 is ignored: timeZone: an IANA time zone such as America\/New_York/,
    );
  });

  it('ignores a malformed block with one clear console error and keeps the others', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    addBlock('{"brand": "Kept"}');
    addBlock('{"brand": ');
    addBlock('{"environment": "live", "brand": "Dropped"}');
    const config = getPageConfig();
    expect(config.brand).toBe('Kept');
    expect(config.environment).toBe('production');
    expect(error).toHaveBeenCalledTimes(2);
    expect(error.mock.calls[0]![0]).toMatch(/^\[cm\] page configuration: block 2 is not valid JSON/);
    expect(error.mock.calls[1]![0]).toMatch(/^\[cm\] page configuration: block 3 is ignored: environment:/);
    // Memoised: a second read does not report again.
    getPageConfig({ brand: 'Other' });
    expect(error).toHaveBeenCalledTimes(2);
  });

  it('reads the audience and the content endpoint from the URL', () => {
    history.replaceState(null, '', '/institutional/about?x=1');
    expect(getPageConfig()).toMatchObject({
      audience: 'institutional',
      siteBase: '/institutional',
      api: { content: '/institutional/resourceapi' },
    });
    history.replaceState(null, '', '/preview/investor/funds');
    expect(getPageConfig()).toMatchObject({
      audience: 'investor',
      preview: true,
      siteBase: '/preview/investor',
      api: { content: '/site/resourceapi' },
    });
  });

  it('applies an element override over the page blocks, and ignores empty or invalid ones', () => {
    addBlock('{"brand": "Page", "api": {"content": "https://content.example"}}');
    const config = getPageConfig({
      brand: 'Element',
      apiContent: 'https://other.example/',
      environment: 'live',
      brandCode: '',
    });
    expect(config.brand).toBe('Element');
    expect(config.api.content).toBe('https://other.example');
    expect(config.environment).toBe('production');
    expect(config.brandCode).toBe('cm');
  });

  it('uses the overriding brand code for the site prefixes', () => {
    history.replaceState(null, '', '/site/zz-institutional/x');
    expect(getPageConfig().audience).toBe('advisor');
    expect(getPageConfig({ brandCode: 'zz' })).toMatchObject({
      audience: 'institutional',
      siteBase: '/site/zz-institutional',
    });
  });

  it('returns the same object for the same inputs', () => {
    expect(getPageConfig({ brand: 'X' })).toBe(getPageConfig({ brand: 'X', apiAuth: undefined }));
    expect(getPageConfig({ brand: 'X' })).not.toBe(getPageConfig({ brand: 'Y' }));
  });
});

describe('fillTemplate', () => {
  it('fills known placeholders and leaves unknown ones visible', () => {
    expect(
      fillTemplate('Please call a {brand} representative at {phone} for assistance. {other}', {
        brand: 'Calder Meridian',
        phone: '800-555-0120',
      }),
    ).toBe('Please call a Calder Meridian representative at 800-555-0120 for assistance. {other}');
  });
  it('fills names with spaces and repeated placeholders', () => {
    expect(
      fillTemplate('{rating provider} Rating as of {asOfDate}; {rating provider}', {
        'rating provider': 'Starline',
        asOfDate: '03/31/2025',
      }),
    ).toBe('Starline Rating as of 03/31/2025; Starline');
  });
});
