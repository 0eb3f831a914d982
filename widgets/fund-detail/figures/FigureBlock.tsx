/**
 * What every figure block shares: its section, named by its heading, with its answer area (BlockFrame: the spinner,
 * the failure text with Retry, or the block), nothing at all once the answer says the fund has no such section; a
 * labelled select; and a download link that the element announces.
 */
import { useId, type ComponentProps, type ReactNode } from 'react';
import { SelectField } from '../../../runtime/ui/SelectField';
import { useElement } from '../../../runtime/define-element';
import { safeUrl } from '../../../runtime/links';
import type { ServiceState } from '../../../runtime/use-service';
import { BlockFrame } from '../BlockFrame';
import type { events } from '../element';

export function FigureBlock<T>({
  name,
  title,
  state,
  present,
  children,
  after,
}: {
  /** The block's `data-block` name: its class `fund-block--{name}`. */
  name: string;
  title: string;
  state: ServiceState<T>;
  /** Whether the answer holds the block's section; a block without it draws nothing. */
  present: (data: T) => boolean;
  children: (data: T) => ReactNode;
  /** A part of the block from another call, drawn after the answer area whatever became of it. */
  after?: ReactNode;
}) {
  const headingId = useId();
  if (state.status === 'ready' && state.data !== undefined && !present(state.data)) return null;
  return (
    <section className={`fund-block fund-block--${name}`} part="block" aria-labelledby={headingId}>
      <h2 id={headingId} part="heading">
        {title}
      </h2>
      <BlockFrame state={state} label={title}>
        {children}
      </BlockFrame>
      {after}
    </section>
  );
}

export interface Choice {
  value: string;
  label: string;
}

/** A native select with its visible label (runtime/ui/SelectField.tsx), in the figure blocks' layout. */
export function FigureSelect(props: Omit<ComponentProps<typeof SelectField>, 'className'>) {
  return <SelectField {...props} className="figure-field" />;
}

/**
 * A file the service sends (products spec 7 "Downloads (navigation)"): a link to it, announced as
 * `fund-detail-download` with the address the browser follows; the click is not cancelled.
 */
export function DownloadLink({
  kind,
  period,
  href,
  children,
}: {
  kind: 'full-holdings' | 'capital-gains';
  period: string;
  href: string;
  children: ReactNode;
}) {
  const { emit } = useElement<typeof events>();
  return (
    <a
      className="cm-button cm-button--secondary figure-download"
      href={safeUrl(href)}
      download
      onClick={(event) => emit('download', { kind, period, href: event.currentTarget.href })}
    >
      {children}
    </a>
  );
}
