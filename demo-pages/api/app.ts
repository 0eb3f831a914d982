import { Hono } from 'hono';

/** True for the paths the fixture backend answers; everything else is a static page or asset. */
export function isApiPath(url: string): boolean {
  const path = url.split('?')[0] ?? '/';
  return /^\/(api|pnp\.svc|cmg\.svc|adv\.svc|advexp\.svc|restapi)\//.test(path) || /\/resourceapi\//.test(path);
}

export function createApp(): Hono {
  const app = new Hono();
  return app;
}
