import { memo, useMemo } from 'react';
import { useStore } from 'zustand';
import { useElement } from '../../../runtime/define-element';
import { safeUrl } from '../../../runtime/links';
import { addToCart, cartCount, cartStore, isInCart, removeFromCart } from '../../../runtime/stores/cart';
import { DataTable, tableColumnHelper, type ColumnWidth } from '../../../runtime/ui/DataTable';
import { useLinkAccess } from '../../../runtime/ui/SecuredLink';
import { RegisteredText } from '../../../runtime/ui/RegisteredText';
import { LITERATURE_TEXTS, type LiteratureTab } from '../../../services/literature-vocabulary';
import { DocumentLink, MailOrderCheckbox } from '../cells';
import type { events } from '../element';
import { fundDetailHref } from '../links';
import type { LibrarySort, LibrarySortKey } from './model';
import {
  cartItemOf,
  classText,
  fundNameHref,
  fundNameText,
  fundTypeText,
  isOrderable,
  literatureTypeText,
  type LiteratureRow,
} from './rows';

/** The Mail Order cell: one checkbox that follows the cart, so ticking one re-renders only its own cell. */
function MailOrderCell({ row }: { row: LiteratureRow }) {
  const { emit } = useElement<typeof events>();
  const inCart = useStore(cartStore, (state) => isInCart(state.items, row.id));
  const change = (checked: boolean) => {
    if (checked) addToCart(cartItemOf(row));
    else removeFromCart(row.id);
    const detail = { cartId: row.id, fundName: row.fundName, fileName: row.fileName };
    emit('cart', { action: checked ? 'add' : 'remove', ...detail, count: cartCount(cartStore.getState().items) });
  };
  return (
    <MailOrderCheckbox inCart={inCart} documentName={`${row.fundName}, ${literatureTypeText(row)}`} onChange={change} />
  );
}

const helper = tableColumnHelper<LiteratureRow>();
const SORTABLE: ReadonlySet<string> = new Set<LibrarySortKey>(['fundName', 'fileName']);
const WIDTHS: Readonly<Record<string, ColumnWidth>> = {
  fundName: 'name',
  fundClass: 'rating',
  fundType: 'text',
  fileName: 'wide',
  mailOrder: 'text',
};
/**
 * Phones: the document, the class and the fund type under the fund's name, Add to Cart beside it (styles.css puts the
 * document first); the class is named there, "Class A".
 */
const STACKED: ReadonlySet<string> = new Set(['fundClass', 'fundType', 'fileName']);
const STACKED_LABELS = { fundClass: LITERATURE_TEXTS.columns.fundClass };
const idOf = (row: LiteratureRow) => row.id;

/**
 * The library's table (products spec 2.15): Fund Name (linked to the fund's page; "SYMBOL - name" for ETFs),
 * Class, Fund Type, Literature Type (the document, with the locked mark of a secure one for a visitor who is not
 * signed in) and Mail Order. Every row of the tab is in the DOM; `shown` says which are visible. Memoised: a
 * render of the library that changes none of its props (a keystroke before the deferred search) leaves it alone.
 */
export const LibraryTable = memo(function LibraryTable({
  rows,
  order,
  shown,
  hidden,
  tab,
  sort,
  onSort,
}: {
  rows: readonly LiteratureRow[];
  order: readonly string[];
  shown: ReadonlySet<string>;
  hidden: boolean;
  tab: LiteratureTab;
  sort: LibrarySort;
  onSort: (column: LibrarySortKey) => void;
}) {
  const { config } = useElement();
  const { siteBase } = config;
  const access = useLinkAccess();
  const { productType } = tab;
  const columns = useMemo(() => {
    const names = LITERATURE_TEXTS.columns;
    const detailLink = (fund: Parameters<typeof fundDetailHref>[1]) => fundDetailHref(siteBase, fund);
    return [
      helper.display({
        id: 'fundName',
        header: () => names.fundName,
        cell: ({ row: { original: row } }) => {
          const text = fundNameText(row, productType);
          const href = fundNameHref(row, productType, detailLink);
          return href ? (
            <a href={safeUrl(href)}>
              <RegisteredText text={text} />
            </a>
          ) : (
            <RegisteredText text={text} />
          );
        },
      }),
      helper.display({ id: 'fundClass', header: () => names.fundClass, cell: (c) => classText(c.row.original) }),
      helper.display({ id: 'fundType', header: () => names.fundType, cell: (c) => fundTypeText(c.row.original) }),
      helper.display({
        id: 'fileName',
        header: () => names.literatureType,
        cell: ({ row: { original: row } }) => (
          <DocumentLink text={literatureTypeText(row)} document={row} access={access} />
        ),
      }),
      helper.display({
        id: 'mailOrder',
        header: () => names.mailOrder,
        cell: (c) => (isOrderable(c.row.original) ? <MailOrderCell row={c.row.original} /> : null),
      }),
    ];
  }, [productType, siteBase, access]);

  return (
    <div className="library-table" part="table" hidden={hidden}>
      <DataTable
        caption={`${tab.label} literature`}
        columns={columns}
        data={rows}
        getRowId={idOf}
        order={order}
        shown={shown}
        sort={sort}
        sortable={SORTABLE}
        onSort={(column) => onSort(column as LibrarySortKey)}
        widths={WIDTHS}
        compactUnder={STACKED}
        compactLabels={STACKED_LABELS}
        rowHeaderColumn="fundName"
      />
    </div>
  );
});
