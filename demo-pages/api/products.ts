/**
 * The product data service of the fixture backend (products spec 7 "Product data" and "Downloads"):
 * GET /pnp.svc/productSummary, /pnp.svc/productTotals and /pnp.svc/productList, answering the response shapes of
 * products spec 3 wrapped in `value`, and the /cmg.svc/ CSV and TSV exports. The data is in data/products.ts.
 *
 * Unknown groups and data types get a 400 JSON body; an unknown share class gets empty lists (the landing page
 * then shows its "Try another share class" hint).
 */
import { Hono, type Context } from 'hono';
import {
  capitalGainsExport,
  classTotals,
  closedEndFunds,
  landingDataType,
  landingSummary,
  MF_CLASSES,
  modelPortfolios,
  normaliseClass,
  PLAN_529_CLASSES,
  plan529Products,
  productList,
  productListByCusip,
  variableProducts,
  variableProductsExport,
  type CapitalGainsExportType,
  type Frequency,
  type LandingKind,
} from './data/products';
import { fundCapitalGainsExport } from './data/fund-detail';
import { PRODUCT_GROUP_CODES } from '../../services/product-vocabulary';

const INTERVAL_CLASSES = ['A', 'C', 'Institutional'] as const;

function badRequest(c: Context, message: string) {
  return c.json({ status: 400, error: 'Bad Request', message }, 400);
}

function frequencyOf(dataType: string | undefined): Frequency | undefined {
  const tag = (dataType ?? '').toLowerCase();
  return tag === 'monthly' ? 'Monthly' : tag === 'quarterly' ? 'Quarterly' : undefined;
}

/** group=retail|etf|interval → the value key of its landing meta (products spec 7). */
const LANDING_GROUPS: Record<string, LandingKind> = {
  retail: 'mutualFunds',
  etf: 'etfs',
  interval: 'intervalFunds',
};

export const productRoutes = new Hono();

productRoutes.get('/pnp.svc/productSummary', (c) => {
  const group = c.req.query('group') ?? '';
  const dataTypeParam = c.req.query('dataType');
  const classParam = c.req.query('className');
  const landing = LANDING_GROUPS[group.toLowerCase()];

  if (landing) {
    const dataType = landingDataType(dataTypeParam);
    if (!dataType) return badRequest(c, `Unknown dataType ${dataTypeParam ?? '(none)'} for group ${group}`);
    const rated = dataType === '1,2,3,4,5' || dataType === '4,5';
    let className: string | undefined;
    if (landing === 'mutualFunds') {
      // The rated-funds call may leave the class out (every class); the tables' other calls default to
      // Institutional (products spec 9).
      className = normaliseClass(classParam || (rated ? undefined : 'Institutional'), MF_CLASSES);
    } else if (landing === 'intervalFunds') {
      className = normaliseClass(classParam || undefined, INTERVAL_CLASSES);
    }
    const meta = landingSummary(landing, dataType, className);
    // products spec 3: "A non-null etfs value marks ETF data".
    const value =
      landing === 'etfs'
        ? { etfs: meta, mutualFunds: null }
        : landing === 'mutualFunds'
          ? { mutualFunds: meta, etfs: null }
          : { intervalFunds: meta, etfs: null };
    return c.json({ value });
  }

  switch (group.toLowerCase()) {
    case 'variableproducts': {
      const frequency = frequencyOf(dataTypeParam);
      if (!frequency) return badRequest(c, `Unknown dataType ${dataTypeParam ?? '(none)'} for group ${group}`);
      // An empty className asks for every class; "Class 1" and "1" both name class 1.
      const className = (classParam ?? '').replace(/^class\s*/i, '').trim();
      return c.json({ value: { variableProducts: variableProducts(frequency, className) } });
    }
    case 'closedend': {
      const frequency = frequencyOf(dataTypeParam);
      if (!frequency) return badRequest(c, `Unknown dataType ${dataTypeParam ?? '(none)'} for group ${group}`);
      return c.json({ value: { closedEndFunds: closedEndFunds(frequency) } });
    }
    case 'futurescholar529': {
      const frequency = frequencyOf(dataTypeParam);
      if (!frequency) return badRequest(c, `Unknown dataType ${dataTypeParam ?? '(none)'} for group ${group}`);
      // products spec 9: 529 classes A, C, E, I (default A).
      const className = normaliseClass(classParam || 'A', PLAN_529_CLASSES) ?? 'A';
      return c.json({ value: { products: plan529Products(frequency, className) } });
    }
    case 'modelportfolios':
      return c.json({ value: { modelPortfolios: modelPortfolios() } });
    default:
      return badRequest(c, `Unknown product group ${group || '(none)'}`);
  }
});

productRoutes.get('/pnp.svc/productTotals', (c) => {
  const group = c.req.query('group') ?? '';
  if (group.toLowerCase() !== 'retail') return badRequest(c, `Unknown product group ${group || '(none)'}`);
  return c.json({ value: { classTotals: classTotals() } });
});

productRoutes.get('/pnp.svc/productList', (c) => {
  const cusip = c.req.query('cusip');
  if (cusip) return c.json({ value: { products: productListByCusip(cusip) } });
  const groupParam = c.req.query('group') ?? '';
  const group = PRODUCT_GROUP_CODES.find((g) => g.toLowerCase() === groupParam.toLowerCase());
  if (!group) return badRequest(c, `Unknown product group ${groupParam || '(none)'}`);
  const groupByCategory = (c.req.query('groupbycategory') ?? '').toLowerCase() === 'true';
  return c.json({ value: { products: productList(group, groupByCategory) } });
});

function download(c: Context, body: string, fileName: string, type: string) {
  return c.body(body, 200, {
    'Content-Type': `${type}; charset=utf-8`,
    'Content-Disposition': `attachment; filename="${fileName}"`,
  });
}

productRoutes.get('/cmg.svc/exportsummary', (c) => {
  const group = c.req.query('fundGroupName') ?? '';
  if (group !== 'VariableProducts') return badRequest(c, `Unknown fundGroupName ${group || '(none)'}`);
  const fileType = (c.req.query('fileType') ?? '').toLowerCase();
  if (fileType !== 'csv' && fileType !== 'tsv') return badRequest(c, `Unknown fileType ${fileType || '(none)'}`);
  const body = variableProductsExport(fileType, c.req.query('className') ?? '');
  return download(
    c,
    body,
    `VariableProducts.${fileType}`,
    fileType === 'csv' ? 'text/csv' : 'text/tab-separated-values',
  );
});

const CAPITAL_GAINS_TYPES: readonly CapitalGainsExportType[] = [
  'productSummary',
  'estimates',
  'intervalProductSummary',
  'intervalEstimates',
];

productRoutes.get('/cmg.svc/exportCapGains', (c) => {
  const dataType = CAPITAL_GAINS_TYPES.find((t) => t === c.req.query('dataType'));
  if (!dataType) return badRequest(c, `Unknown dataType ${c.req.query('dataType') ?? '(none)'}`);
  // The spec's landing download sends period and cusip as null: both mean "every fund".
  const given = (name: string) => {
    const value = c.req.query(name)?.trim() ?? '';
    return value === 'null' ? '' : value;
  };
  const cusip = given('cusip');
  const period = given('period');
  if (period) {
    // products spec 2.14: the fund page's download, one fund's rows of one year (data/fund-detail.ts).
    if (!cusip) return badRequest(c, 'A period needs a cusip');
    const body = fundCapitalGainsExport(dataType, cusip, period);
    if (body === undefined)
      return c.json({ status: 404, error: 'Not Found', message: `No capital gains of ${cusip} in ${period}` }, 404);
    return download(c, body, `CapitalGains-${dataType}-${cusip}-${period}.csv`, 'text/csv');
  }
  const body = capitalGainsExport(dataType, cusip);
  return download(c, body, `CapitalGains-${dataType}.csv`, 'text/csv');
});
