import { describe, expect, it } from 'vitest';
import {
  CHIP_EXCLUDED_DOC_TYPES,
  LITERATURE_TABS,
  SMA_SHAREHOLDER_REPORT_TYPES,
  SUMMARY_PROSPECTUS_FLAGS,
} from '../../services/literature-vocabulary';
import { orderEmail } from '../../widgets/cart-order/model';
import { createApp } from './app';
import { parseDocumentQuery } from './halapi';
import type { OutboxMessage } from './email';

const app = createApp();
const AUTH = { 'HST-Authorization': 'demo' };
const HAL = '/site/resourceapi/halapi';

interface Doc {
  _meta: { id: string; path: string; type: string };
  [field: string]: unknown;
}
interface ProductDocument {
  docType: string;
  fileName: string;
  file: { _meta: { mirror: { path: string } } };
  displayLiterature: boolean;
  displayInvestor: boolean;
}

async function get<T>(url: string): Promise<{ status: number; body: T }> {
  const response = await app.request(url, { headers: AUTH });
  return { status: response.status, body: (await response.json()) as T };
}
async function documents(path: string): Promise<Doc[]> {
  const { status, body } = await get<{ _embedded: { documents: Doc[] } }>(`${HAL}${path}`);
  expect(status).toBe(200);
  return body._embedded.documents;
}
const q = encodeURIComponent;
const CLASS_FIELDS = 'title,cusipId,symbol,classCategory,productDocuments,fundName';
const classesQuery = (productType: string, expr = "@cmfund:status='1'", fields = CLASS_FIELDS) =>
  `/documents?_scope=/content/documents/cm-advisor/products/${productType}/classes&_sort=cmfund:title&_fields=${fields}&_expr=${q(expr)}&_limit=-1`;
const fundTabs = LITERATURE_TABS.map((tab) => tab.productType).filter((type) => type !== 'sma-completion-portfolios');

describe('fund literature (products spec 3, 7)', () => {
  it('has active classes with product documents on every fund tab, hundreds of documents in all', async () => {
    let total = 0;
    for (const productType of fundTabs) {
      const classes = await documents(classesQuery(productType));
      expect(classes.length, productType).toBeGreaterThan(5);
      for (const doc of classes) {
        expect(Object.keys(doc).sort()).toEqual(
          ['_meta', 'classCategory', 'cusipId', 'fundName', 'productDocuments', 'symbol', 'title'].sort(),
        );
        total += (doc.productDocuments as ProductDocument[]).length;
      }
      const titles = classes.map((doc) => doc.title as string);
      expect(titles).toEqual(
        [...titles].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base', numeric: true })),
      );
    }
    expect(total).toBeGreaterThan(1000);
  });

  it("leaves out the retired classes with _expr=@cmfund:status='1'", async () => {
    const all = await documents(classesQuery('mutual-funds', "@cmfund:fundClass='A' or @cmfund:fundClass='C'"));
    const active = await documents(
      classesQuery(
        'mutual-funds',
        "@cmfund:status='1' and @cmfund:fundClass='A' or @cmfund:status='1' and @cmfund:fundClass='C'",
      ),
    );
    expect(active.length).toBeLessThan(all.length);
    expect(new Set(active.map((doc) => doc.classCategory))).toEqual(new Set(['A', 'C']));
  });

  it('has every kind of document: secure ones, investor-hidden ones, insights, excluded types', async () => {
    const docs = (await documents(classesQuery('mutual-funds'))).flatMap(
      (doc) => doc.productDocuments as ProductDocument[],
    );
    const types = new Set(docs.map((doc) => doc.docType));
    for (const type of [
      'Fact Sheet',
      'Fund Commentary',
      'Attribution/Contribution',
      'Investment Insights',
      'Product Guide',
      'Reports',
    ])
      expect(types, type).toContain(type);
    expect(docs.some((doc) => doc.file._meta.mirror.path.includes('/secure/'))).toBe(true);
    expect(docs.some((doc) => !doc.displayInvestor)).toBe(true);
    expect(docs.some((doc) => !doc.displayLiterature)).toBe(true);
    expect(CHIP_EXCLUDED_DOC_TYPES.some((type) => types.has(type))).toBe(true);
  });

  it("answers each class's fund document with its fundCategory", async () => {
    const [first] = await documents(classesQuery('closed-end-funds'));
    const funds = await documents(
      '/documents?_scope=/content/documents/cm-advisor/products/closed-end-funds/funds&_fields=fundCategory&_limit=-1',
    );
    const fund = funds.find((doc) => doc._meta.id === first?.fundName);
    expect(fund).toEqual({ _meta: expect.any(Object), fundCategory: 'Closed End' });
  });

  it('marks RIA focus funds: mutual funds in Institutional2 with their closed-fund message, and ETFs', async () => {
    const expr = "@cmfund:status='1' and @cmfund:type='RIA' and @cmfund:fundClass='Institutional2'";
    const mutual = await documents(classesQuery('mutual-funds', expr, `${CLASS_FIELDS},closedFundMsg`));
    expect(mutual.length).toBeGreaterThan(5);
    expect(new Set(mutual.map((doc) => doc.classCategory))).toEqual(new Set(['Institutional2']));
    expect(mutual.some((doc) => doc.closedFundMsg)).toBe(true);
    const etfs = await documents(classesQuery('exchange-traded-funds', "@cmfund:status='1' and @cmfund:type='RIA'"));
    expect(etfs.length).toBeGreaterThan(3);
  });

  it('answers the summary-prospectus data of one cusip, and its documents on the prospectus-hosting service', async () => {
    const all = await documents('/documents?_scope=/content/documents/cm-advisor/common/summary-prospectus&_limit=-1');
    expect(all.length).toBeGreaterThan(500);
    const withFlag = all.find((doc) => doc.summaryProspectus === true)!;
    const one = await documents(
      `/documents?_scope=/content/documents/cm-advisor/common/summary-prospectus&_limit=-1&_expr=${q(`@cmfund:cusip='${withFlag.cusip as string}'`)}`,
    );
    expect(one).toEqual([withFlag]);
    expect(Object.keys(withFlag)).toEqual(expect.arrayContaining(['cusip', ...SUMMARY_PROSPECTUS_FLAGS]));

    const pdf = await app.request(`/api/prospectus-documents/${withFlag.cusip as string}/SP`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect((await pdf.text()).startsWith('%PDF-')).toBe(true);
    const unset = SUMMARY_PROSPECTUS_FLAGS.find((flag) => withFlag[flag] === false);
    if (unset)
      expect((await app.request(`/api/prospectus-documents/${withFlag.cusip as string}/${unset}`)).status).toBe(404);
    expect((await app.request('/api/prospectus-documents/000000000/SP')).status).toBe(404);
  });

  it('answers the three literature bundles in one call joined with "or"', async () => {
    const expr = ['summary.prospectus.details', 'mail.order.details', 'literature.doctypes']
      .map((key) => `jcr:contains(@resourcebundle:id, '${key}')`)
      .join(' or ');
    const bundles = await documents(`/documents?_scope=/content/documents/administration/cm-common&_expr=${q(expr)}`);
    const byName = Object.fromEntries(
      bundles.map((doc) => [doc.basename, (doc.bundles as { default: unknown }).default]),
    );
    expect(Object.keys(byName).sort()).toEqual([
      'literature.doctypes',
      'mail.order.details',
      'summary.prospectus.details',
    ]);
    expect(byName['summary.prospectus.details']).toEqual({ domain: '/api/prospectus-documents' });
    expect(byName['mail.order.details']).toMatchObject({ 'Fact Sheet': 'FS', 'Attribution/Contribution': 'false' });
    expect(Object.keys(byName['literature.doctypes'] as object).sort()).toEqual([...SUMMARY_PROSPECTUS_FLAGS].sort());
  });
});

describe('_expr of the HAL fixture: equality, "and", "or"', () => {
  it('keeps " and " inside a quoted value, and binds "and" tighter than "or"', () => {
    const parsed = parseDocumentQuery(
      new URLSearchParams({ _expr: "@a='x and y' or jcr:contains(., 'b') and @c='1'" }),
    );
    expect(parsed).toEqual({
      ok: true,
      value: expect.objectContaining({
        expr: [
          [{ test: 'equals', property: '@a', value: 'x and y' }],
          [
            { test: 'contains', property: '.', value: 'b' },
            { test: 'equals', property: '@c', value: '1' },
          ],
        ],
      }),
    });
  });

  it('answers 400 for an unsupported clause', async () => {
    const { status, body } = await get<{ message: string }>(`${HAL}/documents?_expr=${q("@a='1' or @b>2")}`);
    expect(status).toBe(400);
    expect(body.message).toContain('@b>2');
  });
});

describe('documents of a content type (products spec 7)', () => {
  it('answers {b}:Accordion of managed-accounts with the SMA portfolios and their shareholder reports', async () => {
    const [accordion] = await documents(
      '/cm:Accordion?_scope=/content/documents/cm-advisor/products/managed-accounts&_limit=-1',
    );
    const outer = accordion!.OuterAccordionCompound as Array<{
      outerLabel: string;
      contentBlock: Array<{ innerLabel: string }>;
    }>;
    expect(outer.length).toBeGreaterThanOrEqual(8);
    const labels = new Set(outer.flatMap((item) => item.contentBlock.map((block) => block.innerLabel)));
    expect(SMA_SHAREHOLDER_REPORT_TYPES.filter((type) => labels.has(type)).length).toBeGreaterThanOrEqual(3);
  });

  it('answers {b}:FormsAndApplications sorted by product type, fewer in the investor folder', async () => {
    const scope = (site: string) =>
      `/cm:FormsAndApplications?_scope=/content/documents/cm-${site}/resources/forms-and-applications&_sort=cm:productType&_limit=-1`;
    const advisor = await documents(scope('advisor'));
    const investor = await documents(scope('investor'));
    expect(investor.length).toBeGreaterThan(10);
    expect(investor.length).toBeLessThan(advisor.length);
    const types = advisor.map((doc) => doc.productType as string);
    expect(types).toEqual([...types].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base', numeric: true })));
    expect(advisor[0]).toMatchObject({
      _meta: { type: 'cm:FormsAndApplications' },
      description: { content: expect.stringMatching(/^<p>/) },
      link: { Link: [{ _meta: { mirror: { path: expect.stringMatching(/\.pdf$/) } } }] },
      productType: expect.stringMatching(/^productType\./),
      documentType: expect.stringMatching(/^[A-Za-z]+(-[A-Za-z]+)*$/),
    });
  });

  it('answers only the documents of the type named', async () => {
    expect(await documents('/cm:NoSuchType?_scope=/content/documents&_limit=-1')).toEqual([]);
  });
});

describe('CIT, glossary, tax centre and retirement literature (products spec 2.13, 2.19, 2.20, 2.23, 7)', () => {
  it('answers the CIT and stable value scopes with their documents', async () => {
    const cits = await documents(
      '/documents?_scope=/content/documents/cm-advisor/retirement/collective-investment-trusts&_limit=-1',
    );
    const stable = await documents(
      '/documents?_scope=/content/documents/cm-advisor/retirement/stable-value-funds&_limit=-1',
    );
    expect(cits.length).toBeGreaterThanOrEqual(8);
    expect(stable.length).toBeGreaterThanOrEqual(3);
    expect((stable[0]!.content as Array<{ text: string }>).map((item) => item.text)).toEqual([
      'Story Sheet',
      'Fact Sheet',
    ]);
  });

  it('answers the glossary of each site with title and summary only', async () => {
    for (const site of ['advisor', 'investor']) {
      const entries = await documents(
        `/documents?_scope=/content/documents/cm-${site}/products/index-description-glossary-spa/body-content&_fields=title,summary&_limit=-1`,
      );
      expect(entries.length).toBeGreaterThan(20);
      expect(Object.keys(entries[0]!).sort()).toEqual(['_meta', 'summary', 'title']);
      const index = entries.find((entry) => entry.title === 'S&P 500® Index')!;
      expect((index.summary as { content: string }).content).toContain('not possible to invest directly');
    }
  });

  it('answers the glossary with terms that start with a number', async () => {
    const entries = await documents(
      `/documents?_scope=/content/documents/cm-advisor/products/index-description-glossary-spa/body-content&_fields=title,summary&_limit=-1`,
    );
    const numeric = entries.map((entry) => entry.title as string).filter((title) => /^\d/.test(title));
    expect(numeric.sort()).toEqual([
      '10-Year U.S. Treasury Yield',
      '3-Month U.S. Treasury Bill Rate',
      '60/40 Blended Portfolio',
    ]);
  });

  it("answers the tax centre's capital gains and dividends sections with title and content only (products spec 2.23)", async () => {
    const sections = await documents(
      '/documents?_scope=/content/documents/cm-advisor/resources/tax-center/capital-gains-and-dividends&_fields=title,content&_limit=-1',
    );
    // In path order, as the content system lists a folder.
    expect(sections.map((section) => section.title)).toEqual([
      '2024 Capital Gains and Dividends Distributions',
      '2025 Capital Gains and Dividends Distributions',
      '2026 Capital Gains and Dividends Distributions',
    ]);
    expect(Object.keys(sections[0]!).sort()).toEqual(['_meta', 'content', 'title']);
    const reports = sections[1]!.content as Array<{ text: string; Link: Array<{ string: string }> }>;
    expect(reports[0]).toEqual({
      text: 'Capital Gains Distributions',
      Link: [{ string: '/binaries/content/assets/cm/tax-center/2025/capital-gains-distributions.pdf' }],
    });
    const pdf = await app.request(reports[0]!.Link[0]!.string);
    expect(pdf.headers.get('Content-Type')).toBe('application/pdf');
  });

  it('answers /service/funds/literature for TARGET and DCIO, and 400 without a class or with another type', async () => {
    type Answer = {
      fundLiterature: { literature: { funds: { fund: Array<{ fundName: string; subCategoryName: string }> } } };
    };
    const target = await app.request('/service/funds/literature?classes=Institutional3&type=TARGET');
    const dcio = await app.request('/service/funds/literature?classes=Institutional3&type=DCIO');
    const targetFunds = ((await target.json()) as Answer).fundLiterature.literature.funds.fund;
    const dcioFunds = ((await dcio.json()) as Answer).fundLiterature.literature.funds.fund;
    expect(targetFunds.every((fund) => /Target Retirement/.test(fund.fundName))).toBe(true);
    expect(dcioFunds.length).toBeGreaterThan(20);
    expect(new Set(dcioFunds.map((fund) => fund.subCategoryName)).size).toBeGreaterThan(3);
    expect((await app.request('/service/funds/literature?type=TARGET')).status).toBe(400);
    expect((await app.request('/service/funds/literature?classes=Institutional3&type=OTHER')).status).toBe(400);
  });
});

describe('the order e-mail in the outbox (products spec 7)', () => {
  it('keeps the order e-mail the cart sends, body as sent', async () => {
    const fresh = createApp();
    const message = orderEmail(
      {
        name: 'Jane Doe',
        firmname: '',
        address1: '1 Main Street',
        address2: '',
        city: 'Boston',
        state: 'MA',
        zip: '02110',
        phone: '',
        email: 'jane@doe.example',
      },
      [
        {
          cartId: '1_Fact Sheet',
          fundName: 'Calder Meridian Growth Fund',
          productType: 'Mutual Funds',
          dDocType: 'Fact Sheet',
          fileName: 'Fact Sheet',
          fileDDocType: 'FS',
          fileUrl: '/binaries/fs.pdf',
          fundClass: 'A',
          quantity: 3,
          orderable: true,
        },
      ],
      { from: 'no-reply@caldermeridian.example', to: ['literature@caldermeridian.example'], phone: '800-555-0130' },
    );
    const sent = await fresh.request('/api/email', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ type: 'email', data: message }),
    });
    expect(await sent.json()).toEqual({ ok: true, id: expect.any(String) });
    const { messages } = (await (await fresh.request('/api/outbox')).json()) as { messages: OutboxMessage[] };
    expect(messages[0]).toMatchObject({ ...message, type: 'email' });
    expect(messages[0]!.body).toContain(
      'Mutual Funds - Calder Meridian Growth Fund Class A - Fact Sheet - Quantity: 3',
    );
  });
});
