import { useEffect } from 'react';
import { useElement } from '../../../runtime/define-element';
import { RegisteredText } from '../../../runtime/ui/RegisteredText';
import { useService } from '../../../runtime/use-service';
import { getProductListByCusip, type ProductListEntry } from '../../../services/products';
import type { BlockProps } from '../model';
import type { events } from '../element';
import { takesFundCrumb } from '../model';
import { fundNameByCusip } from './model';

/** site spec 8 "Content fetch failure": a name that cannot be had is logged, and the crumb is left out. */
const NO_PRODUCTS: ProductListEntry[] = [];

/**
 * products spec 2.14: "Paths under /investment-products that end in /historical-data, /details or /full-holdings get
 * a last crumb with the fund name, looked up by the cusip query parameter." The crumb is the current page's, so it
 * carries aria-current="page"; `fund-detail-name` tells the page the name (a template may also use it in its title).
 * Elsewhere, and while the name is on its way or when none is found, nothing is drawn.
 */
export function CrumbBlock({ cusip }: BlockProps) {
  const { emit } = useElement<typeof events>();
  const takesCrumb = takesFundCrumb(location.pathname);
  const products = useService((context) => getProductListByCusip(cusip, context), [cusip], {
    enabled: takesCrumb,
    failure: { show: 'log', empty: NO_PRODUCTS },
  });
  const fundName = takesCrumb && products.status === 'ready' ? fundNameByCusip(products.data ?? [], cusip) : undefined;
  useEffect(() => {
    if (fundName) emit('name', { cusip, fundName });
  }, [emit, cusip, fundName]);
  if (!fundName) return null;
  return (
    <span className="fund-crumb" aria-current="page">
      <RegisteredText text={fundName} />
    </span>
  );
}
