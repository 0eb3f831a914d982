/**
 * A download the service sends (products spec 7 "Downloads (navigation)"): a link to its file, announced as
 * `fund-table-download` when the visitor follows it, as the files built in the browser are, so that a page counts
 * every download alike. The click is not cancelled: the browser goes on to fetch the file.
 */
import type { ReactNode } from 'react';
import { useElement } from '../../../runtime/define-element';
import { safeUrl } from '../../../runtime/links';
import type { events } from '../element';
import type { DownloadFormat, DownloadKind } from './csv';

export function ServerDownload({
  kind,
  format,
  href,
  children,
}: {
  kind: DownloadKind;
  format: DownloadFormat;
  /** The file's address (services/products.ts builds it). */
  href: string;
  children: ReactNode;
}) {
  const { emit } = useElement<typeof events>();
  return (
    <a
      className="cm-button cm-button--secondary"
      href={safeUrl(href)}
      download
      // The address as the browser follows it (resolved against the page), whichever view the link is in.
      onClick={(event) => emit('download', { kind, format, href: event.currentTarget.href })}
    >
      {children}
    </a>
  );
}
