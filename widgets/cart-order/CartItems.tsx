import { useMemo } from 'react';
import { safeUrl } from '../../runtime/links';
import { CART_QUANTITIES, type CartItem } from '../../runtime/stores/cart';
import { DataTable, tableColumnHelper, type ColumnWidth } from '../../runtime/ui/DataTable';
import { RegisteredText } from '../../runtime/ui/RegisteredText';
import { CART_TEXTS, LITERATURE_TEXTS } from '../../services/literature-vocabulary';

const helper = tableColumnHelper<CartItem>();
const WIDTHS: Readonly<Record<string, ColumnWidth>> = {
  fundName: 'name',
  fundClass: 'rating',
  fileName: 'wide',
  quantity: 'date',
  remove: 'text',
};
/**
 * Phones: the document and the class under the fund's name, Quantity and Remove beside it (styles.css puts the
 * document first); the class is named there, "Class A".
 */
const STACKED: ReadonlySet<string> = new Set(['fundClass', 'fileName']);
const STACKED_LABELS = { fundClass: LITERATURE_TEXTS.columns.fundClass };
const idOf = (item: CartItem) => item.cartId;

/**
 * The cart's item rows (products spec 2.16): fund, class, document and a quantity dropdown (1-10) with Remove;
 * at confirmation the quantities are read-only and the Remove column is hidden. Everything shown is text.
 */
export function CartItems({
  items,
  quantityEditable,
  removable,
  locked = false,
  onQuantity,
  onRemove,
  caption,
}: {
  items: readonly CartItem[];
  quantityEditable: boolean;
  removable: boolean;
  /** The order e-mail is on its way: its items cannot change under it. */
  locked?: boolean;
  onQuantity: (cartId: string, quantity: number) => void;
  onRemove: (cartId: string) => void;
  /** The table's accessible name. */
  caption: string;
}) {
  const columns = useMemo(() => {
    const names = LITERATURE_TEXTS.columns;
    const columns = [
      helper.display({
        id: 'fundName',
        header: () => names.fundName,
        cell: (c) => <RegisteredText text={c.row.original.fundName} />,
      }),
      helper.display({
        id: 'fundClass',
        header: () => names.fundClass,
        cell: (c) => c.row.original.fundClass ?? LITERATURE_TEXTS.noClass,
      }),
      helper.display({
        id: 'fileName',
        header: () => names.literatureType,
        cell: ({ row: { original: item } }) =>
          item.fileUrl ? (
            <a href={safeUrl(item.fileUrl)} target="_blank" rel="noopener">
              {item.fileName}
            </a>
          ) : (
            item.fileName
          ),
      }),
      helper.display({
        id: 'quantity',
        header: () => CART_TEXTS.quantity,
        cell: ({ row: { original: item } }) =>
          quantityEditable ? (
            <select
              className="cart-quantity"
              aria-label={`${CART_TEXTS.quantity}: ${item.fundName}, ${item.fileName}`}
              value={item.quantity}
              disabled={locked}
              onChange={(event) => onQuantity(item.cartId, Number(event.currentTarget.value))}
            >
              {CART_QUANTITIES.map((quantity) => (
                <option key={quantity} value={quantity}>
                  {quantity}
                </option>
              ))}
            </select>
          ) : (
            item.quantity
          ),
      }),
    ];
    if (removable)
      columns.push(
        helper.display({
          id: 'remove',
          header: () => <span className="cm-visually-hidden">{CART_TEXTS.remove}</span>,
          cell: ({ row: { original: item } }) => (
            <button
              type="button"
              className="cm-button cm-button--secondary cart-remove"
              aria-label={`${CART_TEXTS.remove}: ${item.fundName}, ${item.fileName}`}
              data-cart-id={item.cartId}
              disabled={locked}
              onClick={() => onRemove(item.cartId)}
            >
              {CART_TEXTS.remove}
            </button>
          ),
        }),
      );
    return columns;
  }, [quantityEditable, removable, locked, onQuantity, onRemove]);
  const order = useMemo(() => items.map(idOf), [items]);
  return (
    <div className="cart-items" part="items">
      <DataTable
        caption={caption}
        columns={columns}
        data={items}
        getRowId={idOf}
        order={order}
        widths={WIDTHS}
        compactUnder={STACKED}
        compactLabels={STACKED_LABELS}
        rowHeaderColumn="fundName"
      />
    </div>
  );
}
