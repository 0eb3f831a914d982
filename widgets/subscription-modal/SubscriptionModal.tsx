import { useEffect, useState } from 'react';
import { useStore } from 'zustand';
import type { AttributeValues } from '../../runtime/attributes';
import { useElement } from '../../runtime/define-element';
import { onPageEvent } from '../../runtime/events';
import {
  adoptSubscriptionRequest,
  finishSubscriptionRequest,
  subscriptionsStore,
  type SubscriptionOpenDetail,
} from '../../runtime/stores/subscriptions';
import { useService } from '../../runtime/use-service';
import { matchNames } from '../../services/subscription-catalogue';
import { getSubscriptionCatalogue } from '../../services/subscriptions';
import type { attributes, events } from './element';
import { withoutOpenQuery } from './deep-link';
import { failureKind } from './ManageLink';
import { SubscriptionCentre } from './SubscriptionCentre';
import { EMPTY_CATALOGUE, SubscriptionDialog } from './SubscriptionDialog';
import { Trigger } from './Trigger';
import { useDeepLink } from './use-deep-link';
import { useLoadHeld } from './use-load-held';
import { useHeld, useSignedIn } from './use-signed-in';

/** The names of data-subscription-name, separated by "|". */
const splitNames = (value: string | undefined) =>
  (value ?? '')
    .split('|')
    .map((name) => name.trim())
    .filter(Boolean);

interface OwnRequest {
  id: number;
  detail: SubscriptionOpenDetail;
  /** Opened by the deep link: closing strips the query and loads the sanitized URL. */
  deepLink: boolean;
  /** The deep link's automatic subscription failed: the modal opens saying so. */
  failed?: boolean;
}

/**
 * <subscription-modal>: the page's subscription modal (the first of the document), opened by the buttons' requests
 * and the `subscription-open` event; with data-subscription-name also its own static button and deep link; with
 * data-view="page" the subscription centre. The page's modal also loads what a signed-in visitor holds, for every
 * button of the page.
 */
export function SubscriptionModal(props: AttributeValues<typeof attributes>) {
  const { host, emit } = useElement<typeof events>();
  const [isPageModal] = useState(() => document.querySelector(host.localName) === host);
  const names = splitNames(props.subscriptionName);
  const link = { token: props.token, wholesalerId: props.wholesalerId };
  const signedIn = useSignedIn();
  const held = useHeld(signedIn);
  useLoadHeld(isPageModal || props.view === 'page' || names.length > 0, signedIn, held.active);

  const catalogue = useService((context) => getSubscriptionCatalogue(context), [], {
    enabled: names.length > 0,
    failure: { show: 'log', empty: EMPTY_CATALOGUE },
  });
  const ids = matchNames(catalogue.data?.subscriptions ?? [], names).map((subscription) => subscription.id);
  const subscribed = held.active !== undefined && ids.some((id) => held.active?.includes(id));

  const [own, setOwn] = useState<OwnRequest>();
  const pageRequest = useStore(subscriptionsStore, (state) => (isPageModal ? state.request : undefined));
  // A page script or another element may send the event alone; the page's modal takes it as a request.
  useEffect(
    () => (isPageModal ? onPageEvent('subscription-open', adoptSubscriptionRequest) : undefined),
    [isPageModal],
  );

  const openOwn = (detail: SubscriptionOpenDetail, deepLink = false, failed = false) =>
    setOwn((current) => ({ id: (current?.id ?? 0) + 1, detail, deepLink, failed }));
  useDeepLink({
    query: props.openWithQuery,
    names,
    catalogue: catalogue.status === 'loading' ? undefined : (catalogue.data ?? EMPTY_CATALOGUE),
    signedIn,
    held,
    open: (detail, failed) => openOwn(detail, true, failed),
    subscribed: (publicationIds) => emit('save', { active: publicationIds, inactive: [] }),
    failed: (error) => emit('error', { section: 'Subscriptions', kind: failureKind(error) }),
  });

  const request = own ?? (pageRequest ? { ...pageRequest, deepLink: false } : undefined);
  const detail = request?.detail;
  useEffect(() => {
    if (!detail) return;
    emit('open', {
      subscriptionNames: detail.subscriptionNames ?? [],
      category: detail.category ?? null,
      fund: detail.fund?.name ?? null,
    });
  }, [detail, emit]);

  if (props.view === 'page') return <SubscriptionCentre link={link} />;

  const close = () => {
    if (!request) return;
    if (own) setOwn(undefined);
    else finishSubscriptionRequest(request.id);
    const reload = Boolean(request.deepLink || request.detail.reloadOnClose);
    // A page script may cancel the reload (the event is cancelable).
    if (!emit('close', { reload }) || !reload) return;
    if (request.deepLink && props.openWithQuery) location.replace(withoutOpenQuery(location.href, props.openWithQuery));
    else location.reload();
  };

  return (
    <>
      {names.length > 0 && (
        <Trigger
          subscribed={subscribed}
          onClick={() =>
            openOwn({
              subscriptionNames: names,
              checkedNames: names.slice(0, 1),
              loggedIn: Boolean(signedIn),
              reloadOnClose: true,
            })
          }
        />
      )}
      {request && (
        <SubscriptionDialog
          key={request.id}
          detail={request.detail}
          failedBefore={own?.failed ?? false}
          link={link}
          manageUrl={props.manageUrl}
          onClose={close}
        />
      )}
    </>
  );
}
