/** What <sales-contacts> shows (site spec 2.9, 2.13), and its default per site. */
import type { Audience } from '../../runtime/config';

export const SALES_CONTACTS_VIEWS = ['consultants', 'relationship-manager', 'relationship-manager-alert'] as const;
export type SalesContactsView = (typeof SALES_CONTACTS_VIEWS)[number];

/**
 * site spec 6: "institutional visitors see a relationship manager taken from cookies; advisor visitors with a
 * signed-in profile see their assigned consultants". Without data-view, the site decides.
 */
export const defaultView = (audience: Audience): SalesContactsView =>
  audience === 'institutional' ? 'relationship-manager' : 'consultants';

/**
 * The consultant team's heading and button. Not in the spec; the site's own name for the page of an advisor's
 * consultants ("Your Consultant Team").
 */
export const CONSULTANT_TEAM_HEADING = 'Your Consultant Team';
