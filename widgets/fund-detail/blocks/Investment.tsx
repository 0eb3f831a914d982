import { cmsText } from '../../../runtime/cms-text';
import { isPresent, type Figure } from '../../../services/product-format';
import type { BlockProps } from '../model';
import { FundSection } from './FundSection';
import { dollarAmount } from './model';

/**
 * The spec lists the figures (products spec 2.14 "minimum and subsequent investment", 3 "summary.fundBasicDetail:
 * minimumInvestment, subsequentInvestment, initialInvestment"), not their labels. Chosen: the heading "Investment
 * Minimums" and each figure by its field's name in words.
 */
const INVESTMENT_TEXTS = {
  title: 'Investment Minimums',
  minimum: 'Minimum Investment',
  subsequent: 'Subsequent Investment',
  initial: 'Initial Investment',
} as const;

/** Chosen as above: the heading "Distributions" and the schedule labelled "Distribution Schedule". */
const DISTRIBUTION_TEXTS = { title: 'Distributions', schedule: 'Distribution Schedule' } as const;

/**
 * products spec 2.14, 3: the minimum and subsequent investment (each "-" when the fund sends none), and the initial
 * investment when the fund has one, as dollar amounts. A fund with none of the three draws nothing.
 */
export function InvestmentBlock({ cusip }: BlockProps) {
  return (
    <FundSection
      cusip={cusip}
      name="investment"
      title={INVESTMENT_TEXTS.title}
      content={(details) => {
        const basic = details.summary.fundBasicDetail;
        if (!basic) return null;
        const figures: Array<[string, Figure]> = [
          [INVESTMENT_TEXTS.minimum, basic.minimumInvestment],
          [INVESTMENT_TEXTS.subsequent, basic.subsequentInvestment],
        ];
        if (isPresent(basic.initialInvestment)) figures.push([INVESTMENT_TEXTS.initial, basic.initialInvestment]);
        if (!figures.some(([, value]) => isPresent(value))) return null;
        return (
          <dl className="fund-figures">
            {figures.map(([label, value]) => (
              <div key={label} className="fund-figure">
                <dt>{label}</dt>
                <dd>{dollarAmount(value)}</dd>
              </div>
            ))}
          </dl>
        );
      }}
    />
  );
}

/** products spec 2.14, 3 "summary.distributionsDetail.distrSchedule": the fund's distribution schedule, as text. */
export function DistributionsBlock({ cusip }: BlockProps) {
  return (
    <FundSection
      cusip={cusip}
      name="distributions"
      title={DISTRIBUTION_TEXTS.title}
      content={(details) => {
        const schedule = cmsText(details.summary.distributionsDetail.distrSchedule);
        if (!schedule) return null;
        return (
          <dl className="fund-figures">
            <div className="fund-figure fund-figure--text">
              <dt>{DISTRIBUTION_TEXTS.schedule}</dt>
              <dd>{schedule}</dd>
            </div>
          </dl>
        );
      }}
    />
  );
}
