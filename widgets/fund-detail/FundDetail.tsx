import { useLayoutEffect, useRef, type ComponentType, type FocusEvent, type ReactNode } from 'react';
import type { AttributeValues } from '../../runtime/attributes';
import { useElement } from '../../runtime/define-element';
import { CrumbBlock } from './blocks/Crumb';
import { FUND_BLOCK_COMPONENTS, type BlockProps } from './blocks';
import type { attributes } from './element';
import { FUND_BLOCKS, NO_FUND_LINK_TEXT, NO_FUND_TEXT, type FundBlock } from './model';
import { useFundDetailsQuietly, usePageCusip } from './use-fund';

/**
 * products spec 2.14: the fund page, or one of its blocks. Without a fund (no cusip in the address or the
 * attribute), the page says so and leads to the products; a lone block says nothing, as its page's header does.
 */
export function FundDetail({
  block,
  cusip: cusipAttribute,
  productsUrl,
  provider,
}: AttributeValues<typeof attributes>) {
  const { config } = useElement();
  const cusip = usePageCusip(cusipAttribute);
  const products = productsUrl ?? `${config.siteBase}/investment-products/`;
  if (block === 'crumb') return cusip ? <CrumbBlock cusip={cusip} productsUrl={products} provider={provider} /> : null;
  if (!cusip) {
    if (block !== 'page' && block !== 'header') return null;
    return (
      <div className="no-fund" role="status">
        <p>{NO_FUND_TEXT}</p>
        <a href={products}>{NO_FUND_LINK_TEXT}</a>
      </div>
    );
  }
  return (
    <FundBlocks
      cusip={cusip}
      blocks={block === 'page' ? FUND_BLOCKS : [block]}
      productsUrl={products}
      provider={provider}
    />
  );
}

/**
 * The blocks of a fund. A fund the service does not know (its details' value is null) has only its header, which
 * says so; its other blocks draw nothing.
 */
function FundBlocks({
  cusip,
  blocks,
  productsUrl,
  provider,
}: {
  cusip: string;
  blocks: readonly FundBlock[];
  productsUrl: string;
  provider: string;
}) {
  const details = useFundDetailsQuietly(cusip);
  const unknown = details.status === 'ready' && details.data === null;
  const shown = unknown ? blocks.filter((name) => name === 'header') : blocks;
  return (
    <FocusKeeper>
      {shown.map((name) => {
        const Block: ComponentType<BlockProps> = FUND_BLOCK_COMPONENTS[name];
        return <Block key={`${name}|${cusip}`} cusip={cusip} productsUrl={productsUrl} provider={provider} />;
      })}
    </FocusKeeper>
  );
}

/**
 * The blocks' frame, which keeps the focus in the element: when the control or area that had it goes (Retry brought
 * an answer without the block's section, so the block draws nothing), the focus moves to the frame, where the block
 * was, instead of falling to the page's body.
 */
function FocusKeeper({ children }: { children: ReactNode }) {
  const frame = useRef<HTMLDivElement>(null);
  const lastFocused = useRef<Element | null>(null);
  // After every commit: the element that had the focus is gone and nothing else took it.
  useLayoutEffect(() => {
    const last = lastFocused.current;
    if (!last || last.isConnected) return;
    lastFocused.current = null;
    const root = frame.current?.getRootNode() as ShadowRoot | undefined;
    if (!root?.activeElement && (document.activeElement === document.body || document.activeElement === null)) {
      frame.current?.focus();
    }
  });
  const remember = (event: FocusEvent) => {
    lastFocused.current = event.target;
  };
  return (
    <div ref={frame} className="fund-detail-frame" tabIndex={-1} onFocus={remember}>
      {children}
    </div>
  );
}
