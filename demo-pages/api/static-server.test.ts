import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createSiteApp, isSafeStaticPath, parseArgs, startServer, DEMO_ROOT, type RunningServer } from '../server';
import { STRICT_CSP } from './csp';

// A site of its own next to a secret file, so a path that escapes the served folders would show the secret.
const SECRET = 'secret outside the served folders';
let root: string;
let demoRoot: string;
let distRoot: string;

beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'cm-site-'));
  demoRoot = join(root, 'demo-pages');
  distRoot = join(root, 'dist');
  mkdirSync(join(demoRoot, 'institutional'), { recursive: true });
  mkdirSync(join(demoRoot, 'csp'), { recursive: true });
  mkdirSync(distRoot, { recursive: true });
  writeFileSync(join(root, 'secret.txt'), SECRET);
  writeFileSync(join(demoRoot, 'index.html'), '<h1>Home</h1>');
  writeFileSync(join(demoRoot, 'outbox.html'), '<h1>Outbox</h1>');
  writeFileSync(join(demoRoot, 'institutional', 'index.html'), '<h1>Institutional</h1>');
  writeFileSync(join(demoRoot, 'csp', 'page.html'), '<h1>Strict</h1>');
  writeFileSync(join(demoRoot, 'server.ts'), 'export {};');
  writeFileSync(join(demoRoot, '.env'), 'TOKEN=1');
  writeFileSync(join(distRoot, 'loader.js'), 'export {};');
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

const site = () => createSiteApp({ demoRoot, distRoot });

describe('the demo site', () => {
  it('serves a page, and a directory as its index.html with or without the trailing slash', async () => {
    const app = site();
    expect(await (await app.request('/')).text()).toBe('<h1>Home</h1>');
    for (const path of ['/institutional/', '/institutional']) {
      const response = await app.request(path);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^text\/html/);
      expect(await response.text()).toBe('<h1>Institutional</h1>');
    }
    expect(await (await app.request('/outbox')).text()).toBe('<h1>Outbox</h1>');
  });

  it('serves /dist/* from the build folder', async () => {
    const response = await site().request('/dist/loader.js');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/javascript/);
    expect((await site().request('/dist/missing.js')).status).toBe(404);
  });

  it('serves dist/ with CORS, as the README asks of a CDN: a page on another origin loads the modules', async () => {
    const response = await site().request('/dist/loader.js', { headers: { Origin: 'https://pages.example.com' } });
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
  });

  it('sends the strict Content-Security-Policy on pages under /csp/ only', async () => {
    const strict = await site().request('/csp/page.html');
    expect(strict.headers.get('content-security-policy')).toBe(STRICT_CSP);
    expect(STRICT_CSP).toBe(
      "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self'; object-src 'none'; base-uri 'none'; frame-ancestors 'self'; require-trusted-types-for 'script'; trusted-types dompurify cm-widgets",
    );
    expect((await site().request('/')).headers.get('content-security-policy')).toBeNull();
  });

  it('answers the API through the fixture backend', async () => {
    const response = await site().request('/api/outbox');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ messages: [] });
    const document = await site().request('/institutional/resourceapi/halapi/documents/institutional-disclaimer', {
      headers: { 'HST-Authorization': 'demo' },
    });
    expect(((await document.json()) as { _meta: { id: string } })._meta.id).toBe('institutional-disclaimer');
  });

  it('answers an HTML 404 for a page that does not exist', async () => {
    const response = await site().request('/no-such-page.html');
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('Page not found');
  });

  it('answers the browser favicon request with no content rather than a failed request', async () => {
    expect((await site().request('/favicon.ico')).status).toBe(204);
  });

  it('serves the real demo pages folder by default', async () => {
    const response = await createSiteApp().request('/institutional/');
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('<disclaimer-modal data-variant="institutional"');
    expect(DEMO_ROOT).toMatch(/demo-pages$/);
  });
});

describe('path traversal', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer({ port: 0, host: '127.0.0.1', demoRoot, distRoot });
  });
  afterAll(() => server.close());

  /** A raw request: node:http sends the path exactly as written, without the URL parser's clean-up. */
  function raw(path: string): Promise<{ status: number; body: string }> {
    const { port } = new URL(server.url);
    return new Promise((resolve, reject) => {
      const req = httpRequest({ host: '127.0.0.1', port, path, method: 'GET' }, (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      });
      req.on('error', reject);
      req.end();
    });
  }

  it('never serves a file outside demo-pages/ and dist/', async () => {
    const attempts = [
      '/../secret.txt',
      '/dist/../secret.txt',
      '/dist/../../secret.txt',
      '/%2e%2e/secret.txt',
      '/%2E%2E/%2e%2e/secret.txt',
      '/..%2fsecret.txt',
      '/institutional/..%2f..%2fsecret.txt',
      '/dist/..%2f..%2fsecret.txt',
      '/dist/%2e%2e%2fsecret.txt',
      '/..%5csecret.txt',
      '/%252e%252e/secret.txt',
      '/institutional/%00/../../secret.txt',
    ];
    for (const path of attempts) {
      const { status, body } = await raw(path);
      expect(body, path).not.toContain(SECRET);
      expect(status, path).toBeGreaterThanOrEqual(400);
    }
  });

  it('does not serve hidden files or the server sources', async () => {
    for (const path of ['/.env', '/server.ts', '/institutional/.%2e/.env']) {
      const { status, body } = await raw(path);
      expect(status, path).toBeGreaterThanOrEqual(400);
      expect(body, path).not.toContain('TOKEN');
      expect(body, path).not.toContain('export {}');
    }
  });

  it('still serves the pages over HTTP', async () => {
    expect(await raw('/institutional')).toEqual({ status: 200, body: '<h1>Institutional</h1>' });
  });

  it('isSafeStaticPath refuses encoded parent segments, backslashes and NUL', () => {
    expect(isSafeStaticPath('/institutional/index.html')).toBe(true);
    expect(isSafeStaticPath('/assets/site.css')).toBe(true);
    for (const path of ['/%2e%2e/x', '/a/..%2fx', '/a%5cb', '/a%00', '/%E0%A4%A', '/.git/config'])
      expect(isSafeStaticPath(path), path).toBe(false);
  });
});

describe('startServer', () => {
  it('prints a URL that answers, and closes with a request held by the timeout fault before the hold ends', async () => {
    const running = await startServer({ port: 0, host: '127.0.0.1', demoRoot, distRoot });
    expect(running.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/$/);
    expect((await fetch(running.url)).status).toBe(200);

    // Fake timeouts: the fault's hold can end only when the test moves the clock on, which it never does.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const { port } = new URL(running.url);
      const held = new Promise<unknown>((resolve) => {
        const req = httpRequest({ host: '127.0.0.1', port, path: '/api/outbox', headers: { 'x-fault': 'timeout' } });
        req.on('response', (response) => resolve(response.statusCode));
        req.on('error', resolve);
        req.end();
      });
      // The request has reached the fault switch once its hold is on the timer list.
      while (vi.getTimerCount() === 0) await new Promise((resolve) => setImmediate(resolve));
      await running.close();
      // The connection was cut: no 504 after the hold, an error instead.
      expect(await held).toBeInstanceOf(Error);
    } finally {
      vi.useRealTimers();
    }
  });

  it('reports a port that is taken', async () => {
    const first = await startServer({ port: 0, host: '127.0.0.1', demoRoot, distRoot });
    const port = Number(new URL(first.url).port);
    await expect(startServer({ port, host: '127.0.0.1', demoRoot, distRoot })).rejects.toThrow(/EADDRINUSE/);
    await first.close();
  });
});

describe('parseArgs', () => {
  it('reads --port and --host in both spellings, then PORT, then 8000', () => {
    expect(parseArgs([])).toEqual({ port: 8000 });
    expect(parseArgs([], { PORT: '4390' })).toEqual({ port: 4390 });
    expect(parseArgs(['--port', '5000', '--host', '0.0.0.0'], { PORT: '4390' })).toEqual({
      port: 5000,
      host: '0.0.0.0',
    });
    expect(parseArgs(['--port=5001', '--host=localhost'])).toEqual({ port: 5001, host: 'localhost' });
    expect(() => parseArgs(['--port', 'http'])).toThrow(/Not a port number/);
  });
});
