/**
 * The product finder block (products spec 2.12): a title linking to the product page, "Select a {subtitle}"
 * listing the funds (ETFs as "symbol - name"), category links "name (count)" and a link list whose URLs may hold
 * an advisor and an investor part separated by "*".
 */
import { useEffect, useMemo, useState } from 'react';
import { useElement } from '../../../runtime/define-element';
import { safeUrl } from '../../../runtime/links';
import { SecuredLink } from '../../../runtime/ui/SecuredLink';
import { Spinner } from '../../../runtime/ui/Spinner';
import { useService } from '../../../runtime/use-service';
import { assetClassSlug, type FinderProductCode } from '../../../services/product-vocabulary';
import { getProductList, type ProductListEntry } from '../../../services/products';
import type { events } from '../element';
import { finderTitleLink, type TextLink } from '../table/links';
import { ANSWER_AREA, SectionFailure } from '../table/ResultTexts';
import { ERROR_POPUP } from '../table/texts';
import { FinderFundSelect } from './FinderFundSelect';
import { finderCategoryLinks, finderFundOptions, finderLinkList, finderProduct } from './model';
import { FINDER_DEFAULTS, finderSelectText } from './texts';

const NO_ENTRIES: ProductListEntry[] = [];

/** The block's own links, as the CMS writes them inside the element: <a href="advisor-url*investor-url">. */
function authoredLinks(host: HTMLElement): TextLink[] {
  return [...host.querySelectorAll(':scope > a[href]')].map((a) => ({
    text: a.textContent?.trim() ?? '',
    href: a.getAttribute('href') ?? '',
  }));
}

/** The block's own links, followed as the CMS preview re-renders the block's markup. */
function useAuthoredLinks(host: HTMLElement): TextLink[] {
  const [links, setLinks] = useState<TextLink[]>(() => authoredLinks(host));
  useEffect(() => {
    const observer = new MutationObserver(() => setLinks(authoredLinks(host)));
    observer.observe(host, {
      childList: true,
      subtree: true,
      characterData: true,
      attributes: true,
      attributeFilter: ['href'],
    });
    return () => observer.disconnect();
  }, [host]);
  return links;
}

export function ProductFinder({
  finderCode,
  link,
  subtitle,
  heading,
}: {
  finderCode: FinderProductCode | undefined;
  link: string | undefined;
  subtitle: string | undefined;
  heading: string | undefined;
}) {
  const { config, host, emit } = useElement<typeof events>();
  // Without a code the block is the mutual funds finder, the first product of the spec's list.
  const code: FinderProductCode = finderCode ?? 'MF';
  const product = finderProduct(code)!;
  const defaults = FINDER_DEFAULTS[code];
  const titleHref = finderTitleLink(config.siteBase, link ?? defaults.link);
  const links = useAuthoredLinks(host);
  const group = defaults.group;
  // products spec 2.12: "MA and MP load no fund list".
  const funds = useService<ProductListEntry[]>(
    (context) => getProductList(group!, { ...context, groupByCategory: true }),
    [group],
    {
      enabled: product.loadsFundList && group !== undefined,
      failure: { show: 'popup', section: defaults.title },
    },
  );
  const entries = funds.data ?? NO_ENTRIES;
  // Fund links carry the site base like the title, so the investor site keeps its /investor prefix.
  const options = useMemo(
    () =>
      finderFundOptions(
        titleHref,
        entries.flatMap((e) => e.funds),
        defaults.etf,
      ),
    [entries, titleHref, defaults.etf],
  );
  const categories = useMemo(
    () =>
      finderCategoryLinks(
        titleHref,
        entries
          .filter((e) => e.categoryName)
          .map((e) => ({
            name: e.categoryName!,
            categoryUrl: assetClassSlug(e.categoryName),
            count: Number(e.count ?? e.funds.length) || e.funds.length,
          })),
      ),
    [entries, titleHref],
  );
  const resolvedLinks = finderLinkList(links, config.audience);

  const go = (option: TextLink) => {
    if (emit('select', { fundName: option.text, href: option.href })) window.location.assign(safeUrl(option.href));
  };

  return (
    <div className="product-finder">
      <h2 className="view-heading" part="heading">
        <a className="cm-link" href={safeUrl(titleHref)}>
          {heading ?? defaults.title}
        </a>
      </h2>
      {product.loadsFundList && (
        <>
          {/* Focusable by script only: Retry gives it the focus as the failure it replaces goes (ResultTexts). */}
          <div className={`finder-funds ${ANSWER_AREA}`} tabIndex={-1}>
            {funds.status === 'loading' && <Spinner />}
            {funds.status === 'error' && <SectionFailure text={ERROR_POPUP.text} onRetry={funds.retry} />}
            {funds.status === 'ready' && (
              <FinderFundSelect label={finderSelectText(subtitle ?? defaults.subtitle)} options={options} onGo={go} />
            )}
          </div>
          {categories.length > 0 && (
            <ul className="finder-categories">
              {categories.map((c) => (
                <li key={c.href}>
                  <a className="cm-link" href={safeUrl(c.href)}>
                    {c.text}
                  </a>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
      {resolvedLinks.length > 0 && (
        <ul className="finder-links">
          {resolvedLinks.map((l) => (
            <li key={`${l.text}|${l.href}`}>
              {/* Authored links may lead to secured content (accounts spec 2.7): the runtime's secured link. */}
              <SecuredLink className="cm-link" href={l.href}>
                {l.text}
              </SecuredLink>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
