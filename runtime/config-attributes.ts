import { attr, optionalOneOf } from './attributes';

/**
 * Page configuration values an element may override with its own data-* attribute (DESIGN "Page
 * configuration": the page's config block sets them once, an element can differ). Every element accepts these.
 */
export const configAttributes = {
  brand: attr.optionalString({ description: 'Brand name shown in texts ({brand}); overrides the page configuration.' }),
  brandCode: attr.optionalString({
    description: 'Short brand code ({b}) used in content paths and site prefixes; overrides the page configuration.',
    pattern: /^[a-z0-9-]+$/,
    allowed: 'lower-case letters, digits and hyphens',
  }),
  environment: optionalOneOf(['production', 'staging', 'development', 'demo'], {
    description:
      'Environment; outside production a bad attribute shows a visible notice. Overrides the page configuration.',
  }),
  apiContent: attr.optionalString({ description: 'Base URL of the content API ({base}, before /halapi).' }),
  apiCms: attr.optionalString({ description: 'Base URL of the content system API ({cmsBase}, before /halapi).' }),
  apiProducts: attr.optionalString({ description: 'Base URL of the product services (before /pnp.svc and /cmg.svc).' }),
  apiAuth: attr.optionalString({ description: 'Base URL of the account services (before /adv.svc and /advexp.svc).' }),
  apiSubscriptions: attr.optionalString({ description: 'Base URL of the subscription services (before /api).' }),
  apiSearch: attr.optionalString({ description: 'Base URL of the search services (before /api).' }),
  apiEmail: attr.optionalString({ description: 'Base URL of the e-mail service (before /api/email).' }),
};
