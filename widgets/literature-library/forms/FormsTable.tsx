import { useLayoutEffect, useMemo, useRef } from 'react';
import { useElement } from '../../../runtime/define-element';
import { setSanitizedHtml } from '../../../runtime/sanitize';
import { DataTable, tableColumnHelper, type ColumnWidth } from '../../../runtime/ui/DataTable';
import { useLinkAccess } from '../../../runtime/ui/SecuredLink';
import type { FormDocument } from '../../../services/literature-resources';
import { FORMS_TEXTS } from '../../../services/literature-vocabulary';
import { DocumentLink } from '../cells';
import { isSecureDocument, siteDocumentLink } from '../links';
import { documentTypeLabel, productTypeLabel, type FormsSort, type FormsSortKey } from './model';

/**
 * A form's description: HTML from the content system, sanitised. Set before the row is painted (a layout effect), so
 * the row is never drawn at the title's height and then grows under the visitor as its description fills in.
 */
function FormDescription({ html }: { html: string }) {
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    if (ref.current) setSanitizedHtml(ref.current, html);
  }, [html]);
  return <div className="form-description" ref={ref} />;
}

const helper = tableColumnHelper<FormDocument>();
const SORTABLE: ReadonlySet<string> = new Set<FormsSortKey>(['title', 'documentType']);
const WIDTHS: Readonly<Record<string, ColumnWidth>> = { title: 'name', productType: 'text', documentType: 'text' };
/** Phones: the product and document types under the form's title. */
const STACKED: ReadonlySet<string> = new Set(['productType', 'documentType']);
const idOf = (form: FormDocument) => form.id;

/**
 * The forms table (products spec 2.17): Document (the title linked to the file, and the description), Product
 * Type and Document Type. Every form is in the DOM; `shown` says which are visible.
 */
export function FormsTable({
  forms,
  order,
  shown,
  hidden,
  sort,
  onSort,
}: {
  forms: readonly FormDocument[];
  order: readonly string[];
  shown: ReadonlySet<string>;
  hidden: boolean;
  sort: FormsSort;
  onSort: (column: FormsSortKey) => void;
}) {
  const { config } = useElement();
  const { audience, siteBase, binariesBase } = config;
  const access = useLinkAccess();
  const columns = useMemo(() => {
    const names = FORMS_TEXTS.columns;
    return [
      helper.display({
        id: 'title',
        header: () => names.document,
        cell: ({ row: { original: form } }) => {
          const url = siteDocumentLink(form.url, { audience, siteBase, binariesBase });
          const document = { url, secure: isSecureDocument(url) };
          return (
            <>
              <DocumentLink text={form.title} document={document} access={access} />
              {form.descriptionHtml && <FormDescription html={form.descriptionHtml} />}
            </>
          );
        },
      }),
      helper.display({
        id: 'productType',
        header: () => names.productType,
        cell: (c) => productTypeLabel(c.row.original.productType),
      }),
      helper.display({
        id: 'documentType',
        header: () => names.documentType,
        cell: (c) => documentTypeLabel(c.row.original.documentType),
      }),
    ];
  }, [audience, siteBase, binariesBase, access]);
  return (
    <div className="library-table" part="table" hidden={hidden}>
      <DataTable
        caption="Forms and applications"
        columns={columns}
        data={forms}
        getRowId={idOf}
        order={order}
        shown={shown}
        sort={sort}
        sortable={SORTABLE}
        onSort={(column) => onSort(column as FormsSortKey)}
        widths={WIDTHS}
        compactUnder={STACKED}
        rowHeaderColumn="title"
      />
    </div>
  );
}
