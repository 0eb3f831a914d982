import { test, expect } from './helpers';

test('the loader loads an element added later once, even when the page includes the loader twice', async ({
  page,
  pageErrors,
}) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto('/loader.html');
  await expect(page.getByRole('heading', { name: 'The loader' })).toBeVisible();
  // No element of the library yet: nothing beyond the loader is downloaded.
  expect(scripts.filter((path) => path.startsWith('/dist/') && !path.startsWith('/dist/loader.js'))).toEqual([]);
  expect(await page.evaluate(() => typeof window.cmWidgets?.observe)).toBe('function');

  await page.getByRole('button', { name: 'Add a disclaimer' }).click();
  const dialog = page.getByRole('dialog', { name: 'Added after the page loaded' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'I accept' }).click();
  await expect(dialog).toHaveCount(0);

  const widgetLoads = scripts.filter((path) => path === '/dist/widgets/disclaimer-modal.js');
  expect(widgetLoads).toHaveLength(1);
  const reactLoads = scripts.filter((path) => /^\/dist\/chunks\/react-[\w-]+\.js$/.test(path));
  expect(reactLoads).toHaveLength(1);

  // A second element of the same tag reuses the loaded definition.
  await page.evaluate(() => localStorage.removeItem('CM_Loader_Demo'));
  await page.getByRole('button', { name: 'Add a disclaimer' }).click();
  await expect(page.getByRole('dialog', { name: 'Added after the page loaded' })).toBeVisible();
  expect(scripts.filter((path) => path === '/dist/widgets/disclaimer-modal.js')).toHaveLength(1);
  await pageErrors.expectNone();
});

test('the loader asks for the chunks an element imports at once, beside the element itself', async ({
  page,
  pageErrors,
}) => {
  await page.goto('/loader.html');
  await page.getByRole('button', { name: 'Add a disclaimer' }).click();
  await expect(page.getByRole('dialog', { name: 'Added after the page loaded' })).toBeVisible();

  const preloaded = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map(
      (link) => new URL(link.href).pathname,
    ),
  );
  // What the element's chunk imports, read from the chunk itself.
  const imported = await page.evaluate(async () => {
    const code = await (await fetch('/dist/widgets/disclaimer-modal.js')).text();
    return [...code.matchAll(/from\s*["'`]\.\.\/(chunks\/[^"'`]+)["'`]/g)].map((match) => `/dist/${match[1]}`);
  });
  expect(imported.length).toBeGreaterThan(0);
  for (const path of imported) expect(preloaded).toContain(path);
  // Nothing the element does not use: the content document's chunk loads only with a document id.
  expect(preloaded.filter((path) => path.includes('/DocumentText-'))).toEqual([]);
  await pageErrors.expectNone();
});
