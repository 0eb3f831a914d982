import { useStore } from 'zustand';
import { cmsText } from '../../../runtime/cms-text';
import { useElement } from '../../../runtime/define-element';
import {
  addToCart,
  cartIdOf,
  cartPageHref,
  cartStore,
  isInCart,
  removeFromCart,
  type CartItemInput,
} from '../../../runtime/stores/cart';
import { SecuredAnchor, useLinkAccess, type LinkAccess } from '../../../runtime/ui/SecuredLink';
import { Spinner } from '../../../runtime/ui/Spinner';
import { useService } from '../../../runtime/use-service';
import { isSecureDocument } from '../../../services/document-links';
import type { FundDetails } from '../../../services/fund-detail';
import { getLiteratureBundles, type LiteratureBundles } from '../../../services/literature';
import { LITERATURE_TEXTS } from '../../../services/literature-vocabulary';
import type { BlockProps } from '../model';
import { FundSection } from './FundSection';
import { documentHref, fundProductType, literatureProductLabel, mailOrderValue } from './model';

/** The spec names the block "literature" (products spec 2.14): its heading. */
const TITLE = 'Literature';
/** products spec 7: "On a non-OK response these lookups log the failure and use empty data": nothing to order. */
const NO_BUNDLES: LiteratureBundles = { prospectusDomain: '', mailOrder: {}, docTypes: {} };

interface LiteratureItem {
  title: string;
  /** The link, when the link rule lets the document be linked. */
  href: string | undefined;
  /** What the cart holds of it, when it can be ordered by mail. */
  order: CartItemInput | undefined;
}

/**
 * The fund's documents (products spec 2.14, 2.15 "a fund literature block lists the fund's document categories"),
 * one per title, each linked as the library links a document: a new tab, the lock of a secure one while the visitor
 * may not open it, the title as text when the link rule refuses its address. A document the mail-order bundle lists
 * has the library's "Add to Cart" / "In Cart" checkbox (products spec 4), and "View Cart" leads to the cart.
 */
export function LiteratureBlock({ cusip }: BlockProps) {
  const { config } = useElement();
  const access = useLinkAccess();
  const bundles = useService((context) => getLiteratureBundles(context), [], {
    failure: { show: 'log', empty: NO_BUNDLES },
  });
  const items = (details: FundDetails): LiteratureItem[] => {
    const productType = literatureProductLabel(fundProductType(details));
    const seen = new Set<string>();
    return details.documents.flatMap((document) => {
      const title = cmsText(document.docTitle);
      if (!title || seen.has(title)) return [];
      seen.add(title);
      const href = documentHref(document.docURL, config);
      const orderValue = href ? mailOrderValue(bundles.data?.mailOrder ?? {}, title) : undefined;
      const order: CartItemInput | undefined = orderValue
        ? {
            cusip,
            fundName: details.header.fundName,
            productType,
            dDocType: title,
            fileName: title,
            fileDDocType: orderValue,
            fileUrl: href!,
            fundClass: details.header.fundClass,
          }
        : undefined;
      return [{ title, href, order }];
    });
  };
  return (
    <FundSection
      cusip={cusip}
      name="literature"
      title={TITLE}
      content={(details) => {
        const list = items(details);
        if (list.length === 0) return null;
        // The order checkboxes come with the mail-order bundle: the list waits for it, so nothing moves after.
        if (bundles.status !== 'ready') return <Spinner />;
        return (
          <>
            <ul className="fund-literature">
              {list.map((item) => (
                <LiteratureEntry key={item.title} item={item} access={access} />
              ))}
            </ul>
            {list.some((item) => item.order) && (
              <p className="fund-view-cart">
                <a className="cm-link" href={cartPageHref(config.siteBase)}>
                  {LITERATURE_TEXTS.viewCart}
                </a>
              </p>
            )}
          </>
        );
      }}
    />
  );
}

function LiteratureEntry({ item, access }: { item: LiteratureItem; access: LinkAccess }) {
  return (
    <li className="fund-literature-item">
      {item.href ? (
        <SecuredAnchor
          className="cm-link"
          href={item.href}
          secure={isSecureDocument(item.href)}
          access={access}
          newWindow
        >
          {item.title}
        </SecuredAnchor>
      ) : (
        <span>{item.title}</span>
      )}
      {item.order && <MailOrder item={item.order} />}
    </li>
  );
}

/**
 * The library's Mail Order checkbox (products spec 2.15, 4): "Add to Cart", and "In Cart" once ticked; unticking
 * takes the document out of the cart. The checkbox stays where it is, so the focus stays on it. Its name also says
 * which document it orders.
 */
function MailOrder({ item }: { item: CartItemInput }) {
  const cartId = cartIdOf(item);
  const inCart = useStore(cartStore, (state) => isInCart(state.items, cartId));
  const label = inCart ? LITERATURE_TEXTS.inCart : LITERATURE_TEXTS.addToCart;
  return (
    <label className="cm-check fund-mail-order">
      <input
        type="checkbox"
        checked={inCart}
        aria-label={`${label}: ${item.fileName}`}
        onChange={(event) => (event.currentTarget.checked ? addToCart(item) : removeFromCart(cartId))}
      />
      {label}
    </label>
  );
}
