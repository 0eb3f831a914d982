import { describe, expect, it } from 'vitest';
import { appliedText } from '../../../runtime/ui/FilterPanel';
import { landingConfig, landingEmptyResult } from '../landing/texts';
import { ratedFundsConfig } from '../rated-funds/texts';
import { displayingText, ERROR_POPUP, sectionUnavailableText } from './texts';

describe('texts (products spec 2.3, 2.5, 8)', () => {
  it('says how many funds are displayed and how many filters are applied', () => {
    expect(displayingText(1)).toBe('Displaying 1 fund(s)');
    expect(displayingText(1200)).toBe('Displaying 1200 fund(s)');
    expect(appliedText(3)).toBe('(3 applied)');
  });

  it('gives the empty-result text with the Search page hint', () => {
    const empty = landingEmptyResult('/investor');
    expect(empty.text).toBe('No matching funds found.');
    expect(`${empty.hint!.before}${empty.hint!.linkText}${empty.hint!.after}`).toBe(
      'Not finding what you are looking for? Try another share class (dropdown above) or go to the Search page.',
    );
    expect(empty.hint!.href).toBe('/investor/search');
  });

  it('gives the error texts', () => {
    expect(ERROR_POPUP).toEqual({
      title: 'Error',
      text: 'Fund Performance information is unavailable at this time. Please try again later.',
    });
    expect(sectionUnavailableText(landingConfig('exchange-traded-funds', 'Starling').section)).toBe(
      'Exchange Traded Fund information is currently unavailable due to a technical issue. Please try again later.',
    );
    expect(sectionUnavailableText(ratedFundsConfig('Starling').section)).toBe(
      'Starling Rated Fund information is currently unavailable due to a technical issue. Please try again later.',
    );
  });
});
