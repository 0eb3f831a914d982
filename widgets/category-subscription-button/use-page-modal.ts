import { useEffect } from 'react';

/** The page's subscription modal: the first <subscription-modal> of the document. */
const MODAL_TAG = 'subscription-modal';

/**
 * A button needs the page's <subscription-modal>: it opens on the button's requests and loads what a signed-in
 * visitor holds. A page without one gets one, added at the end of the body (the loader loads its code); the button
 * never imports the modal, it only names its tag.
 */
export function usePageModal(): void {
  useEffect(() => {
    if (!document.querySelector(MODAL_TAG)) document.body.append(document.createElement(MODAL_TAG));
  }, []);
}
