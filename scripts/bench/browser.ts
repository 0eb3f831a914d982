/** Browser helpers: a fresh context with the in-page harness and the comparison pages routed, and error watching. */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { type Browser, type BrowserContext, type Page } from 'playwright-core';
import { BENCH_PATH, BUILD } from './options';

// ---------------------------------------------------------------------------------------------------------------
// Browser helpers

export const HARNESS = join(BUILD, 'pages/harness.js');

export async function newContext(browser: Browser, base: string): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await context.addInitScript({ path: HARNESS });
  // The comparison pages, served from their build on the demo server's origin.
  await context.route(`${base}${BENCH_PATH}**`, async (route) => {
    const path = new URL(route.request().url()).pathname.slice(`/${BENCH_PATH}`.length);
    const file = join(BUILD, 'pages', path);
    if (!file.startsWith(join(BUILD, 'pages')) || !existsSync(file)) return route.fulfill({ status: 404 });
    return route.fulfill({ path: file, headers: { 'Cache-Control': 'no-cache' } });
  });
  return context;
}

/** Collects the page's console errors, to explain a failed measurement. */
export function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}

export interface Settled {
  painted: number;
  fetches: number;
}
