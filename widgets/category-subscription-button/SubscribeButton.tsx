import { useMemo, useState } from 'react';
import { useStore } from 'zustand';
import { useShallow } from 'zustand/react/shallow';
import type { AttributeValues } from '../../runtime/attributes';
import { useElement } from '../../runtime/define-element';
import { isAborted, ServiceError } from '../../runtime/http';
import { getSession, getSubscriberContactId, sessionStore } from '../../runtime/stores/session';
import {
  activePublicationsOf,
  requestSubscriptionModal,
  setActivePublications,
  subscriptionsStore,
} from '../../runtime/stores/subscriptions';
import { useCallContext } from '../../runtime/use-call-context';
import { useService } from '../../runtime/use-service';
import type { FailureKind } from '../../runtime/element-context';
import type { SubscriptionCatalogue } from '../../services/subscription-catalogue';
import { applyRecords, signedInSubscriber, updateRecord } from '../../services/subscription-records';
import { getSubscriptionCatalogue, updateSubscriptions } from '../../services/subscriptions';
import {
  DEFAULT_SUBSCRIPTION_NAME,
  SUBSCRIPTION_FAILURE_TEXT,
  analyticsCategory,
} from '../../services/subscription-vocabulary';
import type { attributes, events } from './element';
import { ButtonFace } from './ButtonFace';
import { buttonLabel, clickAction, isSubscribed, modalRequest, resolveTargets, splitNames } from './model';
import { usePageModal } from './use-page-modal';

const EMPTY_CATALOGUE: SubscriptionCatalogue = { subscriptions: [], funds: [] };

export function SubscribeButton(props: AttributeValues<typeof attributes>) {
  const { emit } = useElement<typeof events>();
  const callContext = useCallContext();
  usePageModal();

  const names = splitNames(props.subscriptionName);
  const fundGiven = Boolean(props.fundCusip || props.fundName);
  const subscriptionNames = names.length || props.category || fundGiven ? names : [DEFAULT_SUBSCRIPTION_NAME];
  const namesKey = subscriptionNames.join('|');
  const config = useMemo(
    () => ({
      variant: props.variant,
      presentation: props.presentation,
      category: props.category,
      subscriptionNames: namesKey ? namesKey.split('|') : [],
      fundCusip: props.fundCusip,
      fundName: props.fundName,
      literature: props.literature,
      productSubscribe: props.productSubscribe,
    }),
    [
      props.variant,
      props.presentation,
      props.category,
      namesKey,
      props.fundCusip,
      props.fundName,
      props.literature,
      props.productSubscribe,
    ],
  );

  // Who is signed in (accounts spec 4.3, 6) and what they hold, as the page's <subscription-modal> loaded it.
  getSession();
  const session = useStore(
    sessionStore,
    useShallow((s) => ({ subscriptionProfile: s.subscriptionProfile, advisor: s.advisor, profile: s.profile })),
  );
  const signedIn = useMemo(() => signedInSubscriber(session, getSubscriberContactId()), [session]);
  const owner = signedIn?.profile.emailId;
  const { active, storedContactId } = useStore(
    subscriptionsStore,
    useShallow((s) => ({ active: activePublicationsOf(s, owner), storedContactId: s.contactId })),
  );

  // site spec 8: a content failure is logged and empty data used; the button still opens the modal.
  const catalogue = useService((context) => getSubscriptionCatalogue(context), [], {
    failure: { show: 'log', empty: EMPTY_CATALOGUE },
  });
  const targets = useMemo(() => resolveTargets(catalogue.data ?? EMPTY_CATALOGUE, config), [catalogue.data, config]);
  const subscribed = isSubscribed(targets, active);
  const [saving, setSaving] = useState(false);
  const [failed, setFailed] = useState(false);

  const label = buttonLabel({
    variant: props.variant,
    presentation: props.presentation,
    labelStyle: props.label,
    names: targets.names,
    subscribed,
    notClickedText: props.buttonNotClickedText,
    clickedText: props.buttonClickedText,
  });

  async function toggle() {
    const contactId = signedIn?.contactId ?? storedContactId;
    if (!signedIn || !active || !owner) return;
    setFailed(false);
    const now = new Date();
    const ids = subscribed ? targets.toggles.filter((id) => active.includes(id)) : targets.toggles;
    const records = contactId ? ids.map((id) => updateRecord({ ...signedIn, contactId }, id, !subscribed, now)) : [];
    if (records.length === 0) return;
    setSaving(true);
    try {
      await updateSubscriptions(records, callContext());
      // accounts spec 4.10: "The local checked/selected flag flips."
      setActivePublications(owner, applyRecords(active, records));
      emit('toggle', {
        subscribed: !subscribed,
        publicationIds: records.map((record) => record.publicationID),
        category: props.category ? analyticsCategory(props.category) : null,
      });
    } catch (error) {
      if (isAborted(error)) return;
      setFailed(true);
      const kind = (error instanceof ServiceError ? error.kind : 'network') as FailureKind;
      emit('error', { section: 'Subscriptions', kind });
    } finally {
      setSaving(false);
    }
  }

  function activate() {
    if (saving) return;
    if (clickAction(props.variant, Boolean(signedIn)) === 'toggle') {
      void toggle();
      return;
    }
    emit('open', {
      category: props.category ?? null,
      subscriptionNames: config.subscriptionNames,
      fund: targets.fund?.name ?? props.fundName ?? null,
    });
    requestSubscriptionModal(modalRequest(config, targets, Boolean(signedIn), active));
  }

  // A signed-in visitor's state is known once the page's modal has loaded it.
  const waiting = Boolean(signedIn) && active === undefined && props.variant === 'content';

  return (
    <>
      <ButtonFace
        presentation={props.presentation}
        buttonStyle={props.buttonStyle}
        label={label}
        subscribed={subscribed}
        busy={saving || waiting}
        context={props.presentation === 'checkbox' || props.variant === 'fund' ? targets.names.join(', ') : undefined}
        onActivate={activate}
      />
      {failed && (
        <p className="failure" role="alert" part="failure">
          {SUBSCRIPTION_FAILURE_TEXT}
        </p>
      )}
    </>
  );
}
