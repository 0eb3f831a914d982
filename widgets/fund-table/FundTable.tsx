import type { AttributeValues } from '../../runtime/attributes';
import type { attributes } from './element';
import { Landing } from './landing/Landing';
import { RatedFunds } from './rated-funds/RatedFunds';
import { FindAProduct } from './find-a-product/FindAProduct';
import { ProductList } from './product-list/ProductList';
import { ProductFinder } from './product-finder/ProductFinder';
import { VariableProducts } from './variable-products/VariableProducts';
import { ClosedEndFunds } from './closed-end/ClosedEndFunds';
import { ModelPortfolios } from './model-portfolios/ModelPortfolios';
import { Plan529 } from './plan-529/Plan529';

/** The element's root: one view per data-product. Each view keys on the product so a change starts it afresh. */
export function FundTable(props: AttributeValues<typeof attributes>) {
  const { product } = props;
  switch (product) {
    case 'mutual-funds':
    case 'exchange-traded-funds':
    case 'interval-funds':
      return <Landing key={product} variant={product} {...props} />;
    case 'variable-products':
      return <VariableProducts emptyText={props.emptyText} />;
    case 'closed-end-funds':
      return <ClosedEndFunds emptyText={props.emptyText} />;
    case 'rated-funds':
      return <RatedFunds {...props} />;
    case 'model-portfolios':
      return <ModelPortfolios emptyText={props.emptyText} />;
    case '529-plan':
      return <Plan529 container={props.container} plan529Brand={props.plan529Brand} emptyText={props.emptyText} />;
    case 'find-a-product':
      return <FindAProduct {...props} />;
    case 'product-list':
      return <ProductList {...props} />;
    case 'product-finder':
      return <ProductFinder {...props} />;
  }
}
