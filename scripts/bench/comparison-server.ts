/**
 * The comparison pages on a server of their own, for the throttled start-up: the network emulation of the DevTools
 * protocol slows what goes over the network, not what a test intercepts and answers itself, so the AG Grid page is
 * served here as a CDN would serve it (gzip), and every other request (the fixture backend) is passed to the demo
 * server, which compresses its answers.
 */
import { createServer, request, type IncomingMessage, type ServerResponse } from 'node:http';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { extname, join, normalize } from 'node:path';
import { gzipSync } from 'node:zlib';
import { type AddressInfo } from 'node:net';
import { BENCH_PATH, BUILD } from './options';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
};
const PAGES_ROOT = join(BUILD, 'pages');

function servePage(path: string, req: IncomingMessage, res: ServerResponse) {
  const file = normalize(join(PAGES_ROOT, path));
  if (!file.startsWith(PAGES_ROOT) || !existsSync(file) || !statSync(file).isFile()) {
    res.writeHead(404).end();
    return;
  }
  const body = readFileSync(file);
  const gzip = /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
  res.writeHead(200, {
    'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream',
    'Cache-Control': 'no-cache',
    ...(gzip ? { 'Content-Encoding': 'gzip' } : {}),
  });
  res.end(gzip ? gzipSync(body) : body);
}

function pass(target: URL, req: IncomingMessage, res: ServerResponse) {
  const forward = request(
    new URL(req.url ?? '/', target),
    { method: req.method, headers: { ...req.headers, host: target.host } },
    (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    },
  );
  forward.on('error', () => res.writeHead(502).end());
  req.pipe(forward);
}

/** Starts the server on a free port; `base` is the demo server's URL. */
export function startComparisonServer(base: string): Promise<{ url: string; close: () => Promise<void> }> {
  const target = new URL(base);
  const server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://localhost').pathname;
    if (path.startsWith(`/${BENCH_PATH}`)) servePage(path.slice(`/${BENCH_PATH}`.length), req, res);
    else pass(target, req, res);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({
        url: `http://127.0.0.1:${port}/`,
        close: () =>
          new Promise<void>((done) => {
            server.close(() => done());
            server.closeAllConnections();
          }),
      });
    });
  });
}
