/**
 * The fixture backend: one Hono app that answers every call the services make, for `npm start`
 * (demo-pages/server.ts), Vite's dev and preview servers (vite-plugin.ts) and the tests.
 *
 * Order matters: the fault switch runs first for every route (faults.ts), then the route modules. An API path
 * no module answers gets a 404 JSON body, never an HTML page.
 *
 * A new backend (products, auth, subscriptions, search) is a route module exporting a function that mounts
 * its routes on the app; add its call in `createApp` below and its path prefix to `isApiPath` when it is new.
 */
import { Hono } from 'hono';
import { createAccountStore } from './accounts';
import { authRoutes } from './auth';
import { binariesRoutes } from './binaries';
import { mountContent } from './content';
import { createOutbox, emailRoutes, type Outbox } from './email';
import { DEFAULT_SLOW_MS, DEFAULT_TIMEOUT_HOLD_MS, faultMiddleware } from './faults';
import { fundDetailRoutes } from './fund-detail';
import { literatureRoutes } from './literature';
import { productRoutes } from './products';
import { registrationRoutes } from './registration';
import { salesContactRoutes } from './sales-contacts';
import { searchRoutes } from './search';
import { createSubscriptionStore, subscriptionRoutes, type SubscriptionStore } from './subscriptions';

/** True for the paths the fixture backend answers; everything else is a static page or asset. */
export function isApiPath(url: string): boolean {
  const path = url.split('?')[0] ?? '/';
  return (
    /^\/(api|pnp\.svc|cmg\.svc|adv\.svc|advexp\.svc|restapi|service|__fixtures)\//.test(path) ||
    // accounts spec 7.2: the identity provider's token endpoint, answered on the demo's origin.
    path === '/cl/v1/api/token' ||
    /\/resourceapi\//.test(path) ||
    // site spec 2.1: binaries, also in preview or site contexts and under the local advisor prefix.
    /^(\/site(\/cm-advisor)?)?\/binaries\//.test(path)
  );
}

export interface AppOptions {
  /** How long a `timeout` fault holds a request (default 90 s: longer than any client limit). */
  timeoutHoldMs?: number;
  /** How long a `slow` fault waits before answering (default 2 s). */
  slowMs?: number;
  /** The e-mail outbox; each app has its own unless one is shared. */
  outbox?: Outbox;
  /** The subscription centre's contacts; each app has its own unless one is shared. */
  subscriptions?: SubscriptionStore;
}

export function createApp(options: AppOptions = {}): Hono {
  const app = new Hono();
  const outbox = options.outbox ?? createOutbox();
  const subscriptions = options.subscriptions ?? createSubscriptionStore();
  /** The advisors' accounts and who is signed in, shared by the account services and the other secure calls. */
  const accounts = createAccountStore();

  app.use(
    '*',
    faultMiddleware({
      timeoutHoldMs: options.timeoutHoldMs ?? DEFAULT_TIMEOUT_HOLD_MS,
      slowMs: options.slowMs ?? DEFAULT_SLOW_MS,
    }),
  );

  mountContent(app);
  app.route('/', emailRoutes(outbox));
  app.route('/', binariesRoutes());
  app.route('/', productRoutes);
  app.route('/', fundDetailRoutes());
  app.route('/', literatureRoutes());
  app.route('/', subscriptionRoutes(subscriptions));
  // The login and registration share the advisors' accounts (a registered advisor signs in); the other
  // /adv.svc/secure calls read who is signed in from the same store.
  app.route('/', registrationRoutes(accounts, outbox));
  app.route('/', authRoutes(accounts));
  app.route('/', salesContactRoutes(accounts.sessions, outbox));
  app.route('/', searchRoutes());

  app.notFound((c) =>
    c.json({ status: 404, error: 'Not Found', message: `No fixture endpoint for ${c.req.method} ${c.req.path}` }, 404),
  );
  app.onError((error, c) => {
    console.error(`fixture backend: ${c.req.method} ${c.req.path} failed`, error);
    return c.json(
      { status: 500, error: 'Internal Server Error', message: 'The fixture backend failed on this request.' },
      500,
    );
  });
  return app;
}
