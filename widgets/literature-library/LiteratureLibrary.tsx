import type { AttributeValues } from '../../runtime/attributes';
import { useElement } from '../../runtime/define-element';
import type { attributes } from './element';
import { CitTable } from './cit/CitTable';
import { FormsAndApplications } from './forms/FormsAndApplications';
import { Glossary } from './glossary/Glossary';
import { Library } from './library/Library';
import { LiteratureAccordion } from './accordion/LiteratureAccordion';
import { RetirementTable } from './retirement/RetirementTable';
import { RiaFocusFunds } from './ria/RiaFocusFunds';
import { TaxCentre } from './tax-centre/TaxCentre';
import { citModeOf, defaultCitScope, retirementScopeOf } from './views';

/** The element's root: the view data-view names. */
export function LiteratureLibrary({ view, contentScope, cusip, productType }: AttributeValues<typeof attributes>) {
  const { config } = useElement();
  const mode = citModeOf(view);
  if (mode) return <CitTable mode={mode} scope={contentScope ?? defaultCitScope(mode, config.brandCode)} />;
  const scope = retirementScopeOf(view);
  if (scope) return <RetirementTable scope={scope} />;
  switch (view) {
    case 'forms-and-applications':
      return <FormsAndApplications />;
    case 'ria-focus-funds':
      return <RiaFocusFunds />;
    case 'fund-literature':
      return <LiteratureAccordion kind="fund" cusip={cusip} productType={productType ?? 'mutual-funds'} />;
    case 'managed-accounts':
      return <LiteratureAccordion kind="managed-accounts" />;
    case 'glossary':
      return <Glossary />;
    case 'tax-centre':
      return <TaxCentre />;
    default:
      return <Library />;
  }
}
