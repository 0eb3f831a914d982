/**
 * The product finder block (products spec 2.12): a title linking to the product page, "Select a {subtitle}"
 * listing the funds (ETFs as "symbol - name"), category links "name (count)" and a link list whose URLs may hold
 * an advisor and an investor part separated by "*".
 */
import { useEffect, useId, useMemo, useState } from 'react';
import { useElement } from '../../../runtime/define-element';
import { isAborted } from '../../../runtime/http';
import { safeUrl } from '../../../runtime/sanitize';
import { Alert } from '../../../runtime/ui/Alert';
import { Spinner } from '../../../runtime/ui/Spinner';
import { getProductList, type ProductListEntry } from '../../../services/products';
import { assetClassSlug, type FinderProductCode } from '../../../services/product-vocabulary';
import { failureKind, useErrorPopup } from '../table/error-popup';
import { finderTitleLink, type TextLink } from '../table/links';
import { ERROR_POPUP } from '../table/texts';
import { finderCategoryLinks, finderFundOptions, finderLinkList, finderProduct } from './model';
import { FINDER_DEFAULTS, finderSelectText } from './texts';

type Loaded = { key: string; status: 'ready'; entries: ProductListEntry[] } | { key: string; status: 'error' };

/** The block's own links, as the CMS writes them inside the element: <a href="advisor-url*investor-url">. */
function authoredLinks(host: HTMLElement): TextLink[] {
  return [...host.querySelectorAll(':scope > a[href]')].map((a) => ({
    text: a.textContent?.trim() ?? '',
    href: a.getAttribute('href') ?? '',
  }));
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
  const { config, host, emit } = useElement();
  const { show: showPopup, popup } = useErrorPopup();
  // Without a code the block is the mutual funds finder, the first product of the spec's list.
  const code: FinderProductCode = finderCode ?? 'MF';
  const product = finderProduct(code)!;
  const defaults = FINDER_DEFAULTS[code];
  const path = link ?? defaults.link;
  const titleHref = finderTitleLink(config.siteBase, path);
  const selectId = useId();
  const [attempt, setAttempt] = useState(0);
  const [loaded, setLoaded] = useState<Loaded | undefined>();
  const [chosen, setChosen] = useState('');
  const [links, setLinks] = useState<TextLink[]>(() => authoredLinks(host));
  const key = `${code}#${attempt}`;

  // The CMS preview re-renders the block's markup: follow changes to its links.
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

  useEffect(() => {
    // products spec 2.12: "MA and MP load no fund list".
    if (!product.loadsFundList || !defaults.group) return;
    const controller = new AbortController();
    getProductList(defaults.group, { signal: controller.signal, config, groupByCategory: true }).then(
      (entries) => setLoaded({ key, status: 'ready', entries }),
      (error: unknown) => {
        if (isAborted(error)) return;
        setLoaded({ key, status: 'error' });
        showPopup();
        emit('error', { section: defaults.title, kind: failureKind(error) });
      },
    );
    return () => controller.abort();
  }, [key, product.loadsFundList, defaults, config, showPopup, emit]);

  const current = loaded?.key === key ? loaded : undefined;
  const entries = useMemo(() => (current?.status === 'ready' ? current.entries : []), [current]);
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

  const go = () => {
    const option = options.find((o) => o.href === chosen);
    if (!option) return;
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
          {!current && <Spinner />}
          {current?.status === 'error' && <Alert onRetry={() => setAttempt((n) => n + 1)}>{ERROR_POPUP.text}</Alert>}
          {current?.status === 'ready' && (
            // A select with a Go button: a change of a select must not navigate by itself, or a keyboard user
            // moving through the options would leave the page at the first arrow key.
            <form
              className="finder-form"
              onSubmit={(event) => {
                event.preventDefault();
                go();
              }}
            >
              <label className="cm-visually-hidden" htmlFor={selectId}>
                {finderSelectText(subtitle ?? defaults.subtitle)}
              </label>
              <select id={selectId} value={chosen} onChange={(event) => setChosen(event.target.value)}>
                <option value="">{finderSelectText(subtitle ?? defaults.subtitle)}</option>
                {options.map((o) => (
                  <option key={o.href} value={o.href}>
                    {o.text}
                  </option>
                ))}
              </select>
              <button type="submit" className="cm-button" disabled={chosen === ''}>
                Go
              </button>
            </form>
          )}
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
              <a className="cm-link" href={safeUrl(l.href)}>
                {l.text}
              </a>
            </li>
          ))}
        </ul>
      )}
      {popup}
    </div>
  );
}
