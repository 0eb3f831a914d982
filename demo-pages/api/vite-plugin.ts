import type { Plugin, Connect } from 'vite';
import { getRequestListener } from '@hono/node-server';
import { createApp, isApiPath } from './app';
import { STRICT_CSP, isStrictCspPath } from './csp';

/**
 * Mounts the fixture backend in Vite's dev server (`npm run dev`) and preview server, so the
 * demo pages and the browser tests talk real HTTP to the same handlers `npm start` serves.
 */
export function fixtureBackend(): Plugin {
  const mount = (middlewares: Connect.Server) => {
    const listener = getRequestListener(createApp().fetch);
    middlewares.use((req, res, next) => {
      if (!isApiPath(req.url ?? '/')) return next();
      void listener(req, res);
    });
  };
  return {
    name: 'cm-fixture-backend',
    configureServer(server) {
      mount(server.middlewares);
    },
    configurePreviewServer(server) {
      // The built output is what runs under the strict policy; the dev server injects inline code, so only
      // the preview server sends it.
      server.middlewares.use((req, res, next) => {
        if (isStrictCspPath((req.url ?? '/').split('?')[0] ?? '/'))
          res.setHeader('Content-Security-Policy', STRICT_CSP);
        next();
      });
      mount(server.middlewares);
    },
  };
}
