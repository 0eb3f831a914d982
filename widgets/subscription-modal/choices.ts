/**
 * What the modal and the subscription centre list (accounts spec 2.8, 3.8, 9; products spec 2.21-2.22): the fund's
 * literature, then the subscriptions under their category headings, which of them start checked, and the notice a
 * save shows. Plain functions.
 */
import type { SubscriptionOpenDetail } from '../../runtime/stores/subscriptions';
import {
  findFund,
  isAvailableTo,
  literatureLabel,
  matchCategory,
  matchNames,
  normaliseName,
  sortByCategory,
  sortLiterature,
  type CatalogueSubscription,
  type SubscriptionCatalogue,
} from '../../services/subscription-catalogue';
import { CATEGORY_ORDER, type SubscriptionRole } from '../../services/subscription-vocabulary';

export interface ChoiceItem {
  /** The publication id saved for it. */
  id: string;
  label: string;
  description: string;
}

export interface ChoiceGroup {
  /** The fund name above literature, the category above subscriptions. */
  heading: string;
  kind: 'literature' | 'subscriptions';
  items: ChoiceItem[];
}

export interface Choices {
  /** accounts spec 2.8: the side panel lists the publication name first. */
  title: string;
  groups: ChoiceGroup[];
  /** The ids checked for a visitor who is not signed in. */
  prechecked: string[];
}

/** accounts spec 2.8 "Success notices". */
export const NOTICES = {
  subscribed: 'Success! You are subscribed to this product.',
  updated: 'Your subscription preferences have been updated.',
} as const;

/**
 * What the modal tells a visitor where the spec gives no text (its choices, not the spec's words): an Individual
 * Investor at a button whose emails are all for financial professionals (accounts spec 6: "some publications are
 * for advisors only"), pointed to the subscription centre, which lists what investors can have; and a sign-in that
 * saved nothing, because no email was chosen.
 */
export const CHOICE_TEXTS = {
  advisorsOnly:
    'These emails are for financial professionals only. As an individual investor, you can find the emails open to you under "Manage All Subscriptions".',
  unchanged:
    'No emails were chosen, so your subscriptions are unchanged. Choose the emails you would like and select "Modify Preferences".',
} as const;

/** A product's subscription (a fund's literature, a product-subscribe button) reports "subscribed"; others "updated". */
export function noticeFor(detail: SubscriptionOpenDetail | undefined): string {
  return detail?.fund || detail?.productSubscribe ? NOTICES.subscribed : NOTICES.updated;
}

/** Subscriptions under their category headings, the categories in `order` (others after, as they come). */
export function categoryGroups(
  subscriptions: readonly CatalogueSubscription[],
  role: SubscriptionRole | undefined,
  order: readonly string[] = CATEGORY_ORDER,
): ChoiceGroup[] {
  const groups: ChoiceGroup[] = [];
  for (const subscription of sortByCategory(subscriptions, order)) {
    if (!isAvailableTo(subscription.availableRoles, role)) continue;
    const heading = subscription.category;
    let group = groups.find((candidate) => normaliseName(candidate.heading) === normaliseName(heading));
    if (!group) {
      group = { heading, kind: 'subscriptions', items: [] };
      groups.push(group);
    }
    group.items.push({ id: subscription.id, label: subscription.name, description: subscription.description });
  }
  return groups;
}

function fundGroup(
  catalogue: SubscriptionCatalogue,
  fund: NonNullable<SubscriptionOpenDetail['fund']>,
  role: SubscriptionRole | undefined,
): { group: ChoiceGroup; selected: string[] } {
  const found = findFund(catalogue.funds, { cusip: fund.cusip, name: fund.name });
  // A fund the catalogue does not know is listed with the literature the button gave.
  const literature: Array<{ id: string; name: string; frequency: string }> = sortLiterature(
    found
      ? found.literature.filter((item) => isAvailableTo(item.availableRoles, role))
      : fund.literature.map((item) => ({ id: item.id, name: item.name, frequency: item.frequency ?? '' })),
  );
  const items = literature.map((item) => ({ id: item.id, label: literatureLabel(item), description: '' }));
  const selectedByButton = fund.literature.filter((item) => item.selected);
  const selected = items
    .filter((item, index) =>
      selectedByButton.some((chosen) => chosen.id === item.id || chosen.name === literature[index]?.name),
    )
    .map((item) => item.id);
  return { group: { heading: found?.name ?? fund.name, kind: 'literature', items }, selected };
}

/**
 * What the modal lists for a request (accounts spec 2.8): a fund's literature (products 2.21: "When not logged in,
 * the first literature item is pre-selected"), a category's subscriptions (all checked), or named subscriptions
 * (checked: the names the request checks, else all).
 */
export function modalChoices(
  catalogue: SubscriptionCatalogue,
  detail: SubscriptionOpenDetail,
  role: SubscriptionRole | undefined,
): Choices {
  const groups: ChoiceGroup[] = [];
  const prechecked: string[] = [];
  let title = '';
  if (detail.fund) {
    const { group, selected } = fundGroup(catalogue, detail.fund, role);
    groups.push(group);
    title = group.heading;
    const first = group.items[0];
    prechecked.push(...(selected.length > 0 ? selected : first ? [first.id] : []));
  }
  const named = detail.subscriptionNames?.length ? matchNames(catalogue.subscriptions, detail.subscriptionNames) : [];
  const inCategory = detail.category ? matchCategory(catalogue.subscriptions, detail.category) : [];
  const subscriptions = [...named, ...inCategory.filter((item) => !named.includes(item))];
  const subscriptionGroups = categoryGroups(subscriptions, role);
  groups.push(...subscriptionGroups);
  const listed = new Set(subscriptionGroups.flatMap((group) => group.items.map((item) => item.id)));
  const checked = detail.checkedNames ? matchNames(catalogue.subscriptions, detail.checkedNames) : subscriptions;
  prechecked.push(...checked.filter((item) => listed.has(item.id)).map((item) => item.id));
  title ||= subscriptions[0]?.name ?? detail.category ?? '';
  return { title, groups, prechecked };
}

/** The subscription centre (/subscribe) lists every subscription of the role, then each fund's literature. */
export function centreChoices(catalogue: SubscriptionCatalogue, role: SubscriptionRole | undefined): ChoiceGroup[] {
  const funds = catalogue.funds
    .filter((fund) => isAvailableTo(fund.availableRoles, role))
    .map((fund) => ({
      heading: fund.name,
      kind: 'literature' as const,
      items: sortLiterature(fund.literature.filter((item) => isAvailableTo(item.availableRoles, role))).map((item) => ({
        id: item.id,
        label: literatureLabel(item),
        description: '',
      })),
    }))
    .filter((group) => group.items.length > 0);
  return [...categoryGroups(catalogue.subscriptions, role), ...funds];
}

/** The publication name over the checkboxes, unless the first group is headed by it already (a fund's literature). */
export function titleToShow(choices: Pick<Choices, 'title' | 'groups'>): string {
  return choices.groups[0]?.heading === choices.title ? '' : choices.title;
}

/** The ids of every item listed. */
export function listedIds(groups: readonly ChoiceGroup[]): string[] {
  return [...new Set(groups.flatMap((group) => group.items.map((item) => item.id)))];
}

/** accounts spec 6: the investor choice is hidden "when no publication is available to investors". */
export function offersInvestors(catalogue: SubscriptionCatalogue): boolean {
  return (
    catalogue.subscriptions.some((item) => isAvailableTo(item.availableRoles, 'Non-Advisor')) ||
    catalogue.funds.some((fund) => fund.literature.some((item) => isAvailableTo(item.availableRoles, 'Non-Advisor')))
  );
}

/** True when a group lists something to choose. */
const hasItems = (groups: readonly ChoiceGroup[]) => groups.some((group) => group.items.length > 0);

/**
 * An Individual Investor at a request whose emails are all for financial professionals: nothing to choose for the
 * role, though a financial professional would have something (accounts spec 6).
 */
export function advisorsOnly(
  catalogue: SubscriptionCatalogue,
  detail: SubscriptionOpenDetail,
  role: SubscriptionRole | undefined,
): boolean {
  if (role !== 'Non-Advisor') return false;
  return (
    !hasItems(modalChoices(catalogue, detail, role).groups) &&
    hasItems(modalChoices(catalogue, detail, 'Advisor').groups)
  );
}
