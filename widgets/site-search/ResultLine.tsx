import { safeUrl } from '../../runtime/links';
import { SEARCH_TEXTS } from '../../services/search';
import type { SearchResultView } from './model';

/** site spec 2.11: "marked secure (locked)". */
function LockMark() {
  return (
    <span className="result-secure">
      <svg viewBox="0 0 20 20" aria-hidden="true" focusable="false">
        <rect x="4" y="9" width="12" height="9" rx="1.5" fill="currentColor" />
        <path d="M7 9V6.5a3 3 0 0 1 6 0V9" fill="none" stroke="currentColor" strokeWidth="2" />
      </svg>
      <span className="cm-visually-hidden">{SEARCH_TEXTS.secure}</span>
    </span>
  );
}

/**
 * One search result (site spec 2.11, 3): URL, title line (a link through the link rule, with the lock of a
 * secure result), ticker line, author line, description line, product type line and publication type line.
 * Every line is text: markup a result carries shows as characters, never as HTML.
 */
export function ResultLine({ result, headingLevel = 3 }: { result: SearchResultView; headingLevel?: 3 | 4 }) {
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  const lines: Array<[string, string]> = [
    ['result-ticker', result.tickerLine],
    ['result-author', result.authorLine],
    ['result-description', result.descriptionLine],
    ['result-product', result.productTypeLine],
    ['result-type', result.publicationTypeLine],
  ];
  return (
    <li className={result.leader ? 'result result--leader' : 'result'}>
      <p className="result-url">{result.url}</p>
      <Heading className="result-title">
        {result.secure && <LockMark />}
        <a className="cm-link" href={safeUrl(result.url)}>
          {result.titleLine}
        </a>
      </Heading>
      {lines.map(([className, text]) =>
        text ? (
          <p key={className} className={className}>
            {text}
          </p>
        ) : null,
      )}
    </li>
  );
}
