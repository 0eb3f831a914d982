import type { CDPSession, Page } from '@playwright/test';
import { TEST_CHROMIUM, chromiumArgs } from '../browsers.mjs';
import { test, expect } from './helpers';

/**
 * What a screen reader gets from the big tables. Rows out of view skip layout and paint (content-visibility, see
 * runtime/ui/DataTable.tsx); these tests read Chromium's own accessibility tree, as a screen reader running when
 * the page opens sees it (renderer accessibility on from launch), and check that every row, with its name link
 * and its cells, is in it and in the table's order, after a sort too.
 */
test.use({
  launchOptions: { executablePath: TEST_CHROMIUM, args: [...chromiumArgs, '--force-renderer-accessibility'] },
});

interface AXNode {
  nodeId: string;
  ignored: boolean;
  role?: { value: string };
  name?: { value: string };
  childIds?: string[];
}

async function accessibilityTree(session: CDPSession): Promise<AXNode[]> {
  const { nodes } = (await session.send('Accessibility.getFullAXTree')) as { nodes: AXNode[] };
  return nodes;
}

/** The names of the links in the row headers of the table named `name`, in tree order. */
function rowHeaderLinks(nodes: readonly AXNode[], name: string): string[] {
  const byId = new Map(nodes.map((node) => [node.nodeId, node]));
  const table = nodes.find((node) => node.role?.value === 'table' && node.name?.value === name);
  if (!table) throw new Error(`no table named "${name}" in the accessibility tree`);
  const names: string[] = [];
  const walk = (node: AXNode, inRowHeader: boolean) => {
    const role = node.ignored ? undefined : node.role?.value;
    // Chromium puts a space between a word and the superscript ® that follows it.
    if (inRowHeader && role === 'link') names.push((node.name?.value ?? '').replace(/\s+®/g, '®'));
    for (const id of node.childIds ?? []) {
      const child = byId.get(id);
      if (child) walk(child, inRowHeader || role === 'rowheader');
    }
  };
  walk(table, false);
  return names;
}

const domRowNames = (page: Page) =>
  page
    .locator('fund-table')
    .locator('tbody tr.cm-row:not([hidden]) th a')
    .evaluateAll((links) => links.map((link) => link.textContent ?? ''));

test('every Find a Product row is in the accessibility tree, in the order shown, after a sort too', async ({
  page,
  pageErrors,
}) => {
  // Seven product groups arrive one after another, and Chromium keeps an accessibility tree of every row as they
  // do: on a loaded 2-core machine that takes a while.
  test.setTimeout(150_000);
  await page.goto('/fund-table/find-a-product.html');
  const table = page.locator('fund-table');
  await expect(table.locator('.table-area[aria-busy="false"]')).toBeAttached({ timeout: 90_000 });
  await expect(table.getByText(/^Displaying \d{4} fund\(s\)$/)).toBeVisible();
  // Rows beyond the first screen arrive in chunks (runtime/ui/use-row-chunks.ts); the table is busy until the last.
  await expect(table.locator('table.cm-table[aria-busy]')).toHaveCount(0, { timeout: 90_000 });
  const session = await page.context().newCDPSession(page);

  const shown = await domRowNames(page);
  expect(shown.length).toBeGreaterThan(1000);
  const caption = (await table.locator('.cm-table-scroll').getAttribute('aria-label'))!;
  await expect.poll(async () => rowHeaderLinks(await accessibilityTree(session), caption)).toEqual(shown);
  // The last row is far out of view, yet a screen reader reads its cells.
  const nodes = await accessibilityTree(session);
  expect(nodes.filter((node) => node.role?.value === 'row' && !node.ignored).length).toBeGreaterThan(shown.length);
  expect(rowHeaderLinks(nodes, caption).at(-1)).toBe(shown.at(-1));

  await table.getByRole('button', { name: 'Fund Name' }).click();
  await expect(table.getByRole('columnheader', { name: /Fund Name/ })).toHaveAttribute(
    'aria-sort',
    /ascending|descending/,
  );
  const sorted = await domRowNames(page);
  expect(sorted).not.toEqual(shown);
  await expect.poll(async () => rowHeaderLinks(await accessibilityTree(session), caption)).toEqual(sorted);

  await pageErrors.expectNone();
});
