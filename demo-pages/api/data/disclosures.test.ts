import { describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { FOOTNOTE_COUNT, FUND_DISCLOSURE_REFERENCE_MAP, fundDisclosureReferenceMap, fundFootnote } from './disclosures';
import { productCatalogue } from './products';

const app = createApp();
const SPEC_QUERY =
  "documents?_scope=/content/documents/administration/cm-common&_expr=jcr:contains(@resourcebundle:id, 'fund.disclosure.reference.map')";

interface BundleList {
  _meta: { totalSize: number };
  _embedded: {
    documents: Array<{
      _meta: { type: string };
      id: string;
      basename: string;
      bundles: { default: Record<string, string> };
    }>;
  };
}

async function list(url: string): Promise<{ status: number; body: BundleList }> {
  const response = await app.request(url, { headers: { 'HST-Authorization': 'demo' } });
  return { status: response.status, body: (await response.json()) as BundleList };
}

describe('the fund-disclosure reference map (products spec 2.14, 3, 7)', () => {
  it("is the one resource bundle document the spec's lookup finds on {cmsBase}", async () => {
    const { status, body } = await list(`/site/resourceapi/halapi/${encodeURI(SPEC_QUERY)}`);
    expect(status).toBe(200);
    expect(body._meta.totalSize).toBe(1);
    const [document] = body._embedded.documents;
    expect(document?._meta.type).toBe('resourcebundle:resourcebundle');
    expect(document?.id).toBe(FUND_DISCLOSURE_REFERENCE_MAP);
    expect(document?.bundles.default).toEqual(fundDisclosureReferenceMap());
  });

  it('is not found by another bundle id nor outside the administration folder', async () => {
    const other = await list(
      "/site/resourceapi/halapi/documents?_scope=/content/documents/administration/cm-common&_expr=jcr:contains(@resourcebundle:id,'mutual-funds.product.landing')",
    );
    expect(other.body._meta.totalSize).toBe(0);
    const elsewhere = await list(
      "/site/resourceapi/halapi/documents?_scope=/content/documents/cm-advisor&_expr=jcr:contains(@resourcebundle:id,'fund.disclosure.reference.map')",
    );
    expect(elsewhere.body._meta.totalSize).toBe(0);
  });

  it('gives about one fund in eight a footnote from 1 to 6, the same for every class of the fund', () => {
    const { mutualFunds, etfs, intervalFunds } = productCatalogue();
    const funds = [...mutualFunds, ...etfs, ...intervalFunds];
    const map = fundDisclosureReferenceMap();
    const marked = funds.filter((fund) => fundFootnote(fund.fundName) !== undefined);
    expect(marked.length / funds.length).toBeGreaterThan(1 / 14);
    expect(marked.length / funds.length).toBeLessThan(1 / 5);
    for (const fund of funds) {
      const numbers = new Set(fund.classes.map((share) => map[share.cusip]));
      expect(numbers.size, fund.fundName).toBe(1);
    }
    const numbers = new Set(Object.values(map));
    expect([...numbers].sort()).toEqual(Array.from({ length: FOOTNOTE_COUNT }, (_, i) => String(i + 1)));
    // Every key is a fixture cusip, so each footnote lands on a row of some landing table.
    const cusips = new Set(funds.flatMap((fund) => fund.classes.map((share) => share.cusip)));
    expect(Object.keys(map).every((cusip) => cusips.has(cusip))).toBe(true);
  });

  it('marks some ETFs and some mutual funds and leaves others of each without a footnote', () => {
    const { mutualFunds, etfs } = productCatalogue();
    for (const funds of [mutualFunds, etfs]) {
      const footnotes = funds.map((fund) => fundFootnote(fund.fundName));
      expect(footnotes.some((n) => n !== undefined)).toBe(true);
      expect(footnotes.some((n) => n === undefined)).toBe(true);
    }
  });
});

describe('the performance disclosures (products spec 2.14, 7)', () => {
  it("are one HTML document per product type and site, found by the spec's scope", async () => {
    for (const site of ['advisor', 'investor']) {
      const response = await app.request(
        `/site/resourceapi/halapi/documents?_scope=/content/documents/cm-${site}/products/exchange-traded-funds/performance-disclosure&_limit=-1`,
        { headers: { 'HST-Authorization': 'demo' } },
      );
      const body = (await response.json()) as { _embedded: { documents: Array<{ html: { content: string } }> } };
      expect(body._embedded.documents).toHaveLength(1);
      expect(body._embedded.documents[0]?.html.content).toContain('value of an exchange-traded fund will fluctuate');
    }
  });
});
