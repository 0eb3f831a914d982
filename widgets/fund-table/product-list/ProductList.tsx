/**
 * Product List (products spec 2.11, /investment-products/search-list/?type={type}&class={class}): the static link
 * lists, then "Links to the Funds", the fund-name links of the chosen type and class sorted by name.
 */
import { useEffect, useMemo, useState } from 'react';
import { useElement } from '../../../runtime/define-element';
import { isAborted } from '../../../runtime/http';
import { safeUrl } from '../../../runtime/sanitize';
import { Alert } from '../../../runtime/ui/Alert';
import { DataTable, tableColumnHelper } from '../../../runtime/ui/DataTable';
import { RegisteredText } from '../../../runtime/ui/RegisteredText';
import { Spinner } from '../../../runtime/ui/Spinner';
import { getProductList } from '../../../services/products';
import { CountLine, EmptyText } from '../table/ResultTexts';
import { failureKind, useErrorPopup } from '../table/error-popup';
import { type TextLink } from '../table/links';
import { displayingText, ERROR_POPUP, NO_MATCHING_FUNDS } from '../table/texts';
import { PRODUCT_LIST_GROUPS, productListFundLinks, productListSections } from './model';
import { parseProductListQuery } from './query';
import { PRODUCT_LIST_TEXTS } from './texts';

type Loaded = { key: string; status: 'ready'; links: TextLink[] } | { key: string; status: 'error' };

const helper = tableColumnHelper<TextLink>();
const COLUMNS = [
  helper.display({
    id: 'fundName',
    header: () => 'Fund Name',
    cell: (context) => (
      <a className="cm-link fund-link" href={safeUrl(context.row.original.href)}>
        <RegisteredText text={context.row.original.text} />
      </a>
    ),
  }),
];
const linkId = (link: TextLink) => link.href;

export function ProductList({
  heading,
  plan529Brand,
  emptyText,
}: {
  heading: string | undefined;
  plan529Brand: string;
  emptyText: string | undefined;
}) {
  const { config, emit } = useElement();
  const { show: showPopup, popup } = useErrorPopup();
  const [query] = useState(() => parseProductListQuery(window.location.search));
  const [attempt, setAttempt] = useState(0);
  const [loaded, setLoaded] = useState<Loaded | undefined>();
  const sections = useMemo(() => productListSections(config.siteBase, config.audience), [config]);
  const key = `${query?.type}:${query?.className}#${attempt}`;

  useEffect(() => {
    if (!query) return;
    const controller = new AbortController();
    getProductList(PRODUCT_LIST_GROUPS[query.type], { signal: controller.signal, config }).then(
      (entries) => {
        const funds = entries.flatMap((entry) => entry.funds);
        setLoaded({ key, status: 'ready', links: productListFundLinks(config.siteBase, query, funds, plan529Brand) });
      },
      (error: unknown) => {
        if (isAborted(error)) return;
        setLoaded({ key, status: 'error' });
        showPopup();
        emit('error', { section: PRODUCT_LIST_TEXTS.header, kind: failureKind(error) });
      },
    );
    return () => controller.abort();
  }, [query, key, config, plan529Brand, showPopup, emit]);

  const current = loaded?.key === key ? loaded : undefined;
  const links = useMemo(() => (current?.status === 'ready' ? current.links : []), [current]);
  const order = useMemo(() => links.map(linkId), [links]);

  return (
    <div className="product-list">
      <h2 className="view-heading" part="heading">
        {heading ?? PRODUCT_LIST_TEXTS.header}
      </h2>
      <div className="link-lists">
        {sections.map((section) => (
          <section key={section.title} className="link-list">
            <h3>
              {section.href ? (
                <a className="cm-link" href={safeUrl(section.href)}>
                  {section.title}
                </a>
              ) : (
                section.title
              )}
            </h3>
            {section.links.length > 0 && (
              <ul>
                {section.links.map((link) => (
                  <li key={link.href}>
                    <a
                      className="cm-link"
                      href={safeUrl(link.href)}
                      aria-current={isCurrent(link.href, query) ? 'page' : undefined}
                    >
                      {link.text}
                    </a>
                  </li>
                ))}
              </ul>
            )}
          </section>
        ))}
      </div>
      <section className="funds">
        <h3>{PRODUCT_LIST_TEXTS.fundsTable}</h3>
        {!query && <p className="hint">Choose a product type and class above to list its funds.</p>}
        {query && !current && <Spinner />}
        {current?.status === 'error' && <Alert onRetry={() => setAttempt((n) => n + 1)}>{ERROR_POPUP.text}</Alert>}
        {current?.status === 'ready' && (
          <>
            <CountLine text={displayingText(links.length)} />
            {links.length === 0 ? (
              <EmptyText result={{ text: emptyText ?? NO_MATCHING_FUNDS }} />
            ) : (
              <div part="table">
                <DataTable
                  caption={PRODUCT_LIST_TEXTS.fundsTable}
                  columns={COLUMNS}
                  data={links}
                  getRowId={linkId}
                  order={order}
                  rowHeaderColumn="fundName"
                />
              </div>
            )}
          </>
        )}
      </section>
      {popup}
    </div>
  );
}

/** The link of the list the page shows, marked for assistive technology. */
function isCurrent(href: string, query: ReturnType<typeof parseProductListQuery>): boolean {
  if (!query) return false;
  const linked = parseProductListQuery(href.slice(href.indexOf('?')));
  return linked?.type === query.type && linked.className === query.className;
}
