/**
 * The Product List's type and class (products spec 2.11: /investment-products/search-list/?type={type}&class={class}).
 */
import {
  MUTUAL_FUND_CLASSES,
  PLAN_529_CLASSES,
  stripClassPrefix,
  VARIABLE_PRODUCT_CLASSES,
} from '../../../services/product-vocabulary';
import { params, type QueryInput } from '../table/query-params';

export type ProductListType = 'mutualFunds' | '529' | 'variable' | 'closedend' | 'etf';

/** products spec 2.11: the classes each type lists; '' is the variable "Shares" class. */
const PRODUCT_LIST_CLASSES: Readonly<Record<ProductListType, readonly string[]>> = {
  mutualFunds: MUTUAL_FUND_CLASSES,
  '529': PLAN_529_CLASSES,
  variable: VARIABLE_PRODUCT_CLASSES,
  closedend: [],
  etf: [],
};

export interface ProductListQuery {
  type: ProductListType;
  /** The class in its listed spelling; '' for variable Shares and for the types without classes. */
  className: string;
}

/** The chosen type and class, or undefined when the type is unknown or the class is not one the type lists. */
export function parseProductListQuery(input: QueryInput): ProductListQuery | undefined {
  const search = params(input);
  const requestedType = (search.get('type') ?? '').trim().toLowerCase();
  const type = (Object.keys(PRODUCT_LIST_CLASSES) as ProductListType[]).find((t) => t.toLowerCase() === requestedType);
  if (!type) return undefined;
  const classes = PRODUCT_LIST_CLASSES[type];
  if (classes.length === 0) return { type, className: '' };
  const requested = stripClassPrefix(search.get('class') ?? '');
  const className = classes.find((c) => c.toLowerCase() === requested.toLowerCase());
  return className === undefined ? undefined : { type, className };
}
