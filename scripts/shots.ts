/**
 * Screenshots of every demo page at a phone's and a desktop's width, to look at before a change that a visitor
 * sees lands: `npm run shots` (after `npm run build`; `npm run shots -- --build` builds first).
 *
 *   npm run shots                        every page, 375 px and 1280 px wide, into shots/
 *   npm run shots -- fund-table          only the pages whose path contains "fund-table"
 *   npm run shots -- --widths 375,768    other widths
 *
 * Pages come from the demo site's own list (demo-pages/frame.ts); each fund-table landing is also taken once per
 * tab. Full-page PNGs named after the page and the width, in shots/ (git-ignored).
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { CHROMIUM, chromiumArgs } from '../tests/browsers.mjs';
import { listDemoPages } from '../demo-pages/frame';
import { DEMO_ROOT, startServer } from '../demo-pages/server';

const root = resolve(import.meta.dirname, '..');
export const SHOTS_DIR = resolve(root, 'shots');

/** The landing tabs' hashes (products spec 2.3), each a page of its own to a visitor. */
const LANDING_TABS = ['performance', 'prices-yields', 'starling-ratings', 'capital-gains'];
const LANDINGS = ['/fund-table/mutual-funds.html', '/fund-table/exchange-traded-funds.html'];

/** Every address to take: the demo pages (with their index link's query), and each landing tab. */
export function shotTargets(filter: string | undefined): string[] {
  const targets = listDemoPages(DEMO_ROOT).flatMap(({ path, page }) => {
    const href = page.meta.index?.link?.replace(/&amp;/g, '&') ?? path;
    return LANDINGS.includes(path) ? LANDING_TABS.map((tab) => `${path}#${tab}`) : [href];
  });
  return filter ? targets.filter((target) => target.includes(filter)) : targets;
}

/** `/fund-table/mutual-funds.html#capital-gains` at 375 px -> `fund-table--mutual-funds--capital-gains--375.png`. */
export function shotName(target: string, width: number): string {
  const name = target
    .replace(/^\/+/, '')
    .replace(/\.html/, '')
    .replace(/[/?#&=]+/g, '--')
    .replace(/-+$/, '');
  return `${name || 'index'}--${width}.png`;
}

/** The page has settled: nothing busy in any element, fonts loaded, two frames painted. */
async function settled(page: Page) {
  await page.waitForLoadState('networkidle');
  await page.waitForFunction(() => {
    const busy = [...document.querySelectorAll('*')].some((el) => el.shadowRoot?.querySelector('[aria-busy="true"]'));
    return !busy;
  });
  // A full-page picture is taken in one go, but rows out of view skip their painting (content-visibility: auto,
  // see runtime/ui/DataTable.tsx) and would come out blank: for the picture, every row is painted.
  await page.evaluate(() => {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync('* { content-visibility: visible !important; }');
    for (const el of document.querySelectorAll('*')) {
      if (el.shadowRoot) el.shadowRoot.adoptedStyleSheets = [...el.shadowRoot.adoptedStyleSheets, sheet];
    }
  });
  await page.evaluate(() =>
    document.fonts.ready.then(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => done(null)))),
    ),
  );
}

async function main() {
  const args = process.argv.slice(2);
  const widthsArg = args.indexOf('--widths');
  const widths = widthsArg >= 0 ? args[widthsArg + 1]!.split(',').map(Number) : [375, 1280];
  const filter = args.find((arg, index) => !arg.startsWith('--') && args[index - 1] !== '--widths');
  if (args.includes('--build')) {
    const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
    if (build.status !== 0) process.exit(build.status ?? 1);
  }
  const targets = shotTargets(filter);
  if (targets.length === 0) throw new Error(`No demo page matches "${filter}".`);
  if (!filter) rmSync(SHOTS_DIR, { recursive: true, force: true });
  mkdirSync(SHOTS_DIR, { recursive: true });

  const server = await startServer({ port: 0 });
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: chromiumArgs, headless: true });
  try {
    for (const width of widths) {
      const context = await browser.newContext({
        viewport: { width, height: width < 768 ? 740 : 800 },
        deviceScaleFactor: 1,
        isMobile: width < 768,
        hasTouch: width < 768,
      });
      for (const target of targets) {
        const page = await context.newPage();
        await page.goto(new URL(target.replace(/^\//, ''), server.url).href);
        await settled(page);
        const file = resolve(SHOTS_DIR, shotName(target, width));
        await page.screenshot({ path: file, fullPage: true });
        console.log(`${width} px  ${target}  ->  shots/${shotName(target, width)}`);
        await page.close();
      }
      await context.close();
    }
  } finally {
    await browser.close();
    await server.close();
  }
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
