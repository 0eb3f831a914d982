import { describe, expect, it } from 'vitest';
import { suggestFirms } from './firms';

const firm = (firmNm: string) => ({ firmNm, firmId: firmNm, firmStNm: '', firmState: '', firmCity: '' });
const FIRMS = [
  'Harbor Wealth Partners',
  'Harbor Wealth Partners of Maine',
  'Tidewater Brokerage',
  'Northharbor Trust',
].map(firm);

describe('firm name suggestions (accounts spec 2.4)', () => {
  it('names that start with the text first, then those that contain it, ignoring case', () => {
    expect(suggestFirms('harbor', FIRMS).map((f) => f.firmNm)).toEqual([
      'Harbor Wealth Partners',
      'Harbor Wealth Partners of Maine',
      'Northharbor Trust',
    ]);
  });

  it('a whole name typed is still suggested, to be chosen', () => {
    expect(suggestFirms('Tidewater Brokerage', FIRMS).map((f) => f.firmNm)).toEqual(['Tidewater Brokerage']);
  });

  it('nothing for an empty text; at most the limit', () => {
    expect(suggestFirms('  ', FIRMS)).toEqual([]);
    expect(suggestFirms('r', FIRMS, 2)).toHaveLength(2);
  });
});
