/**
 * The subscribe buttons (accounts spec 2.8 "Subscribe buttons"; products spec 2.2, 2.21-2.22, 4; site spec 2.9):
 * which publications a button stands for, whether it reads subscribed, its label, what a click does and the
 * modal request it sends. Plain functions.
 */
import type { SubscriptionOpenDetail } from '../../runtime/stores/subscriptions';
import {
  commentaryOf,
  findFund,
  findLiterature,
  isAvailableTo,
  literatureLabel,
  matchCategory,
  matchNames,
  type FundSubscription,
  type SubscriptionCatalogue,
} from '../../services/subscription-catalogue';
import { EDUCATION_SAVINGS, type PublicationRole, type SubscriptionRole } from '../../services/subscription-vocabulary';

/**
 * What a click does: category (the category page element: opens the modal), content (insight, author, category:
 * toggles when signed in, else the modal), static (always the modal), fund (a fund's literature: always the modal).
 */
export const VARIANTS = ['category', 'content', 'static', 'fund'] as const;
export type Variant = (typeof VARIANTS)[number];

/** accounts spec 2.8 "Presentation variants" (button is the content button itself). */
export const PRESENTATIONS = ['button', 'link', 'block', 'institutional-block', 'inline', 'checkbox'] as const;
export type Presentation = (typeof PRESENTATIONS)[number];

/** accounts spec 2.8: "Style: tertiary, raspberry or default." */
export const BUTTON_STYLES = ['default', 'tertiary', 'raspberry'] as const;

/** accounts spec 2.8: default labels "Subscribe to {publication name}", short labels "Subscribe". */
export const LABEL_STYLES = ['default', 'short'] as const;
export type LabelStyle = (typeof LABEL_STYLES)[number];

export const SUBSCRIBE = 'Subscribe';
export const SUBSCRIBED = 'Subscribed';

export interface ButtonConfig {
  variant: Variant;
  presentation: Presentation;
  category: string | undefined;
  subscriptionNames: string[];
  fundCusip: string | undefined;
  fundName: string | undefined;
  /** One literature item of the fund (a literature type of a link list), rather than all of them. */
  literature: string | undefined;
}

/** The names of data-subscription-name, separated by "|" (names may hold commas: "Author: Daniel Ruiz, CFA"). */
export function splitNames(value: string | undefined): string[] {
  return (value ?? '')
    .split('|')
    .map((name) => name.trim())
    .filter(Boolean);
}

export interface Targets {
  /** The subscriptions' names, in the button's order (for labels and the modal). */
  names: string[];
  /** The publications whose state the button shows (any Active: subscribed). */
  ids: string[];
  /** The publications a click toggles when signed in. */
  toggles: string[];
  fund: FundSubscription | undefined;
}

/**
 * The publications a button stands for: its named subscriptions and its category's (accounts spec 2.8, 9); a fund's
 * literature (products 2.21: subscribed "when any literature item of that fund is selected"); a CIT row's checkbox
 * toggles the fund's Commentary item when it has one (products 4), otherwise all its literature.
 *
 * With the signed-in visitor's role, only what the role may have counts (accounts spec 6: "an Advisor sees advisor
 * items and a Non-Advisor sees investor items"): an investor's toggle never saves a publication for advisors only,
 * which the investor could neither see nor undo. The names, for the label, stay as the page gives them.
 */
export function resolveTargets(
  catalogue: SubscriptionCatalogue,
  config: ButtonConfig,
  role?: SubscriptionRole,
): Targets {
  const open = (item: { availableRoles: readonly PublicationRole[] }) => isAvailableTo(item.availableRoles, role);
  const fund =
    config.fundCusip || config.fundName
      ? findFund(catalogue.funds, { cusip: config.fundCusip, name: config.fundName })
      : undefined;
  if (fund && config.literature) {
    const item = findLiterature(fund.literature, config.literature);
    const ids = item && open(item) ? [item.id] : [];
    return { names: item ? [`${fund.name}, ${literatureLabel(item)}`] : [fund.name], ids, toggles: ids, fund };
  }
  if (fund) {
    const ids = fund.literature.filter(open).map((item) => item.id);
    const commentary = config.presentation === 'checkbox' ? commentaryOf(fund.literature) : undefined;
    const toggles = commentary ? (open(commentary) ? [commentary.id] : []) : ids;
    return { names: [fund.name], ids, toggles, fund };
  }
  const named = matchNames(catalogue.subscriptions, config.subscriptionNames);
  const inCategory = config.category ? matchCategory(catalogue.subscriptions, config.category) : [];
  const subscriptions = [...named, ...inCategory.filter((item) => !named.includes(item))];
  const ids = subscriptions.filter(open).map((item) => item.id);
  return { names: subscriptions.map((item) => item.name), ids, toggles: ids, fund: undefined };
}

/** accounts spec 2.8: subscribed when any given subscription is checked or any given document selected. */
export function isSubscribed(targets: Targets, active: readonly string[] | undefined): boolean {
  return active !== undefined && targets.ids.some((id) => active.includes(id));
}

export interface LabelInput {
  variant: Variant;
  presentation: Presentation;
  labelStyle: LabelStyle;
  names: readonly string[];
  subscribed: boolean;
  notClickedText: string | undefined;
  clickedText: string | undefined;
}

/**
 * accounts spec 2.8, products 2.2, 2.21-2.22: configured text first; the checkbox, the static and the fund literature
 * buttons read "Subscribe" / "Subscribed"; exactly one subscription named "Education Savings" reads "Subscribe to
 * Education Savings" / "Subscribed to Education Savings"; short labels "Subscribe" / "Subscribed"; otherwise
 * "Subscribe to {publication name}" / "Subscribed to {publication name}".
 */
export function buttonLabel(input: LabelInput): string {
  const custom = input.subscribed ? input.clickedText : input.notClickedText;
  if (custom) return custom;
  const word = input.subscribed ? SUBSCRIBED : SUBSCRIBE;
  if (input.presentation === 'checkbox' || input.variant === 'static' || input.variant === 'fund') return word;
  if (input.names.length === 1 && input.names[0] === EDUCATION_SAVINGS) return `${word} to ${EDUCATION_SAVINGS}`;
  if (input.labelStyle === 'short' || input.names.length === 0) return word;
  return `${word} to ${input.names.join(', ')}`;
}

/**
 * accounts spec 2.8, 6: "Logged-in users toggle directly; others go through the modal." Content buttons only. A
 * signed-in visitor with nothing the button could toggle for them (every item is for another role, or the service
 * gave no contact to save for) gets the modal too, which says why, rather than a click that does nothing.
 */
export function clickAction(variant: Variant, signedIn: boolean, canToggle = true): 'toggle' | 'modal' {
  return variant === 'content' && signedIn && canToggle ? 'toggle' : 'modal';
}

/**
 * The modal request of a click (accounts spec 2.8): a content button's item pre-checked; a static button's first
 * subscription and first document pre-selected; closing reloads the page after a content or static button.
 */
export function modalRequest(
  config: ButtonConfig & { productSubscribe: boolean },
  targets: Targets,
  signedIn: boolean,
  active: readonly string[] | undefined,
): SubscriptionOpenDetail {
  const detail: SubscriptionOpenDetail = { loggedIn: signedIn };
  if (targets.fund) {
    const checked = new Set(config.presentation === 'checkbox' || config.literature ? targets.toggles : []);
    detail.fund = {
      name: targets.fund.name,
      cusip: targets.fund.cusip,
      literature: targets.fund.literature.map((item) => ({
        id: item.id,
        name: item.name,
        frequency: item.frequency,
        selected: active?.includes(item.id) || checked.has(item.id),
      })),
    };
  } else if (config.fundCusip || config.fundName) {
    // A fund the catalogue does not list (its literature could not be loaded): the modal is asked for the fund still,
    // and says what it cannot show, rather than open empty.
    detail.fund = {
      name: config.fundName ?? '',
      ...(config.fundCusip ? { cusip: config.fundCusip } : {}),
      literature: [],
    };
  } else {
    if (config.subscriptionNames.length > 0) detail.subscriptionNames = [...config.subscriptionNames];
    if (config.category) detail.category = config.category;
    const first = targets.names[0] ?? config.subscriptionNames[0];
    if (config.variant === 'static' && first) detail.checkedNames = [first];
  }
  if (config.productSubscribe) detail.productSubscribe = true;
  if (config.variant === 'content' || config.variant === 'static') detail.reloadOnClose = true;
  return detail;
}
