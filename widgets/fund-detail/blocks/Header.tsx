import { useEffect, useId, useMemo, type ReactNode } from 'react';
import { RegisteredText } from '../../../runtime/ui/RegisteredText';
import type { FundDetails } from '../../../services/fund-detail';
import { displayDate, isPresent } from '../../../services/product-format';
import { RATING_PROVIDER } from '../../../services/product-vocabulary';
import type { BlockProps } from '../model';
import { BlockFrame } from '../BlockFrame';
import { NO_FUND_LINK_TEXT, NO_FUND_TEXT } from '../model';
import { useFundDetails } from '../use-fund';
import { BlockSection } from './FundSection';
import { categoryText, headerTexts, NO_CLASS_TEXT, ratingStars, ratingText, shareClassOptions } from './model';
import { SHARE_CLASS_LABEL, ShareClassSelect } from './ShareClassSelect';

/**
 * The header's labels. The spec lists what the header shows (products spec 2.14 "fund name, symbol, class, ratings,
 * category, investor goals, multi-manager flag"), not its labels: chosen, the words the fund tables use where they
 * have one ("Ticker"), else the field's meaning in plain words.
 */
export const HEADER_TEXTS = {
  /** The header's name for assistive technology while it loads or failed. */
  label: 'Fund overview',
  ticker: 'Ticker',
  category: 'Category',
  /** "{rating provider} Rating", as the fund tables name the provider's columns. */
  rating: (provider: string) => `${provider} Rating`,
  ratingAsOf: 'as of',
  /** products spec 2.10: "{rating provider} Category". */
  ratingCategory: (provider: string) => `${provider} Category`,
  riskVsCategory: 'Risk vs. category',
  investorGoals: 'Investor goals',
  multiManager: 'Multi-manager fund',
} as const;

type Header = FundDetails['header'];

/**
 * The header of the funds the page showed, by the cusip of each of their classes: while another class of the fund
 * loads, its name and switch stay drawn (the switch keeps the focus, nothing jumps) and only the figures wait.
 */
const shownFunds = new Map<string, Header>();

/**
 * products spec 2.14: the fund's name as the page's heading, its share-class switch, and what the header says of it.
 * A fund the service does not know: the page says so and leads to the products.
 */
export function HeaderBlock({ cusip, productsUrl, provider = RATING_PROVIDER.default }: BlockProps) {
  const details = useFundDetails(cusip);
  const id = useId();
  const ready = details.status === 'ready' ? details.data : undefined;
  const answered = useMemo(() => (ready ? headerTexts(ready.header) : undefined), [ready]);
  const header = answered ?? (details.status === 'ready' ? undefined : shownFunds.get(cusip.toUpperCase()));
  useEffect(() => {
    if (!answered) return;
    for (const share of [cusip, ...answered.classes.map((link) => link.cusip)])
      shownFunds.set(share.toUpperCase(), answered);
  }, [answered, cusip]);
  if (ready === null)
    return (
      <div className="no-fund" role="status">
        <p>{NO_FUND_TEXT}</p>
        <a className="cm-link" href={productsUrl}>
          {NO_FUND_LINK_TEXT}
        </a>
      </div>
    );
  const options = header ? shareClassOptions(header, cusip) : [];
  const switchable = options.length > 1;
  return (
    <BlockSection name="header" labelledBy={header?.fundName ? id : undefined}>
      {header?.fundName && (
        <h1 id={id} part="heading" className="fund-name">
          <RegisteredText text={header.fundName} />
        </h1>
      )}
      {switchable && <ShareClassSelect options={options} cusip={cusip} />}
      <BlockFrame state={details} label={HEADER_TEXTS.label}>
        {() => answered && <HeaderFacts header={answered} classShown={switchable} provider={provider} />}
      </BlockFrame>
    </BlockSection>
  );
}

/** What the header says of the fund, each fact the fund has; the class only where no switch shows it. */
function HeaderFacts({ header, classShown, provider }: { header: Header; classShown: boolean; provider: string }) {
  const category = categoryText(header);
  const stars = ratingStars(header.mStarOverallRating);
  return (
    <>
      <dl className="fund-facts">
        {header.symbol && <Fact label={HEADER_TEXTS.ticker}>{header.symbol}</Fact>}
        {!classShown && <Fact label={SHARE_CLASS_LABEL}>{header.fundClass ?? NO_CLASS_TEXT}</Fact>}
        {category && <Fact label={HEADER_TEXTS.category}>{category}</Fact>}
        {stars !== undefined && (
          <Fact label={HEADER_TEXTS.rating(provider)}>
            <span className="fund-stars" role="img" aria-label={ratingText(stars)}>
              <span className="fund-stars-filled" aria-hidden="true">
                {'★'.repeat(stars)}
              </span>
              <span className="fund-stars-empty" aria-hidden="true">
                {'☆'.repeat(5 - stars)}
              </span>
            </span>
            {isPresent(header.mStarRatingAsOfDt) && ' '}
            {isPresent(header.mStarRatingAsOfDt) && (
              <span className="fund-note">{`${HEADER_TEXTS.ratingAsOf} ${displayDate(header.mStarRatingAsOfDt)}`}</span>
            )}
          </Fact>
        )}
        {stars !== undefined && header.mStarCategory && (
          <Fact label={HEADER_TEXTS.ratingCategory(provider)}>{header.mStarCategory}</Fact>
        )}
        {header.mStarRiskVsCtg && <Fact label={HEADER_TEXTS.riskVsCategory}>{header.mStarRiskVsCtg}</Fact>}
        {header.investorGoals.length > 0 && (
          <Fact label={HEADER_TEXTS.investorGoals} wide>
            <ul className="fund-goals">
              {header.investorGoals.map((goal, index) => (
                <li key={index}>{goal}</li>
              ))}
            </ul>
          </Fact>
        )}
      </dl>
      {header.multiManager && <p className="fund-badge">{HEADER_TEXTS.multiManager}</p>}
    </>
  );
}

function Fact({ label, wide = false, children }: { label: string; wide?: boolean; children: ReactNode }) {
  return (
    <div className={wide ? 'fund-fact fund-fact--wide' : 'fund-fact'}>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}
