import { useEffect, useEffectEvent, useMemo, useRef } from 'react';
import type { AttributeValues } from '../../runtime/attributes';
import { useElement } from '../../runtime/define-element';
import { requestSubscriptionModal } from '../../runtime/stores/subscriptions';
import { useService } from '../../runtime/use-service';
import type { SubscriptionCatalogue } from '../../services/subscription-catalogue';
import { getSubscriptionCatalogue } from '../../services/subscriptions';
import { DEFAULT_SUBSCRIPTION_NAME, SUBSCRIPTION_FAILURE_TEXT } from '../../services/subscription-vocabulary';
import type { attributes, events } from './element';
import { ButtonFace } from './ButtonFace';
import { buttonLabel, clickAction, isSubscribed, modalRequest, resolveTargets, splitNames } from './model';
import { useHeld } from './use-held';
import { usePageModal } from './use-page-modal';
import { useToggle } from './use-toggle';

const EMPTY_CATALOGUE: SubscriptionCatalogue = { subscriptions: [], funds: [] };

export function SubscribeButton(props: AttributeValues<typeof attributes>) {
  const { emit } = useElement<typeof events>();
  usePageModal();

  const names = splitNames(props.subscriptionName);
  const fundGiven = Boolean(props.fundCusip || props.fundName);
  // site spec 2.9: without a category, names or fund, the blog call-to-action's default subscription.
  const namesKey = (names.length || props.category || fundGiven ? names : [DEFAULT_SUBSCRIPTION_NAME]).join('|');
  const { variant, presentation, category, fundCusip, fundName, literature, productSubscribe } = props;
  const config = useMemo(
    () => ({
      variant,
      presentation,
      category,
      subscriptionNames: namesKey ? namesKey.split('|') : [],
      fundCusip,
      fundName,
      literature,
      productSubscribe,
    }),
    [variant, presentation, category, namesKey, fundCusip, fundName, literature, productSubscribe],
  );

  const held = useHeld();
  // site spec 8: a content failure is logged and empty data used; the button still opens the modal.
  const catalogue = useService((context) => getSubscriptionCatalogue(context), [], {
    failure: { show: 'log', empty: EMPTY_CATALOGUE },
  });
  const role = held.signedIn?.profile.role;
  const targets = useMemo(
    () => resolveTargets(catalogue.data ?? EMPTY_CATALOGUE, config, role),
    [catalogue.data, config, role],
  );
  const subscribed = isSubscribed(targets, held.active);
  const { saving, failed, toggle } = useToggle(held, targets.toggles, subscribed, category);
  const signedIn = Boolean(held.signedIn);
  // Until what the visitor holds is loaded the click waits (the button is busy); then it toggles what it can.
  const canToggle = targets.toggles.length > 0 && (held.active === undefined || Boolean(held.contactId));

  // Until the catalogue is in, the control does not know what it subscribes to: it says it is busy, and a press made
  // meanwhile acts once the catalogue is in.
  const reading = catalogue.status === 'loading';
  const pressedWhileReading = useRef(false);

  function activate() {
    if (reading) {
      pressedWhileReading.current = true;
      return;
    }
    if (saving) return;
    if (clickAction(variant, signedIn, canToggle) === 'toggle') {
      void toggle();
      return;
    }
    emit('open', {
      category: category ?? null,
      subscriptionNames: config.subscriptionNames,
      fund: targets.fund?.name ?? fundName ?? null,
    });
    requestSubscriptionModal(modalRequest(config, targets, signedIn, held.active));
  }

  const activateLater = useEffectEvent(activate);
  useEffect(() => {
    if (reading || !pressedWhileReading.current) return;
    pressedWhileReading.current = false;
    activateLater();
  }, [reading]);

  const label = buttonLabel({
    variant,
    presentation,
    labelStyle: props.label,
    names: targets.names,
    subscribed,
    notClickedText: props.buttonNotClickedText,
    clickedText: props.buttonClickedText,
  });
  // A signed-in visitor's content button acts once what they hold is known.
  const waiting = signedIn && held.active === undefined && variant === 'content';

  return (
    <>
      <ButtonFace
        presentation={presentation}
        buttonStyle={props.buttonStyle}
        label={label}
        subscribed={subscribed}
        busy={saving || waiting || reading}
        context={
          presentation === 'checkbox' || variant === 'fund'
            ? // A fund the catalogue does not list still names the fund the control belongs to.
              targets.names.join(', ') || fundName || undefined
            : undefined
        }
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
