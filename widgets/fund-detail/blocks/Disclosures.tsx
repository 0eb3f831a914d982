import { useId } from 'react';
import { useService, type ServiceState } from '../../../runtime/use-service';
import {
  footnoteOf,
  getFundDisclosureRefs,
  getPerformanceDisclosures,
  type FundDisclosureRefs,
} from '../../../services/content';
import type { BlockProps } from '../model';
import { BlockFrame } from '../BlockFrame';
import { useFundDetails } from '../use-fund';
import { FundHtml } from './CmsBlocks';
import { BlockSection } from './FundSection';
import { fundProductType } from './model';

/** The spec's name of the block (products spec 2.14 "Disclosures"). */
const TITLE = 'Disclosures';

/**
 * The fund's footnote (products spec 3 "disclosureRef: the footnote number looked up by cusip"). The footnotes' texts
 * are the disclosures' own, numbered; the spec shows no sentence for a fund page, which has no table row to mark:
 * chosen, a line that names the fund's footnote by its number.
 */
export function footnoteText(footnote: string): string {
  return `Footnote ${footnote} applies to this fund.`;
}

/** products spec 7: "On a non-OK response these lookups log the failure and use empty data". */
const NO_DISCLOSURES: string[] = [];
const NO_FOOTNOTES: FundDisclosureRefs = {};

interface Disclosures {
  html: string[];
  footnote: string | undefined;
}

/**
 * products spec 2.14 "Disclosures: performance disclosures per product ... and a fund-disclosure reference map that
 * gives footnote numbers by cusip": the fund's footnote, when the map gives it one, then the performance disclosures
 * of its product type (sanitised HTML). The product type comes from the fund details (spec 3 "Fund group
 * resolution"), so the block fails with them; the two content lookups are logged and left empty when they fail.
 */
export function DisclosuresBlock({ cusip }: BlockProps) {
  const details = useFundDetails(cusip);
  const id = useId();
  const path = details.data ? fundProductType(details.data).path : undefined;
  const disclosures = useService((context) => getPerformanceDisclosures(path ?? '', context), [path], {
    enabled: path !== undefined,
    failure: { show: 'log', empty: NO_DISCLOSURES },
  });
  const refs = useService((context) => getFundDisclosureRefs(context), [], {
    failure: { show: 'log', empty: NO_FOOTNOTES },
  });
  const ready = details.status === 'ready' && disclosures.status === 'ready' && refs.status === 'ready';
  const state: ServiceState<Disclosures> = {
    status: details.status === 'error' ? 'error' : ready ? 'ready' : 'loading',
    data: ready ? { html: disclosures.data ?? [], footnote: footnoteOf(refs.data ?? {}, cusip) } : undefined,
    error: details.error,
    retry: details.retry,
    current: true,
  };
  if (details.status === 'ready' && details.data === null) return null;
  if (state.data && state.data.html.length === 0 && !state.data.footnote) return null;
  return (
    <BlockSection name="disclosures" labelledBy={id}>
      <h2 id={id} part="heading">
        {TITLE}
      </h2>
      <BlockFrame state={state} label={TITLE}>
        {({ html, footnote }) => (
          <>
            {footnote && <p className="fund-footnote">{footnoteText(footnote)}</p>}
            {html.map((text, index) => (
              <FundHtml key={index} html={text} />
            ))}
          </>
        )}
      </BlockFrame>
    </BlockSection>
  );
}
