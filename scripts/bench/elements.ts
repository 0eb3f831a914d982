/**
 * Every element's interactions in `npm run bench` (the `elements` section, called from scripts/bench.ts): on each
 * element's demo page, what a visitor does with it (a tab, a chip, a keystroke, a button), each timed from the event
 * to the paint after the element's shadow DOM settled (`SETTLE`, scripts/bench/settle.ts), at normal speed and with
 * the CPU slowed four times (DevTools' `Emulation.setCPUThrottlingRate`, a mid-range phone), the median of the runs.
 * The two speeds alternate run for run, so a slower spell of the machine weighs on both alike; the page is brought to
 * the state an interaction starts from at normal speed, and only the timed interaction runs slowed.
 *
 * An interaction whose state comes from a call to the fixture backend (a sign-in step, a toggle that saves, an order
 * sent) includes that call: the calls made between the event and the settled paint are counted and printed beside it.
 * The goal is every interaction under 100 ms at 4× slowdown; the limits of bench/budgets.json (`interactions`) are
 * checked against the 4× medians.
 *
 *   npx tsx scripts/bench/elements.ts [--runs 7] [--only-element site-search]   this section alone, on dist/
 *   npx tsx scripts/bench/elements.ts --profile "chip released" [--runs 3]
 *       where the time of the interactions whose "<tag>: <label>" contains the text goes at 4×: each traced
 *       (DevTools `Tracing`, timeline and CPU profile) on a build of the library without minifying, and the main
 *       thread's work from the event to the paint printed by kind (script, style, layout, paint, garbage
 *       collection), by React phase and by function
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { chromium, type Browser, type BrowserContext, type CDPSession, type Page, type Request } from 'playwright-core';
import { startServer } from '../../demo-pages/server';
import { CHROMIUM, chromiumArgs } from '../../tests/browsers.mjs';
import { median, renderElements, timing, type ElementInteraction, type ElementsResult } from '../bench-report';
import { buildUnminified } from './builds';
import { SETTLE, js, settle, type SettleOptions } from './settle';
import { breakdown, functions, samples, type TraceEvent } from './trace';

export interface ElementsBenchOptions {
  runs: number;
  warmUps: number;
  /** Quiet time before each timed interaction, after a garbage collection. */
  pauseMs: number;
  /** Only the elements whose tag contains this text (a quick look while working on one). */
  only?: string;
}

/** DevTools' CPU throttling rate of the slowed runs: Lighthouse's mobile profile. */
export const CPU_SLOWDOWN = 4;
/** The issue's goal for every interaction at that slowdown. */
export const INTERACTION_GOAL_MS = 100;

/** What a timed interaction runs: the act and the settled state, page expressions. */
interface Timed {
  act: string;
  done: string;
  options?: SettleOptions;
}

interface Step {
  label: string;
  /** The call to the fixture backend the state waits on, in words (printed with the figures). */
  call?: string;
  /** The shadow roots watched: a selector list (the element's tag by default). */
  hosts?: string;
  /** Untimed, at normal speed: brings the page to the state the step starts from. */
  prepare: (page: Page, run: number) => Promise<Timed>;
}

interface ElementBench {
  tag: string;
  /** The demo page, as a path under the server. */
  page: string;
  /** Run once in the fresh context before the page opens (a sign-in, a cart). */
  before?: (context: BrowserContext) => Promise<void>;
  /** Run once the page is ready, before the first step (what the steps need to learn from the page). */
  setup?: (page: Page, base: string) => Promise<void>;
  /** Page expression: the element drawn and ready for its first step. */
  ready: string;
  /** In order; the last leaves the element where the first starts, or the first reloads the page. */
  steps: Step[];
}

const shadow = (host: string) => `window.__shadow(${js(host)})`;
const buttonNamed = (host: string, selector: string, name: string) =>
  `[...${shadow(host)}.querySelectorAll(${js(selector)})].find((b) => b.textContent.trim() === ${js(name)})`;

async function waitFor(page: Page, expression: string, what: string, timeout = 30_000) {
  try {
    await page.waitForFunction(expression, null, { timeout });
  } catch {
    throw new Error(`${what}: not there within ${timeout / 1000} s`);
  }
}

/** The page opened again, as a visitor arrives, with what the element keeps in storage left as `keep` says. */
async function reload(page: Page, ready: string, what: string) {
  await page.reload();
  await waitFor(page, ready, what);
}

// ---------------------------------------------------------------------------------------------------------------
// literature-library

const LIBRARY = 'literature-library';
const libraryReady = `/Displaying [1-9]/.test(window.__count(${js(LIBRARY)})) && window.__firstRows(${js(LIBRARY)}) !== ''`;
const libraryCount = `window.__count(${js(LIBRARY)})`;

function libraryTab(name: string): Step {
  const tab = buttonNamed(LIBRARY, 'a.cm-tab', name);
  return {
    label: `tab switch (to ${name})`,
    // The warm-up run fetched the tab's documents: the timed runs take them from the page session's cache.
    prepare: async (page) => {
      const before = (await page.evaluate(libraryCount)) as string;
      return {
        act: `${tab}.click()`,
        done: `${tab}.getAttribute('aria-selected') === 'true' && /Displaying [1-9]/.test(${libraryCount}) && ${libraryCount} !== ${js(before)} && window.__firstRows(${js(LIBRARY)}) !== ''`,
      };
    },
  };
}

function libraryChip(on: boolean): Step {
  const chip = buttonNamed(LIBRARY, 'button.chip', 'Fact Sheet');
  return {
    label: on ? '"Fact Sheet" chip pressed' : 'chip released',
    prepare: async (page) => {
      const before = (await page.evaluate(libraryCount)) as string;
      return {
        act: `${chip}.click()`,
        done: `${chip}.getAttribute('aria-pressed') === ${js(String(on))} && ${libraryCount} !== ${js(before)}`,
      };
    },
  };
}

function libraryKeystroke(text: string, label: string): Step {
  return {
    label,
    prepare: async (page) => {
      const before = (await page.evaluate(libraryCount)) as string;
      return { act: `window.__type(${js(LIBRARY)}, ${js(text)})`, done: `${libraryCount} !== ${js(before)}` };
    },
  };
}

function libraryCart(tick: boolean): Step {
  return {
    label: tick ? '"Add to Cart" ticked' : '"Add to Cart" unticked',
    prepare: async (_page, run) => {
      const box = `[...${shadow(LIBRARY)}.querySelectorAll('tbody tr:not([hidden]) .mail-order input')][${run}]`;
      return {
        act: `${box}.click()`,
        done: `${box}.parentElement.textContent.trim() === ${js(tick ? 'In Cart' : 'Add to Cart')}`,
      };
    },
  };
}

const literatureLibrary: ElementBench = {
  tag: LIBRARY,
  page: 'resources/literature/#mutual-funds',
  ready: libraryReady,
  steps: [
    libraryTab('Listed Closed-End Funds'),
    libraryTab('Mutual Funds'),
    libraryChip(true),
    libraryChip(false),
    libraryKeystroke('g', 'search keystroke ("g")'),
    libraryKeystroke('', 'search cleared'),
    libraryCart(true),
    libraryCart(false),
  ],
};

// ---------------------------------------------------------------------------------------------------------------
// cart-order

const CART = 'cart-order';
const CART_KEY = 'fundLiteratureOrderCart';
/** Three documents, as the library stores them (tests/e2e/hostile.spec.ts seeds the cart the same way). */
const CART_ITEMS = ['Fact Sheet', 'Prospectus', 'Annual Report'].map((type, i) => ({
  cartId: `12345678${i}_${type}`,
  fundName: `Calder Meridian ${['Growth', 'Core Bond', 'Balanced'][i]} Fund`,
  productType: 'Mutual Funds',
  dDocType: type,
  fileName: type,
  fileDDocType: type.replace(/ /g, ''),
  fileUrl: `/binaries/content/assets/cm/literature/document-${i}.pdf`,
  fundClass: 'A',
  quantity: 1,
  orderable: true,
}));
const cartRows = `${shadow(CART)}?.querySelectorAll('tbody tr.cm-row:not([hidden])').length`;
const cartHeading = (text: string) => `${shadow(CART)}.querySelector('h1')?.textContent.trim() === ${js(text)}`;
const cartReady = `${cartRows} === ${CART_ITEMS.length}`;
/** The mailing address, by the fields' names (services/literature-vocabulary.ts MAILING_FIELDS). */
const ADDRESS: ReadonlyArray<readonly [string, string]> = [
  ['name', 'Jane Advisor'],
  ['firmname', 'Harbor Wealth Partners'],
  ['address1', '1 Federal Street'],
  ['city', 'Boston'],
  ['zip', '02110'],
  ['phone', '617-555-0199'],
  ['email', 'jane@example.com'],
];

const cartOrder: ElementBench = {
  tag: CART,
  page: 'resources/literature/cart-order',
  // The first visit finds the cart filled; each run fills it again (its first step).
  before: async (context) => {
    await context.addInitScript({
      content: `if (!localStorage.getItem(${js(CART_KEY)})) localStorage.setItem(${js(CART_KEY)}, ${js(JSON.stringify(CART_ITEMS))});`,
    });
  },
  ready: cartReady,
  steps: [
    {
      label: 'quantity changed (1 to 4)',
      // The header's count follows the cart: it is part of what the visitor sees change.
      hosts: 'cart-order, cart-count',
      prepare: async (page) => {
        // A full cart again, as the library leaves it: Remove and Submit Order empty it every run.
        await page.evaluate(`localStorage.setItem(${js(CART_KEY)}, ${js(JSON.stringify(CART_ITEMS))})`);
        await reload(page, cartReady, 'the cart with its items');
        return {
          act: `window.__select(${shadow(CART)}.querySelector('select.cart-quantity'), '4')`,
          done: `JSON.parse(localStorage.getItem(${js(CART_KEY)}))[0].quantity === 4`,
          options: { unchanged: true },
        };
      },
    },
    {
      label: 'Remove',
      hosts: 'cart-order, cart-count',
      prepare: async () => ({
        act: `${shadow(CART)}.querySelector('button.cart-remove').click()`,
        done: `${cartRows} === ${CART_ITEMS.length - 1}`,
      }),
    },
    {
      label: 'Check Out (to the address form)',
      prepare: async () => ({
        act: `${buttonNamed(CART, 'button', 'Check Out')}.click()`,
        done: cartHeading('Checkout'),
      }),
    },
    {
      label: 'Submit Order (to the confirmation)',
      call: 'the order e-mail (POST /api/email)',
      hosts: 'cart-order, cart-count',
      prepare: async (page) => {
        const form = page.locator(CART);
        for (const [name, value] of ADDRESS) await form.locator(`input[name="${name}"]`).fill(value);
        await form.locator('select[name="state"]').selectOption('MA');
        return {
          act: `${shadow(CART)}.querySelector('button[type="submit"]').click()`,
          done: cartHeading('Order Confirmation'),
        };
      },
    },
  ],
};

// ---------------------------------------------------------------------------------------------------------------
// advisor-login

const LOGIN = 'advisor-login';
const loginReady = `!!${shadow(LOGIN)}?.querySelector('input[name="username"]')`;
const passwordShown = `!!${shadow(LOGIN)}.querySelector('input[name="password"]')`;
const loginSubmit = `${shadow(LOGIN)}.querySelector('button[type="submit"]').click()`;

/** Signed out and nothing remembered: the login page as a first visit opens it. */
async function freshLogin(page: Page) {
  await page.context().clearCookies();
  await page.evaluate('localStorage.clear(); sessionStorage.clear()');
  await reload(page, loginReady, 'the login form');
}

const advisorLogin: ElementBench = {
  tag: LOGIN,
  page: 'login',
  ready: loginReady,
  steps: [
    {
      // An e-mail address as the user ID: the element asks no service before the password panel (the user ID's
      // check, validateuser, is for a user ID that is no e-mail address).
      label: 'Next (user ID to the password panel)',
      prepare: async (page) => {
        await freshLogin(page);
        await page.locator(LOGIN).getByLabel('User ID', { exact: true }).fill('avery.allen@northfield-advisors.com');
        return { act: loginSubmit, done: passwordShown };
      },
    },
    {
      label: 'Log in (password to the second-factor panel)',
      call: 'the token and login calls, a user asked for a second factor (blake.brown)',
      prepare: async (page) => {
        await freshLogin(page);
        const form = page.locator(LOGIN);
        await form.getByLabel('User ID', { exact: true }).fill('blake.brown@northfield-advisors.com');
        await form.getByRole('button', { name: 'Next', exact: true }).click();
        await waitFor(page, passwordShown, 'the password panel');
        await form.getByLabel('Password', { exact: true }).fill('Meridian#2031');
        return {
          act: loginSubmit,
          done: `${shadow(LOGIN)}.querySelector('h2')?.textContent.trim() === 'Help us keep your account more secure'`,
        };
      },
    },
  ],
};

// ---------------------------------------------------------------------------------------------------------------
// subscription-modal

const MODAL = 'subscription-modal';
const modalReady = `!!${shadow(MODAL)}?.querySelector('button.trigger')`;
const roleRadio = (index: number) =>
  `${shadow(MODAL)}.querySelectorAll('fieldset.roles input[type="radio"]')[${index}]`;
const firstChoice = `${shadow(MODAL)}.querySelector('fieldset.choice-group input[type="checkbox"]')`;

function modalRole(index: number, label: string): Step {
  return {
    label,
    prepare: async () => ({
      act: `${roleRadio(index)}.click()`,
      done: `${roleRadio(index)}.checked`,
      options: { unchanged: true },
    }),
  };
}

function modalChoice(tick: boolean): Step {
  return {
    label: tick ? 'a choice ticked' : 'a choice unticked',
    prepare: async (page) => {
      const before = (await page.evaluate(`${firstChoice}.checked`)) as boolean;
      return {
        act: `${firstChoice}.click()`,
        done: `${firstChoice}.checked === ${!before}`,
        options: { unchanged: true },
      };
    },
  };
}

const subscriptionModal: ElementBench = {
  tag: MODAL,
  page: 'subscription-modal.html',
  ready: modalReady,
  steps: [
    {
      label: 'open (the Subscribe button)',
      prepare: async (page) => {
        // Closing the modal reloads the page (subscriptions spec): each run opens it on a fresh page.
        await reload(page, modalReady, 'the Subscribe button');
        return {
          act: `${shadow(MODAL)}.querySelector('button.trigger').click()`,
          done: `!!${shadow(MODAL)}.querySelector('dialog[open] fieldset.choice-group input')`,
        };
      },
    },
    modalRole(1, 'role chosen (Individual Investor)'),
    modalRole(0, 'role chosen (Financial Professional)'),
    modalChoice(true),
    modalChoice(false),
  ],
};

// ---------------------------------------------------------------------------------------------------------------
// category-subscription-button

const BUTTON = 'category-subscription-button[data-subscription-name="Retirement"]';
const buttonText = `${shadow(BUTTON)}?.textContent.trim()`;

/** Alex Morgan signed in to the subscription centre, as the demo page's own button does (subscriptions/demo.js). */
async function signInSubscriber(context: BrowserContext) {
  const profile = {
    firstName: 'Alex',
    lastName: 'Morgan',
    emailId: 'alex.morgan@harborwealth.com',
    token: null,
    wholeSalerID: null,
    role: 'Advisor',
    firmName: 'Harbor Wealth Partners',
    firmId: null,
    parentFirmName: null,
    parentFirmId: null,
  };
  await context.addInitScript({
    content: `if (!localStorage.getItem('ESC_PROFILE')) { localStorage.setItem('ESC_PROFILE', ${js(JSON.stringify(profile))}); localStorage.setItem('ESC_SIGNED_IN', 'LOGGEDIN'); }`,
  });
}

function toggle(label: string): Step {
  return {
    label,
    call: 'the saving of the subscription (updateSubscriptions)',
    hosts: 'category-subscription-button',
    prepare: async (page) => {
      const before = (await page.evaluate(buttonText)) as string;
      return {
        act: `${shadow(BUTTON)}.querySelector('button, input').click()`,
        done: `${buttonText} !== ${js(before)} && !${shadow(BUTTON)}.querySelector('[aria-busy="true"], [aria-disabled="true"]')`,
      };
    },
  };
}

const categorySubscriptionButton: ElementBench = {
  tag: 'category-subscription-button',
  page: 'category-subscription-button.html',
  before: signInSubscriber,
  ready: `/^Subscri/.test(${buttonText} ?? '')`,
  // The fixture backend starts with Retirement not held: the first click subscribes, the second unsubscribes.
  steps: [toggle('toggle on (a content button, signed in)'), toggle('toggle off')],
};

// ---------------------------------------------------------------------------------------------------------------
// site-search

const SEARCH = 'site-search';
const suggestionsShown = `${shadow(SEARCH)}.querySelectorAll('[role="option"]').length > 0`;
/**
 * Three-letter beginnings of words the fixture's search index holds: each keystroke asks for a term not asked before
 * in the page (an identical GET is answered from the page session's cache). Those without a suggestion are dropped at
 * the start (`usableTerms`).
 */
const TERM_STEMS = [
  'bond',
  'fund',
  'calder',
  'meridian',
  'growth',
  'income',
  'equity',
  'return',
  'tax',
  'municipal',
  'international',
  'capital',
  'value',
  'global',
  'small',
  'short',
  'long',
  'dividend',
  'emerging',
  'yield',
  'prospectus',
  'fact',
  'annual',
  'report',
  'retirement',
  'market',
  'insight',
  'portfolio',
  'strategy',
  'advisor',
  'allocation',
  'balanced',
  'core',
  'total',
  'index',
  'select',
  'premium',
  'quality',
  'opportunity',
  'sustainable',
];

async function usableTerms(page: Page, base: string): Promise<string[]> {
  // The address the element asks, learnt from one keystroke: no copy of the service's route here.
  const asked = page.waitForRequest((request) => request.url().includes('/autocomplete/'));
  await page.evaluate(`window.__type(${js(SEARCH)}, 'bon')`);
  const template = (await asked).url();
  await page.evaluate(`window.__type(${js(SEARCH)}, '')`);
  const found: string[] = [];
  for (const stem of new Set(TERM_STEMS.map((word) => word.slice(0, 3)))) {
    if (stem === 'bon') continue;
    const url = template.replace(/\/autocomplete\/[^/?]+/, `/autocomplete/${stem}`);
    const answer = (await (await page.request.get(url.startsWith('http') ? url : `${base}${url}`)).json()) as unknown;
    const words = Array.isArray(answer) ? answer : (answer as { suggestions?: unknown[] }).suggestions;
    if (words?.length) found.push(stem);
  }
  return found;
}

function searchKeystroke(terms: () => string[]): Step {
  let used = 0;
  return {
    label: 'keystroke to the suggestions drawn (third letter)',
    call: 'the suggestions (autocomplete), asked after the 150 ms pause the spec sets',
    prepare: async (page) => {
      const list = terms();
      const term = list[used % list.length]!;
      used += 1;
      await page.evaluate(`window.__type(${js(SEARCH)}, ${js(term.slice(0, 2))})`);
      await waitFor(page, `!(${suggestionsShown})`, 'the suggestions closed');
      return { act: `window.__type(${js(SEARCH)}, ${js(term)})`, done: suggestionsShown };
    },
  };
}

let searchTerms: string[] = [];
const siteSearchBox: ElementBench = {
  tag: SEARCH,
  page: 'about.html',
  ready: `!!${shadow(SEARCH)}?.querySelector('input')`,
  setup: async (page, base) => {
    searchTerms = await usableTerms(page, base);
    if (!searchTerms.length) throw new Error('no term of the list has a suggestion');
  },
  steps: [searchKeystroke(() => searchTerms)],
};

const RESULT_TERMS = ['equity', 'bond'] as const;
/** The search page's count of results, read out politely: "135 results for "bond"". */
const resultsFor = (term: string) =>
  `[...(${shadow(SEARCH)}?.querySelectorAll('p') ?? [])].some((p) => /results? for/.test(p.textContent) && p.textContent.includes(${js(`"${term}"`)}))`;
const siteSearchPage: ElementBench = {
  tag: SEARCH,
  page: 'search?search=bond',
  ready: resultsFor('bond'),
  steps: RESULT_TERMS.map((term) => ({
    label: `search page: submit to the results drawn ("${term}")`,
    call: 'the search call, and the loading image the spec shows for at least 1 s',
    prepare: async (page: Page) => {
      await page.evaluate(`window.__type(${js(SEARCH)}, ${js(term)}, 'input')`);
      return {
        act: `${shadow(SEARCH)}.querySelector('button.cm-combobox-submit').click()`,
        done: resultsFor(term),
      };
    },
  })),
};

// ---------------------------------------------------------------------------------------------------------------
// insights-list

const INSIGHTS = 'insights-list';
const insightsCount = `(${shadow(INSIGHTS)}?.querySelector('.filters-count')?.textContent ?? '')`;
const insightsReady = `/Displaying [1-9]/.test(${insightsCount})`;

function insightsStep(label: string, act: string, extra = 'true', reloadFirst = false): Step {
  return {
    label,
    call: 'the summary of each card drawn for the first time (one call a card, `?_fields=description`)',
    prepare: async (page) => {
      if (reloadFirst) await reload(page, insightsReady, 'the insights list');
      const before = (await page.evaluate(insightsCount)) as string;
      return { act, done: `${insightsCount} !== ${js(before)} && ${extra}` };
    },
  };
}

const insightsChip = buttonNamed(INSIGHTS, 'button.chip', 'Fixed Income');
const insightsList: ElementBench = {
  tag: INSIGHTS,
  page: 'insights/latest-insights',
  ready: insightsReady,
  steps: [
    // Load More at the end of the last run leaves 18 cards: the page starts again at 9.
    insightsStep(
      '"Fixed Income" chip pressed',
      `${insightsChip}.click()`,
      `${insightsChip}.getAttribute('aria-pressed') === 'true'`,
      true,
    ),
    insightsStep(
      'chip released',
      `${insightsChip}.click()`,
      `${insightsChip}.getAttribute('aria-pressed') === 'false'`,
    ),
    insightsStep('search keystroke ("m")', `window.__type(${js(INSIGHTS)}, 'm')`),
    insightsStep('search cleared', `window.__type(${js(INSIGHTS)}, '')`),
    insightsStep('Load More (9 more cards)', `${shadow(INSIGHTS)}.querySelector('[part~="load-more"]').click()`),
  ],
};

// ---------------------------------------------------------------------------------------------------------------
// disclaimer-modal

const DISCLAIMER = 'disclaimer-modal';
const dialogOpen = `!!${shadow(DISCLAIMER)}?.querySelector('dialog[open]')`;

const disclaimerModal: ElementBench = {
  tag: DISCLAIMER,
  page: 'disclaimer-modal.html',
  ready: dialogOpen,
  steps: [
    {
      label: 'open (the element added, as a CMS preview adds it)',
      hosts: DISCLAIMER,
      prepare: async (page) => {
        // The page's own disclaimer, kept as it was written, then taken out with the acceptance it stored.
        await page.evaluate(`(() => {
          const shown = document.querySelector(${js(DISCLAIMER)});
          if (shown) {
            window.__disclaimer ??= { markup: shown.cloneNode(true), parent: shown.parentNode, next: shown.nextSibling };
            shown.remove();
          }
          localStorage.clear();
          sessionStorage.clear();
        })()`);
        return {
          act: `window.__disclaimer.parent.insertBefore(window.__disclaimer.markup.cloneNode(true), window.__disclaimer.next)`,
          done: dialogOpen,
          options: { added: true },
        };
      },
    },
    {
      label: 'I accept (to the dialog closed)',
      prepare: async () => ({
        act: `${shadow(DISCLAIMER)}.querySelector('button.accept').click()`,
        done: `!${shadow(DISCLAIMER)}.querySelector('dialog[open]')`,
      }),
    },
  ],
};

// ---------------------------------------------------------------------------------------------------------------
// The runs

const BUDGETS = join(resolve(import.meta.dirname, '../..'), 'bench/budgets.json');

/** The limits at 4× of bench/budgets.json, by "<tag>: <interaction>". */
export function interactionBudgets(file = BUDGETS): Record<string, number> {
  return (JSON.parse(readFileSync(file, 'utf8')) as { interactions?: Record<string, number> }).interactions ?? {};
}

async function openElement(browser: Browser, base: string, bench: ElementBench) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await context.addInitScript({ content: SETTLE });
  await bench.before?.(context);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(`${base}${bench.page}`);
  try {
    await waitFor(page, bench.ready, `${bench.tag} on ${bench.page}`);
  } catch (error) {
    throw new Error(
      `${(error as Error).message}${errors.length ? ` (page errors: ${errors.slice(0, 3).join(' | ')})` : ''}`,
    );
  }
  const cdp = await context.newCDPSession(page);
  return { context, page, cdp };
}

/** A call's path, an identifier in it written `{id}`: "/blogspa/.../documents/{id}". */
export const callPath = (url: string) =>
  new URL(url).pathname
    .replace(/\/[0-9a-f]{8}-[0-9a-f-]{27,}(?=\/|$)/gi, '/{id}')
    .replace(/\/autocomplete\/[^/]+/, '/autocomplete/{term}');

async function timeStep(
  page: Page,
  cdp: CDPSession,
  tag: string,
  step: Step,
  run: number,
  rate: number,
  pauseMs: number,
) {
  const timed = await step.prepare(page, run);
  // The calls to the fixture backend made while the interaction runs (the library's chunks are no call).
  let calls = 0;
  const paths = new Set<string>();
  const count = (request: Request) => {
    if (!['fetch', 'xhr'].includes(request.resourceType())) return;
    calls += 1;
    paths.add(callPath(request.url()));
  };
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  page.on('request', count);
  try {
    const ms = await settle(page, step.hosts ?? tag, timed.act, timed.done, pauseMs, timed.options);
    return { ms, calls, paths };
  } finally {
    page.off('request', count);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  }
}

async function measureElement(
  browser: Browser,
  base: string,
  bench: ElementBench,
  options: ElementsBenchOptions,
  budgets: Record<string, number>,
): Promise<ElementInteraction[]> {
  const { context, page, cdp } = await openElement(browser, base, bench);
  try {
    await bench.setup?.(page, base);
    const samples = bench.steps.map(() => ({
      normal: [] as number[],
      slowed: [] as number[],
      calls: [] as number[],
      paths: new Set<string>(),
    }));
    for (let run = 0; run < options.warmUps + options.runs; run += 1) {
      for (const rate of [1, CPU_SLOWDOWN]) {
        for (const [i, step] of bench.steps.entries()) {
          const { ms, calls, paths } = await timeStep(
            page,
            cdp,
            bench.tag,
            step,
            run * 2 + (rate === 1 ? 0 : 1),
            rate,
            options.pauseMs,
          );
          if (run < options.warmUps) continue;
          (rate === 1 ? samples[i]!.normal : samples[i]!.slowed).push(ms);
          samples[i]!.calls.push(calls);
          for (const path of paths) samples[i]!.paths.add(path);
        }
      }
    }
    return bench.steps.map((step, i) => {
      const key = `${bench.tag}: ${step.label}`;
      return {
        element: bench.tag,
        page: bench.page,
        label: step.label,
        ...(step.call ? { call: step.call } : {}),
        calls: median(samples[i]!.calls),
        callPaths: [...samples[i]!.paths].sort(),
        normal: timing(samples[i]!.normal),
        slowed: timing(samples[i]!.slowed),
        ...(budgets[key] !== undefined ? { budgetMs: budgets[key] } : {}),
      };
    });
  } finally {
    await context.close();
  }
}

export const ELEMENT_BENCHES: readonly ElementBench[] = [
  literatureLibrary,
  cartOrder,
  advisorLogin,
  subscriptionModal,
  categorySubscriptionButton,
  siteSearchBox,
  siteSearchPage,
  insightsList,
  disclaimerModal,
];

export async function measureElements(
  browser: Browser,
  base: string,
  options: ElementsBenchOptions,
  report: (message: string) => void,
): Promise<ElementsResult> {
  const budgets = interactionBudgets();
  const interactions: ElementInteraction[] = [];
  for (const bench of ELEMENT_BENCHES.filter((b) => !options.only || b.tag.includes(options.only))) {
    console.log(`[bench] elements: ${bench.tag} on ${bench.page}`);
    try {
      interactions.push(...(await measureElement(browser, base, bench, options, budgets)));
    } catch (error) {
      report(`elements: ${bench.tag} on ${bench.page} not measured (${(error as Error).message.split('\n')[0]})`);
    }
  }
  return {
    cpuSlowdown: CPU_SLOWDOWN,
    goalMs: INTERACTION_GOAL_MS,
    details: [
      `Each interaction on the element's demo page, from the event to the paint after the element's shadow DOM settled, at normal speed and with the CPU slowed ${CPU_SLOWDOWN}× (DevTools' \`Emulation.setCPUThrottlingRate\`), the two alternating run for run; ${options.runs} runs after ${options.warmUps} warm-up.`,
      `Goal: every interaction under ${INTERACTION_GOAL_MS} ms at ${CPU_SLOWDOWN}×; ✗ marks one over it. "limit" is its limit in bench/budgets.json (\`interactions\`), checked against the ${CPU_SLOWDOWN}× median (\`--check\` makes a run over a limit fail).`,
      '"calls" is the median number of calls to the fixture backend made between the event and the settled paint: an interaction that waits on one includes its round trip (on the local demo server, no network throttling).',
    ],
    interactions,
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Where the time goes (`--profile`)

const TRACE_CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8.execute',
  'blink.user_timing',
  'disabled-by-default-v8.cpu_profiler',
];

interface TracedTotals {
  painted: number[];
  /** Mean milliseconds by kind of work, by function and by React phase. */
  kinds: Map<string, number>;
  fns: Map<string, number>;
  phases: Map<string, number>;
}

/** The interactions whose "<tag>: <label>" contains `match`, traced `runs` times each at 4×, their breakdown printed. */
export async function profileElements(browser: Browser, base: string, match: string, runs: number, pauseMs: number) {
  for (const bench of ELEMENT_BENCHES) {
    const wanted = bench.steps.filter((step) => `${bench.tag}: ${step.label}`.includes(match));
    if (!wanted.length) continue;
    const { context, page, cdp } = await openElement(browser, base, bench);
    try {
      await bench.setup?.(page, base);
      const totals = new Map<Step, TracedTotals>();
      for (let run = 0; run < runs + 1; run += 1) {
        for (const step of bench.steps) {
          const traced = wanted.includes(step) && run > 0;
          const events: TraceEvent[] = [];
          const collect = (data: { value: object[] }) => events.push(...(data.value as TraceEvent[]));
          if (traced) {
            cdp.on('Tracing.dataCollected', collect);
            await cdp.send('Tracing.start', {
              transferMode: 'ReportEvents',
              traceConfig: { includedCategories: TRACE_CATEGORIES, recordMode: 'recordAsMuchAsPossible' },
            });
          }
          const timed = await step.prepare(page, run);
          await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
          const act = `performance.mark('step-start'); ${timed.act}`;
          const painted = await settle(page, step.hosts ?? bench.tag, act, timed.done, pauseMs, timed.options);
          await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
          if (!traced) continue;
          const complete = new Promise<void>((done) => cdp.once('Tracing.tracingComplete', () => done()));
          await cdp.send('Tracing.end');
          await complete;
          cdp.off('Tracing.dataCollected', collect);
          // From the mark the act sets as it starts, for the time the timer measured.
          const from = events.find((e) => e.name === 'step-start')?.ts ?? 0;
          const b = breakdown(events, from, from + painted * 1000);
          const f = functions(samples(events), from, from + painted * 1000);
          const total: TracedTotals = totals.get(step) ?? {
            painted: [],
            kinds: new Map(),
            fns: new Map(),
            phases: new Map(),
          };
          total.painted.push(painted);
          for (const [kind, ms] of Object.entries(b.byKind))
            total.kinds.set(kind, (total.kinds.get(kind) ?? 0) + ms / runs);
          for (const [fn, ms] of f.byFunction) total.fns.set(fn, (total.fns.get(fn) ?? 0) + ms / runs);
          for (const [phase, ms] of Object.entries(f.byPhase))
            total.phases.set(phase, (total.phases.get(phase) ?? 0) + ms / runs);
          totals.set(step, total);
        }
      }
      for (const [step, total] of totals) {
        const list = (map: Map<string, number>, top: number) =>
          [...map]
            .sort((a, b) => b[1] - a[1])
            .slice(0, top)
            .filter(([, ms]) => ms >= 0.5)
            .map(([name, ms]) => `${name} ${ms.toFixed(1)} ms`);
        console.log(
          `\n### ${bench.tag}: ${step.label} at ${CPU_SLOWDOWN}×, mean of ${runs} traced runs (painted ${total.painted.map((ms) => Math.round(ms)).join(', ')} ms)\n`,
        );
        console.log(`- by kind: ${list(total.kinds, 8).join(', ')}`);
        console.log(`- by React phase: ${list(total.phases, 4).join(', ')}`);
        console.log(`- by function (self time):\n  ${list(total.fns, 15).join('\n  ')}`);
      }
    } finally {
      await context.close();
    }
  }
}

/** `npx tsx scripts/bench/elements.ts [--runs 7] [--only-element tag]`: this section alone, on the dist/ built. */
if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  const arg = (name: string) => {
    const at = process.argv.indexOf(`--${name}`);
    return at >= 0 ? process.argv[at + 1] : undefined;
  };
  const profile = arg('profile');
  const runs = Math.max(profile ? 1 : 3, Number(arg('runs') ?? (profile ? 3 : 7)) || 7);
  let distRoot: string | undefined;
  if (profile) {
    distRoot = await buildUnminified();
  }
  const server = await startServer({ port: 0, host: '127.0.0.1', ...(distRoot ? { distRoot } : {}) });
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: [...chromiumArgs, '--js-flags=--expose-gc'],
    headless: true,
  });
  try {
    if (profile) {
      await profileElements(browser, server.url, profile, runs, 100);
      process.exit(0);
    }
    const only = arg('only-element');
    const result = await measureElements(
      browser,
      server.url,
      { runs, warmUps: 1, pauseMs: 100, ...(only ? { only } : {}) },
      console.error,
    );
    console.log(renderElements(result));
  } finally {
    await browser.close();
    await server.close();
  }
}
