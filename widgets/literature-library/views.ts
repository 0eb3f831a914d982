/**
 * The element's views (data-view) and what each one reads: the library (products spec 2.15), forms and
 * applications (2.17), RIA focus funds (2.18), the two trust tables (2.19), the two retirement scopes (2.20), the
 * two literature accordions (2.15), the index description glossary (2.13) and the tax centre (2.23).
 */
import type { CitMode, RetirementScope } from '../../services/literature-vocabulary';

export const LITERATURE_VIEWS = [
  'library',
  'forms-and-applications',
  'ria-focus-funds',
  'cits',
  'stable-value-funds',
  'retirement-target',
  'retirement-dcio',
  'fund-literature',
  'managed-accounts',
  'glossary',
  'tax-centre',
] as const;
export type LiteratureView = (typeof LITERATURE_VIEWS)[number];

/** products spec 2.19: the trust table's mode. */
export function citModeOf(view: LiteratureView): CitMode | undefined {
  return view === 'cits' || view === 'stable-value-funds' ? view : undefined;
}

/** products spec 2.20: the retirement table's scope. */
export function retirementScopeOf(view: LiteratureView): RetirementScope | undefined {
  if (view === 'retirement-target') return 'TARGET';
  if (view === 'retirement-dcio') return 'DCIO';
  return undefined;
}

/**
 * products spec 7 reads the trusts from "documents?_scope={scope}" and leaves the scope to the page; without
 * data-content-scope the element reads the advisor site's retirement folder of the mode.
 */
export function defaultCitScope(mode: CitMode, brandCode: string): string {
  const folder = mode === 'cits' ? 'collective-investment-trusts' : 'stable-value-funds';
  return `/content/documents/${brandCode}-advisor/retirement/${folder}`;
}
