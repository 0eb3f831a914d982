/**
 * The subscriptions every element of a page shares (DESIGN "only session, cart and subscriptions are shared"):
 * the request that opens the page's subscription modal, and the publications the signed-in visitor holds, so that
 * every subscribe button on the page shows the same state after a save or a toggle.
 *
 * A request is state, not only an event: a modal that loads after the button was clicked (its chunk is fetched on
 * demand) still finds it. Opening also tells the page through the `subscription-open` event.
 */
import { createStore } from 'zustand/vanilla';
import { publishPageEvent, type CmEventMap } from '../events';
import { remove, writeText } from '../storage';
import { refreshSession, type SubscriptionProfile } from './session';

export type SubscriptionOpenDetail = CmEventMap['subscription-open'];

export interface SubscriptionRequest {
  /** Grows with every request, so the same detail asked twice opens twice. */
  id: number;
  detail: SubscriptionOpenDetail;
}

export interface SubscriptionsState {
  /** The open request of the page's modal; undefined while it is closed. */
  request: SubscriptionRequest | undefined;
  /** The publication ids the signed-in visitor holds Active, once loaded. */
  active: string[] | undefined;
  /** Whose ids these are (the subscriber's e-mail): another sign-in does not see them. */
  owner: string | undefined;
  /** The contact id the subscription service gave with them, when the visitor's storage holds none. */
  contactId: string | undefined;
  /** A stored profile the subscription service knew no contact for, forgotten on this page (forgetUnknownSubscriber). */
  forgotten: SubscriptionProfile | undefined;
}

export const subscriptionsStore = createStore<SubscriptionsState>(() => ({
  request: undefined,
  active: undefined,
  owner: undefined,
  contactId: undefined,
  forgotten: undefined,
}));

/** The page's subscription modal: the first <subscription-modal> of the document. */
export const SUBSCRIPTION_MODAL_TAG = 'subscription-modal';

/**
 * A subscribe button needs the page's <subscription-modal>: a page without one gets one, added at the end of the
 * body (the loader loads its code). An element asking for it never imports the modal, it only names its tag, so a
 * template author places a subscribe button and nothing else.
 */
export function ensureSubscriptionModal(): void {
  if (!document.querySelector(SUBSCRIPTION_MODAL_TAG)) {
    document.body.append(document.createElement(SUBSCRIPTION_MODAL_TAG));
  }
}

let sequence = 0;

/**
 * Opens the page's subscription modal with `detail` (adding the modal to a page without one) and tells the page
 * (`subscription-open`).
 */
export function requestSubscriptionModal(detail: SubscriptionOpenDetail): void {
  ensureSubscriptionModal();
  sequence += 1;
  subscriptionsStore.setState({ request: { id: sequence, detail } });
  publishPageEvent('subscription-open', detail);
}

/** The modal took a request that reached it as an event only (sent by a page script or another element). */
export function adoptSubscriptionRequest(detail: SubscriptionOpenDetail): void {
  if (subscriptionsStore.getState().request?.detail === detail) return;
  sequence += 1;
  subscriptionsStore.setState({ request: { id: sequence, detail } });
}

/** The modal closed: the request is done. */
export function finishSubscriptionRequest(id: number): void {
  if (subscriptionsStore.getState().request?.id === id) subscriptionsStore.setState({ request: undefined });
}

/** The signed-in visitor's Active publications, as loaded (or saved) for `owner`. */
export function setActivePublications(owner: string, active: readonly string[], contactId?: string): void {
  const state = subscriptionsStore.getState();
  const keep = state.owner === owner ? state.contactId : undefined;
  // Someone is signed in with what they hold: a profile forgotten earlier is no longer news.
  subscriptionsStore.setState({ owner, active: [...active], contactId: contactId ?? keep, forgotten: undefined });
}

/** Forgets the loaded publications (a sign-out, or another visitor signed in), and a forgotten profile. */
export function clearActivePublications(): void {
  subscriptionsStore.setState({ owner: undefined, active: undefined, contactId: undefined, forgotten: undefined });
}

/**
 * The subscription profile stored in this browser (ESC_PROFILE, without a contact id) names a visitor the subscription
 * service knows no contact for (deleted, or stored by another environment): signed in as far as the browser knew, the
 * visitor had no contact to save for, and every subscribe button did nothing. The profile is forgotten, in every tab
 * (ESC_SIGNED_IN LOGGEDOFF), so the visitor is not signed in: the buttons open the modal's form, which the page's modal
 * fills with what was stored (`forgotten`) and says why.
 */
export function forgetUnknownSubscriber(profile: SubscriptionProfile): void {
  remove('local', 'ESC_PROFILE');
  remove('session', 'ESC_PROFILE');
  writeText('local', 'ESC_SIGNED_IN', 'LOGGEDOFF');
  subscriptionsStore.setState({ owner: undefined, active: undefined, contactId: undefined, forgotten: profile });
  refreshSession();
}

/** The loaded publications of `owner`, or undefined when none are loaded for them. */
export function activePublicationsOf(state: SubscriptionsState, owner: string | undefined): string[] | undefined {
  return owner !== undefined && state.owner === owner ? state.active : undefined;
}
