/**
 * The RIA resources role selector (site spec 2.7, 3 "RIA role option", 4 "Role selector", 6, 9): the roles, the order
 * and the hidden containers of each, the lock after a change, and the choice kept in the page's address. Plain
 * functions; moving the page's containers is containers.ts.
 */

/** site spec 2.7: the texts. */
export const ROLE_SELECTOR_TEXTS = {
  prompt: 'Select your role. Watch your priorities come to life.',
  label: 'I am a:',
  none: 'Select Role',
} as const;

/** site spec 9: "Role selector lock: 900 ms". */
export const LOCK_MS = 900;

/** site spec 6: "reorders and hides content containers 0-7". */
export const CONTAINER_COUNT = 8;
const ALL = Array.from({ length: CONTAINER_COUNT }, (_, index) => index);

export interface Role {
  /** site spec 2.7: the option's label. */
  label: string;
  /** The role's word in the page's address (?role=). */
  slug: string;
  /** site spec 6: the containers' order. */
  order: readonly number[];
  /** site spec 6: the containers hidden. */
  hidden: readonly number[];
}

/** site spec 6: the table of roles. */
export const ROLES: readonly Role[] = [
  { label: 'CIO/Analyst', slug: 'cio-analyst', order: [0, 1, 2, 5, 3, 4, 6, 7], hidden: [4, 6] },
  { label: 'Principal/Founder', slug: 'principal-founder', order: [0, 1, 4, 5, 3, 2, 6, 7], hidden: [6] },
  {
    label: 'Wealth Advisor/Financial Planner',
    slug: 'wealth-advisor-financial-planner',
    order: [0, 1, 3, 4, 6, 2, 5, 7],
    hidden: [5],
  },
  { label: 'Compliance/Marketing', slug: 'compliance-marketing', order: [0, 1, 6, 3, 4, 2, 5, 7], hidden: [2, 5] },
];

export interface Arrangement {
  /** Every container number, in the order shown. */
  order: number[];
  /** The container numbers hidden. */
  hidden: number[];
}

/** site spec 6: a role's order and hidden containers; "none selected": 0-7, none hidden. */
export function arrangementOf(role: Role | undefined): Arrangement {
  return role ? { order: [...role.order], hidden: [...role.hidden] } : { order: [...ALL], hidden: [] };
}

export const roleBySlug = (slug: string | null | undefined): Role | undefined =>
  ROLES.find((role) => role.slug === slug?.trim().toLowerCase());

/** The address's query parameter that keeps the choice. */
export const ROLE_PARAMETER = 'role';

/**
 * The choice, as the page's address keeps it: a visitor who reloads the page, or goes back to it, sees their role's
 * page again, and a link copied from the address shows the same page. A role the address names that is not one is no
 * role.
 */
export function roleFromQuery(search: string): Role | undefined {
  return roleBySlug(new URLSearchParams(search).get(ROLE_PARAMETER));
}

/** The page's query with the choice in it (none: without the parameter); the other parameters are kept. */
export function queryWithRole(search: string, role: Role | undefined): string {
  const params = new URLSearchParams(search);
  if (role) params.set(ROLE_PARAMETER, role.slug);
  else params.delete(ROLE_PARAMETER);
  const text = params.toString();
  return text ? `?${text}` : '';
}

/**
 * A container's number from its marker (`data-role-container="3"`): 0 to 7 written as a plain number; undefined for
 * anything else.
 */
export function containerNumber(marker: string | null): number | undefined {
  const text = marker?.trim() ?? '';
  if (!/^\d$/.test(text)) return undefined;
  const number = Number(text);
  return number < CONTAINER_COUNT ? number : undefined;
}
