import { attr, optionalOneOf, type AttributeDef } from './attributes';
import { getPageConfig } from './config';
import { checkContentLink } from './links';

/**
 * An element's own service base: a path, or a URL of this site, of a site the page configuration allows
 * (`allowedOrigins`) or of a service base the page configuration sets. Any other host is refused with the attribute
 * error: the calls carry the visitor's cookies and the content token.
 */
function serviceBase(description: string): AttributeDef<string | undefined> {
  return {
    ...attr.optionalLink({ description }),
    allowed:
      'a path, or a URL of this site, of a site in the page configuration\'s "allowedOrigins" or of one of its service bases',
    parse(raw) {
      if (raw === null || raw.trim() === '') return { ok: true, value: undefined };
      const value = raw.trim();
      const page = getPageConfig();
      const services = Object.values(page.api).flatMap((base) =>
        /^https?:\/\//i.test(base) ? [new URL(base).origin] : [],
      );
      return checkContentLink(value, [...page.allowedOrigins, ...services]).href === value
        ? { ok: true, value }
        : { ok: false };
    },
  };
}

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
  apiContent: serviceBase('Base URL of the content API ({base}, before /halapi).'),
  apiCms: serviceBase('Base URL of the content system API ({cmsBase}, before /halapi).'),
  apiProducts: serviceBase('Base URL of the product services (before /pnp.svc and /cmg.svc).'),
  apiAuth: serviceBase('Base URL of the account services (before /adv.svc and /advexp.svc).'),
  apiSubscriptions: serviceBase('Base URL of the subscription services (before /api).'),
  apiSearch: serviceBase('Base URL of the search services (before /api).'),
  apiEmail: serviceBase('Base URL of the e-mail service (before /api/email).'),
};
