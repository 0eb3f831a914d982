/**
 * Typed events between widgets on one page (DESIGN: cross-widget behaviour goes through runtime/stores and
 * runtime/events). One page-level EventTarget; page scripts listen to the elements' own host events instead.
 *
 * Publish with `publishPageEvent`, listen with `onPageEvent`. A widget adds its events by augmenting the map:
 *   declare module '../../runtime/events' { interface CmEventMap { 'my-event': { id: string } } }
 */

export interface LiteratureChoice {
  id: string;
  name: string;
  frequency?: string;
  selected: boolean;
}

export interface CmEventMap {
  /** The sign-in state changed: login, logout, or a subscription-centre sign-in (accounts spec 4.3). */
  'session-changed': {
    /** accounts spec 4.3: "A logged-in advisor means user type ADV and status not LOGGEDOFF." */
    advisor: boolean;
    /** accounts spec 4.3: signed in to the subscription centre (a stored subscription profile exists). */
    subscriber: boolean;
    /** CM_INT_USER: an internal firm user. */
    internal: boolean;
  };
  /** The literature cart changed (products spec 2.15, 2.16). */
  'cart-changed': {
    /** products spec 2.16: the sum of item quantities, an item without a quantity counting 1. */
    count: number;
  };
  /** A subscribe button asks the subscription modal to open (accounts spec 2.8; products spec 2.21, 2.22). */
  'subscription-open': {
    /** A category subscription button's category (accounts spec 3.8 "Category subscription used by buttons"). */
    category?: string;
    /** Subscriptions to show pre-selected, by name (e.g. the default "Blog: Latest Insights"). */
    subscriptionNames?: string[];
    /** A fund's literature subscriptions (products spec 2.21: "the fund's literature, the fund name and the logged-in flag"). */
    fund?: { name: string; cusip?: string; literature: LiteratureChoice[] };
    /** Whether the visitor is signed in to the subscription centre (the modal opens at its preferences step). */
    loggedIn?: boolean;
  };
}

export type CmEventName = keyof CmEventMap;

let target: EventTarget | undefined;
// Made on first use: no work at import time.
const bus = () => (target ??= new EventTarget());

/**
 * Listens to a cross-widget event on the page bus; returns the unsubscribe function. A listener that throws is
 * reported by the browser and does not stop the other listeners or the publisher. (An element's own events for page
 * scripts are dispatched on its host with `useElement().emit`.)
 */
export function onPageEvent<K extends CmEventName>(name: K, listener: (detail: CmEventMap[K]) => void): () => void {
  const handler = (event: Event) => listener((event as CustomEvent<CmEventMap[K]>).detail);
  bus().addEventListener(name, handler);
  return () => bus().removeEventListener(name, handler);
}

/** Tells every widget on the page listening on the page bus. */
export function publishPageEvent<K extends CmEventName>(name: K, detail: CmEventMap[K]): void {
  target?.dispatchEvent(new CustomEvent(name, { detail }));
}
