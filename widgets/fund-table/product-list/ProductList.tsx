/**
 * Product List (products spec 2.11, /investment-products/search-list/?type={type}&class={class}): the static link
 * lists, then "Links to the Funds", the fund-name links of the chosen type and class sorted by name.
 */
import { useMemo, useState } from 'react';
import { useElement } from '../../../runtime/define-element';
import { safeUrl } from '../../../runtime/links';
import { DataTable, tableColumnHelper } from '../../../runtime/ui/DataTable';
import { RegisteredText } from '../../../runtime/ui/RegisteredText';
import { Spinner } from '../../../runtime/ui/Spinner';
import { useService } from '../../../runtime/use-service';
import { getProductList } from '../../../services/products';
import type { TextLink } from '../table/links';
import { ANSWER_AREA, CountLine, EmptyText, SectionFailure } from '../table/ResultTexts';
import { displayingText, ERROR_POPUP, NO_MATCHING_FUNDS } from '../table/texts';
import { PRODUCT_LIST_GROUPS, productListFundLinks, productListSections } from './model';
import { parseProductListQuery, type ProductListQuery } from './query';
import { PRODUCT_LIST_TEXTS } from './texts';

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
const NO_LINKS: TextLink[] = [];

export function ProductList({
  heading,
  plan529Brand,
  emptyText,
}: {
  heading: string | undefined;
  plan529Brand: string;
  emptyText: string | undefined;
}) {
  const { config } = useElement();
  const [query] = useState(() => parseProductListQuery(window.location.search));
  const sections = useMemo(() => productListSections(config.siteBase, config.audience), [config]);
  // products spec 8: a failed list opens the "Error" popup; the section shows its text with Retry.
  const fundLinks = useService<TextLink[]>(
    async (context) => {
      const chosen = query!;
      const entries = await getProductList(PRODUCT_LIST_GROUPS[chosen.type], context);
      const funds = entries.flatMap((entry) => entry.funds);
      return productListFundLinks(context.config.siteBase, chosen, funds, plan529Brand);
    },
    [query, plan529Brand],
    { enabled: query !== undefined, failure: { show: 'popup', section: PRODUCT_LIST_TEXTS.header } },
  );
  const links = fundLinks.data ?? NO_LINKS;
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
      {/* Focusable by script only: Retry gives it the focus as the failure it replaces goes (ResultTexts). */}
      <section className={`funds ${ANSWER_AREA}`} tabIndex={-1}>
        <h3>{PRODUCT_LIST_TEXTS.fundsTable}</h3>
        {!query && <p className="hint">Choose a product type and class above to list its funds.</p>}
        {fundLinks.status === 'loading' && <Spinner />}
        {fundLinks.status === 'error' && <SectionFailure text={ERROR_POPUP.text} onRetry={fundLinks.retry} />}
        {fundLinks.status === 'ready' && (
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
    </div>
  );
}

/** The link of the list the page shows, marked for assistive technology. */
function isCurrent(href: string, query: ProductListQuery | undefined): boolean {
  if (!query) return false;
  const linked = parseProductListQuery(href.slice(href.indexOf('?')));
  return linked?.type === query.type && linked.className === query.className;
}
