import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSiteApp, renderDocPage } from './server';

const PAGE = `# \`<demo-box>\`

See [events](../events.md#typed-page-scripts), [the code](../../widgets/demo-box/) and [a site](https://example.com/).
A [trap](javascript:alert(1)) and <script>alert(1)</script> stay text.
`;

describe('the documentation under /docs/', () => {
  let root: string;
  beforeAll(() => {
    root = mkdtempSync(join(tmpdir(), 'cm-docs-'));
    mkdirSync(join(root, 'demo'));
    mkdirSync(join(root, 'docs', 'elements'), { recursive: true });
    mkdirSync(join(root, 'docs', 'images'));
    writeFileSync(
      join(root, 'demo', 'index.html'),
      '<!--\n  title: Demo pages\n-->\n<h1>Demo</h1>\n<!-- documentation -->\n',
    );
    writeFileSync(join(root, 'docs', 'elements', 'demo-box.md'), PAGE);
    writeFileSync(join(root, 'docs', 'events.md'), '# Events\n');
    writeFileSync(join(root, 'docs', 'images', 'shot.png'), 'not really a png');
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  const site = () => createSiteApp({ demoRoot: join(root, 'demo'), distRoot: root, docsRoot: join(root, 'docs') });

  it('serves a Markdown page as its escaped text, with its links to other pages of docs/ followed', async () => {
    const response = await site().request('/docs/elements/demo-box.md');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await response.text();
    expect(html).toContain('<title>&lt;demo-box&gt; | Calder Meridian widget library</title>');
    expect(html).toContain('# `&lt;demo-box&gt;`');
    expect(html).toContain(
      '[<a href="/docs/events.md#typed-page-scripts">events</a>](../events.md#typed-page-scripts)',
    );
    // Links that leave docs/, to another site or nowhere stay text; markup in the page is shown, never run.
    expect(html).toContain('[the code](../../widgets/demo-box/)');
    expect(html).toContain('[a site](https://example.com/)');
    expect(html).toContain('[trap](javascript:alert(1))');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('href="javascript:');
  });

  it('serves its other files as they are, lists its pages at /docs/, and refuses paths out of it', async () => {
    const app = site();
    const image = await app.request('/docs/images/shot.png');
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    const list = await (await app.request('/docs/')).text();
    expect(list).toContain('<a href="/docs/elements/demo-box.md">');
    expect(list).toContain('<a href="/docs/events.md">');
    expect((await app.request('/docs')).headers.get('location')).toBe('/docs/');
    expect((await app.request('/docs/missing.md')).status).toBe(404);
    expect((await app.request('/docs/elements/..%2f..%2fdemo/index.html')).status).toBe(400);
  });

  it('the index of demo pages links every page of the documentation, the elements first', async () => {
    const home = await (await site().request('/')).text();
    expect(home).toContain('<li><a href="/docs/elements/demo-box.md">&lt;demo-box&gt;</a></li>');
    expect(home).toContain('<li><a href="/docs/events.md">events</a></li>');
    expect(home.indexOf('demo-box.md')).toBeLessThan(home.indexOf('events.md'));
  });

  it("the project's index links the page of every element", async () => {
    const home = await (await createSiteApp().request('/')).text();
    const tags = readdirSync(resolve(import.meta.dirname, '..', 'widgets'));
    expect(tags.length).toBeGreaterThan(10);
    for (const tag of tags) expect(home, tag).toContain(`<a href="/docs/elements/${tag}.md">&lt;${tag}&gt;</a>`);
    const page = await createSiteApp().request('/docs/elements/cart-order.md');
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<cart-order data-order-to'.replace(/</g, '&lt;'));
  });

  it('reads the title from the first heading, the path without one', () => {
    expect(renderDocPage('No heading here.\n', '/docs/x.md')).toContain('<title>/docs/x.md |');
  });
});
