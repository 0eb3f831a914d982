import { Fragment } from 'react';
import { SecuredAnchor, useLinkAccess, type LinkAccess } from '../../runtime/ui/SecuredLink';
import { mailOrderLabel } from './library/rows';
import type { LinkedDocument } from './links';

/**
 * A document's name that wraps after a slash rather than inside a word: "Attribution/Contribution" in a phone's
 * narrow column reads "Attribution/" above "Contribution", not "Attribution/Contribut" above "ion".
 */
export function DocumentName({ text }: { text: string }) {
  const parts = text.split(/(?<=\/)/);
  if (parts.length === 1) return <>{text}</>;
  return (
    <>
      {parts.map((part, index) => (
        <Fragment key={index}>
          {index > 0 && <wbr />}
          {part}
        </Fragment>
      ))}
    </>
  );
}

/**
 * A document's name linked to the document (opened in a new tab) through the runtime's secured link (accounts spec
 * 2.7: locked, unlocked or the login, with the locked marker while locked); the name as plain text when the document
 * has no address. `access` is the visitor's, read once for the table.
 */
export function DocumentLink({
  text,
  document,
  access,
}: {
  text: string;
  document: Pick<LinkedDocument, 'url' | 'secure' | 'contexts'>;
  access: LinkAccess;
}) {
  if (!document.url) return <DocumentName text={text} />;
  return (
    <SecuredAnchor
      className="document-link"
      href={document.url}
      secure={document.secure}
      contexts={document.contexts}
      access={access}
      newWindow
    >
      <DocumentName text={text} />
    </SecuredAnchor>
  );
}

/**
 * The Mail Order checkbox (products spec 2.15, 4): "Add to Cart", "In Cart" once ticked; its accessible name also
 * says which document it orders, after the visible label.
 */
export function MailOrderCheckbox({
  inCart,
  documentName,
  onChange,
}: {
  inCart: boolean;
  /** e.g. "Calder Meridian Growth Fund, Fact Sheet": read after the label. */
  documentName: string;
  onChange: (inCart: boolean) => void;
}) {
  return (
    <label className="cm-check mail-order">
      <input
        type="checkbox"
        checked={inCart}
        aria-label={`${mailOrderLabel(inCart)}: ${documentName}`}
        onChange={(event) => onChange(event.currentTarget.checked)}
      />
      {mailOrderLabel(inCart)}
    </label>
  );
}

/**
 * The documents of a cell of the smaller tables and of the accordion (products spec 2.15, 2.18-2.20), one link each
 * (`DocumentLink`), with the visitor's access read for the cell.
 */
export function DocumentList({
  documents,
  textOf = (document) => document.fileName,
}: {
  documents: readonly LinkedDocument[];
  textOf?: (document: LinkedDocument) => string;
}) {
  const access = useLinkAccess();
  if (documents.length === 0) return null;
  return (
    <ul className="document-list">
      {documents.map((document, index) => (
        <li key={`${index}-${document.url}`}>
          <DocumentLink text={textOf(document)} document={document} access={access} />
        </li>
      ))}
    </ul>
  );
}
