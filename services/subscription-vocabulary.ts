/**
 * The domain words of the e-mail subscription centre, defined once with the spec's values (accounts spec 3.5-3.9,
 * 4.8, 6, 8.9, 9; products spec 2.22, 9): roles and their labels, statuses, the service's error codes, categories
 * and their orders, literature order, frequencies. The subscription service, the widgets and the fixture backend
 * import them from here.
 */
import { SUBSCRIPTION_ROLES, type SubscriptionRole } from '../runtime/stores/session';

export { SUBSCRIPTION_ROLES, type SubscriptionRole };

// ---------------------------------------------------------------------------------------------------------------
// Roles (accounts spec 6 "Subscription roles", 9)

/** The two roles a visitor chooses; Employee (a wholesaler) comes from a link, never from the radios. */
export const CHOOSABLE_ROLES = ['Advisor', 'Non-Advisor'] as const satisfies readonly SubscriptionRole[];
export type ChoosableRole = (typeof CHOOSABLE_ROLES)[number];

/** accounts spec 6: Advisor is labelled "Financial Professional", Non-Advisor "Individual Investor". */
export const ROLE_LABELS: Readonly<Record<ChoosableRole, string>> = {
  Advisor: 'Financial Professional',
  'Non-Advisor': 'Individual Investor',
};

/** accounts spec 2.8: the subscription centre's entry screen offers "Advisor" and "Investor". */
export const ENTRY_ROLE_LABELS: Readonly<Record<ChoosableRole, string>> = {
  Advisor: 'Advisor',
  'Non-Advisor': 'Investor',
};

/** accounts spec 9: the audiences of the roles. */
export const ROLE_AUDIENCES: Readonly<Record<SubscriptionRole, 'advisor' | 'investor' | 'wholesaler'>> = {
  Advisor: 'advisor',
  'Non-Advisor': 'investor',
  Employee: 'wholesaler',
};

/** The role a publication is offered to (accounts spec 3.7 availableRoles: Advisor and/or Non-Advisor). */
export type PublicationRole = ChoosableRole;

/**
 * accounts spec 6: "Publications list availableRoles (Advisor / Non-Advisor, also seen as "advisor" / "investor")".
 * Any other marker is not a role and is left out.
 */
export function publicationRole(marker: string): PublicationRole | undefined {
  const word = marker.trim().toLowerCase();
  if (word === 'advisor') return 'Advisor';
  if (word === 'non-advisor' || word === 'investor') return 'Non-Advisor';
  return undefined;
}

/** accounts spec 6: "Update actor: Advisor when the profile role is Advisor, otherwise Non-Advisor." */
export function updateActor(role: SubscriptionRole | undefined): ChoosableRole {
  return role === 'Advisor' ? 'Advisor' : 'Non-Advisor';
}

// ---------------------------------------------------------------------------------------------------------------
// Statuses (accounts spec 3.6, 3.7, 4.8, 4.10, 9)

/** accounts spec 4.10: "Subscription status values: Active, Inactive (also seen as InActive)." */
export const SUBSCRIPTION_STATUSES = ['Active', 'Inactive'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

/** True for an Active subscription item; Inactive and InActive are not. */
export function isActiveStatus(status: string | null | undefined): boolean {
  return status?.trim().toLowerCase() === 'active';
}

/** accounts spec 4.8. */
export const CONTACT_STATUSES = ['Active', 'Pending', 'Disqualified', 'Disqualified_By_Timeout'] as const;
export type ContactStatus = (typeof CONTACT_STATUSES)[number];

/** accounts spec 3.6, 9: where a contact came from. */
export const CONTACT_SOURCES = ['WEB', 'ESC'] as const;

// ---------------------------------------------------------------------------------------------------------------
// Error codes (accounts spec 8.9)

export const SUBSCRIPTION_ERROR_CODES = {
  /**
   * accounts spec 8.9 "{token}: contact not found; triggers registration". The spec withholds the code's value;
   * this is the value the library and the fixture backend agree on.
   */
  contactNotFound: 'CTI_EMAILSUB_CHK_1001',
  /** accounts spec 8.9: the e-mail domain is not firm-based (also sent with status 400 "Bad Request"). */
  nonFirmDomain: 'CTI_EMAILSUB_REG_1002',
} as const;

/** accounts spec 8.9 "Any other error", word for word (the subscription centre's failure text everywhere). */
export const SUBSCRIPTION_FAILURE_TEXT = 'Unable to process your request at this time. Please try again later';

/** products spec 8: the details message sent with CTI_EMAILSUB_REG_1002 and status 400. */
export const NON_FIRM_DOMAIN_DETAILS = 'Invalid request';

// ---------------------------------------------------------------------------------------------------------------
// Publications (accounts spec 3.7, 3.8, 9)

/** accounts spec 3.7: the key of the publication object varies by list. */
export const PUBLICATION_KEYS = [
  'publication',
  'topicPublication',
  'thoughtLeadershipPublication',
  'authorPublication',
  'productLiteraturePublication',
] as const;

/** accounts spec 3.6: the lists of a check-subscription result ("printSubcriptions", spelt so). */
export const SUBSCRIPTION_LISTS = [
  'topicSubscriptions',
  'thoughtLeadershipSubscriptions',
  'authorSubscriptions',
  'productLiteratureSubscriptions',
  'printSubcriptions',
  'subscriptions',
] as const;
export type SubscriptionList = (typeof SUBSCRIPTION_LISTS)[number];

/** accounts spec 3.7. */
export const PUBLICATION_TYPES = [
  'Thought Leadership',
  'Insight',
  'Topic',
  'Author',
  'Market Result',
  'Product_Fact Sheet',
  'Product_Literature',
  'ProductFactSheet',
  'ProductUpdates',
  'FactSheet',
] as const;

/** accounts spec 9 "Publication frequencies". */
export const FREQUENCIES = ['Monthly', 'Weekly', 'Quarterly'] as const;

/** accounts spec 9: "Categories: Thought Leadership, Author, Topic; matched subscriptions are sorted in that order". */
export const CATEGORY_ORDER = ['Thought Leadership', 'Author', 'Topic'] as const;
/** accounts spec 9 "Blog category sort order". */
export const BLOG_CATEGORY_ORDER = ['Thought Leadership', 'Author', 'Topic', 'Product Insights'] as const;
/** accounts spec 9: the order "on blog category pages". */
export const BLOG_CATEGORY_PAGE_ORDER = ['Topic', 'Thought Leadership', 'Author', 'Product Insights'] as const;

export const CATEGORY_ORDERS = {
  default: CATEGORY_ORDER,
  blog: BLOG_CATEGORY_ORDER,
  'blog-category': BLOG_CATEGORY_PAGE_ORDER,
} as const;
export type CategoryOrderName = keyof typeof CATEGORY_ORDERS;

/** accounts spec 3.8: the category "Author" is reported as "Authors" to analytics. */
export function analyticsCategory(category: string): string {
  return category === 'Author' ? 'Authors' : category;
}

/**
 * accounts spec 9, products spec 2.22: "Literature order in the subscription modal: Fact Sheet, Monthly Fund
 * Commentary, Commentary, Product Updates, Capital Gains Estimates and Distributions; other names first."
 */
export const LITERATURE_ORDER = [
  'Fact Sheet',
  'Monthly Fund Commentary',
  'Commentary',
  'Product Updates',
  'Capital Gains Estimates and Distributions',
] as const;

/** products spec 2.22: a literature name containing this shows as "Commentary". */
export const FUND_COMMENTARY = 'Fund Commentary';
export const COMMENTARY = 'Commentary';

/** accounts spec 9: "Default subscription name "Blog: Latest Insights"" (the blog call-to-action's). */
export const DEFAULT_SUBSCRIPTION_NAME = 'Blog: Latest Insights';
/** accounts spec 9: the "special single subscription". */
export const EDUCATION_SAVINGS = 'Education Savings';

/** accounts spec 7.4: where the subscription catalogue lives ({b} the brand code, cti in the spec's example). */
export function catalogueScope(brandCode: string): string {
  return `/content/documents/${brandCode}-advisor/subscriptions`;
}

/** accounts spec 3.8: the content types of the catalogue ({b}:SubscriptionType, {b}:FundSubscriptionType). */
export function catalogueTypes(brandCode: string): { subscription: string; fund: string } {
  return { subscription: `${brandCode}:SubscriptionType`, fund: `${brandCode}:FundSubscriptionType` };
}
