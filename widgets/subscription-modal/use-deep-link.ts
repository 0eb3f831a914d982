import { useEffect, useEffectEvent, useRef } from 'react';
import { isAborted } from '../../runtime/http';
import type { SubscriptionOpenDetail } from '../../runtime/stores/subscriptions';
import { useCallContext } from '../../runtime/use-call-context';
import { matchNames, type SubscriptionCatalogue } from '../../services/subscription-catalogue';
import { applyRecords, updateRecord, type SignedIn } from '../../services/subscription-records';
import { updateSubscriptions } from '../../services/subscriptions';
import { setActivePublications } from '../../runtime/stores/subscriptions';
import { hasOpenQuery, withoutOpenQuery } from './deep-link';

export interface DeepLinkInput {
  /** data-open-with-query: the configured open-modal query string. */
  query: string | undefined;
  names: readonly string[];
  catalogue: SubscriptionCatalogue | undefined;
  signedIn: SignedIn | undefined;
  held: { active: string[] | undefined; contactId: string | undefined };
  /** Opens the modal; `failed` when the automatic subscription failed, which the modal then says. */
  open(detail: SubscriptionOpenDetail, failed?: boolean): void;
  subscribed(publicationIds: string[]): void;
  failed(error: unknown): void;
}

/**
 * accounts spec 2.8 "Deep link": once the catalogue (and, when signed in, what the visitor holds) is known, a signed-in
 * visitor not yet subscribed is subscribed at once and the query is stripped from the address; anyone else gets the
 * modal, whose closing strips the query and loads the sanitized URL. A subscription that fails opens the modal with
 * the failure text (docs/elements/subscription-modal.md: "A failing service ... Unable to process your request at this time").
 */
export function useDeepLink(input: DeepLinkInput): void {
  const handled = useRef(false);
  const callContext = useCallContext();
  const ready =
    Boolean(input.query) && input.catalogue !== undefined && (!input.signedIn || input.held.active !== undefined);

  const handle = useEffectEvent(async () => {
    const { query, names, catalogue, signedIn, held } = input;
    if (!query || !catalogue || !hasOpenQuery(location.href, query)) return;
    const ids = matchNames(catalogue.subscriptions, names).map((subscription) => subscription.id);
    const active = held.active ?? [];
    const contactId = held.contactId;
    const notYet = ids.length > 0 && !ids.some((id) => active.includes(id));
    if (!signedIn || !contactId || !notYet) {
      input.open({ subscriptionNames: [...names], loggedIn: Boolean(signedIn) });
      return;
    }
    const now = new Date();
    const records = ids.map((id) => updateRecord({ profile: signedIn.profile, contactId }, id, true, now));
    try {
      await updateSubscriptions(records, callContext());
    } catch (error) {
      if (isAborted(error)) return;
      input.failed(error);
      // The visitor asked to subscribe: the modal shows the failure text with the subscription checked, and Modify
      // Preferences tries again.
      input.open({ subscriptionNames: [...names], loggedIn: true }, true);
      return;
    }
    setActivePublications(signedIn.profile.emailId, applyRecords(active, records), contactId);
    history.replaceState(history.state, '', withoutOpenQuery(location.href, query));
    input.subscribed(ids);
  });

  useEffect(() => {
    if (!ready || handled.current) return;
    handled.current = true;
    void handle();
  }, [ready]);
}
