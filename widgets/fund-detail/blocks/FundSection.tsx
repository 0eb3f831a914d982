import { useId, type ReactNode } from 'react';
import type { FundDetails } from '../../../services/fund-detail';
import { BlockFrame } from '../BlockFrame';
import { useFundDetails } from '../use-fund';

/**
 * A block of the fund page drawn from the fund details (products spec 2.14): a section named by its `<h2>`, the
 * spinner while the details load and the spec's failure text with Retry when they could not (BlockFrame). A fund
 * without the block's content (`content` gives null), or a fund the service does not know, draws nothing at all:
 * the header says the fund is not there. An `optional` section, which most funds do not have, takes no space while the
 * details load: a fund without it leaves no spinner's height to close under the blocks above (a layout shift), and
 * one with it shows it with the rest of the page's first answer. Its failure shows like any other block's.
 */
export function FundSection({
  cusip,
  name,
  title,
  content,
  optional = false,
}: {
  cusip: string;
  /** The block's `data-block` name: the section's class `fund-block--{name}`. */
  name: string;
  /** The block's heading, also its name for assistive technology while it loads or failed. */
  title: string;
  /** What the block shows of the details, or null when the fund has none of it. */
  content: (details: FundDetails) => ReactNode;
  /** A section most funds do not have (notices, new and noteworthy, underlying funds): nothing while it loads. */
  optional?: boolean;
}) {
  const details = useFundDetails(cusip);
  const id = useId();
  const body = details.status === 'ready' && details.data ? content(details.data) : null;
  if (details.status === 'ready' && (body === null || body === undefined || body === false)) return null;
  if (optional && (details.status === 'loading' || details.status === 'idle')) return null;
  return (
    <BlockSection name={name} labelledBy={id}>
      <h2 id={id} part="heading">
        {title}
      </h2>
      <BlockFrame state={details} label={title}>
        {() => body}
      </BlockFrame>
    </BlockSection>
  );
}

/** The section every block is drawn in: `part="block"`, named by its heading. */
export function BlockSection({
  name,
  labelledBy,
  children,
}: {
  name: string;
  labelledBy?: string | undefined;
  children: ReactNode;
}) {
  return (
    <section className={`fund-block fund-block--${name}`} part="block" aria-labelledby={labelledBy}>
      {children}
    </section>
  );
}
