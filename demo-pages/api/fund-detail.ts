/**
 * The fund page's calls of the fixture backend (products spec 2.14, 3 "Fund detail", "Product detail", 7): the content
 * service's fund details under every section's content base ({section}/resourceapi, as content.ts mounts the HAL
 * API), and the product service's product detail, historical data, performance growth, capital gains and
 * full-holdings download. The data is in data/fund-detail.ts; the capital-gains download of one fund and year is the
 * /cmg.svc/exportCapGains route of products.ts.
 *
 * A call without a cusip gets a 400 JSON body. An unknown cusip gets `{ value: null }` from the fund details (the
 * spec's "null": the page says the fund is not known) and a 404 from the product service's calls.
 */
import { Hono, type Context } from 'hono';
import { contentBases } from './content';
import {
  fullHoldingsExport,
  fundCapitalGains,
  fundDetails,
  historicalData,
  performanceGrowth,
  productDetail,
} from './data/fund-detail';

/** products spec 7: getproductdetails' data type; FundPortfolio is the default and the only one answered. */
const PRODUCT_DETAIL_TYPE = 'FundPortfolio';

function badRequest(c: Context, message: string) {
  return c.json({ status: 400, error: 'Bad Request', message }, 400);
}

function notFound(c: Context, message: string) {
  return c.json({ status: 404, error: 'Not Found', message }, 404);
}

/** The content bases of the investor site, where documents hidden from investors are left out. */
const isInvestorBase = (base: string) => /(^|\/)investor(spa)?\//.test(base);

/** A file name with only safe characters, for Content-Disposition. */
const safeFileName = (name: string) => name.replace(/[^A-Za-z0-9._-]+/g, '-');

/** Answers the cusip's value, or the 400 / 404 of a missing or unknown cusip. */
function withCusip<T>(c: Context, answer: (cusip: string) => T | undefined, wrap: (value: T) => unknown) {
  const cusip = c.req.query('cusip')?.trim();
  if (!cusip) return badRequest(c, 'cusip is required');
  const value = answer(cusip);
  if (value === undefined) return notFound(c, `No fund with cusip ${cusip}`);
  return c.json({ value: wrap(value) });
}

export function fundDetailRoutes(): Hono {
  const routes = new Hono();

  // products spec 7: {base}/service/funds/details?cusip={cusip}, on every section's content base.
  for (const base of contentBases()) {
    const investor = isInvestorBase(base);
    routes.get(`${base}/service/funds/details`, (c) => {
      const cusip = c.req.query('cusip')?.trim();
      if (!cusip) return badRequest(c, 'cusip is required');
      return c.json({ value: fundDetails(cusip, { investor }) });
    });
  }

  routes.get('/pnp.svc/getproductdetails', (c) => {
    const dataType = c.req.query('dataType') ?? PRODUCT_DETAIL_TYPE;
    if (dataType !== PRODUCT_DETAIL_TYPE) return badRequest(c, `Unknown dataType ${dataType}`);
    return withCusip(c, productDetail, (detail) => ({ productDetail: detail }));
  });

  routes.get('/pnp.svc/historicalData', (c) => withCusip(c, historicalData, (prices) => ({ historicalData: prices })));

  routes.get('/pnp.svc/performanceGrowth', (c) =>
    withCusip(c, performanceGrowth, (growth) => ({ performanceGrowth: growth })),
  );

  routes.get('/pnp.svc/capitalGains', (c) => withCusip(c, fundCapitalGains, (row) => ({ capitalGains: row })));

  // products spec 7: /cmg.svc/exportFullHoldings?cusip={cusip}&period={period}, a quarter end (yyyy-mm-dd).
  routes.get('/cmg.svc/exportFullHoldings', (c) => {
    const cusip = c.req.query('cusip')?.trim() ?? '';
    const period = c.req.query('period')?.trim() ?? '';
    if (!cusip || !period) return badRequest(c, 'cusip and period are required');
    const body = fullHoldingsExport(cusip, period);
    if (body === undefined) return notFound(c, `No holdings of ${cusip} at ${period}`);
    return c.body(body, 200, {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${safeFileName(`FullHoldings-${cusip}-${period}`)}.csv"`,
    });
  });

  return routes;
}
