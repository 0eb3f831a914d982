import { Fragment } from 'react';
import { useStore } from 'zustand';
import { useElement } from '../../runtime/define-element';
import { safeUrl } from '../../runtime/links';
import { sessionStore } from '../../runtime/stores/session';
import { LITERATURE_TEXTS } from '../../services/literature-vocabulary';
import { mailOrderLabel } from './library/rows';
import { documentHref, showsLockedMark, type LinkedDocument } from './links';

/** The locked-content mark of a secure document (products spec 2.15, 6; accounts spec 2.7). */
export function LockedMark() {
  return (
    <span className="locked-mark">
      <svg aria-hidden="true" focusable="false" width="12" height="14" viewBox="0 0 12 14">
        <path d="M3 6V4a3 3 0 0 1 6 0v2h1a1 1 0 0 1 1 1v6a1 1 0 0 1-1 1H2a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h1zm1.5 0h3V4a1.5 1.5 0 0 0-3 0v2z" />
      </svg>
      <span className="cm-visually-hidden">{LITERATURE_TEXTS.locked}</span>
    </span>
  );
}

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
 * A document's name linked to the document (opened in a new tab), with the locked mark when it carries one; the
 * name as plain text when the document has no address.
 */
export function DocumentLink({ text, href, locked }: { text: string; href: string; locked: boolean }) {
  if (!href) return <DocumentName text={text} />;
  return (
    <a className="document-link" href={safeUrl(href)} target="_blank" rel="noopener">
      <DocumentName text={text} />
      {locked && (
        <>
          {' '}
          <LockedMark />
        </>
      )}
    </a>
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
 * The documents of a table cell (products spec 2.18-2.20), one link each; a secure document leads a visitor who
 * is not signed in as an advisor to the login page and carries the locked mark (accounts spec 2.7).
 */
export function DocumentList({
  documents,
  textOf = (document) => document.fileName,
}: {
  documents: readonly LinkedDocument[];
  textOf?: (document: LinkedDocument) => string;
}) {
  const { config } = useElement();
  const { audience, siteBase } = config;
  const advisorSignedIn = useStore(sessionStore, (state) => state.advisor);
  if (documents.length === 0) return null;
  return (
    <ul className="document-list">
      {documents.map((document, index) => (
        <li key={`${index}-${document.url}`}>
          <DocumentLink
            text={textOf(document)}
            href={documentHref(document, { audience, siteBase, advisorSignedIn })}
            locked={showsLockedMark(document, audience) && !advisorSignedIn}
          />
        </li>
      ))}
    </ul>
  );
}
