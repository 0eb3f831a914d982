import { useEffect } from 'react';
import { ensureSubscriptionModal } from '../../runtime/stores/subscriptions';

/**
 * A button needs the page's <subscription-modal> from the start: it loads what a signed-in visitor holds, which the
 * button shows. A page without one gets one when the button mounts.
 */
export function usePageModal(): void {
  useEffect(ensureSubscriptionModal, []);
}
