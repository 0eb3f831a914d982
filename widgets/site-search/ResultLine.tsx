import { SecuredLink } from '../../runtime/ui/SecuredLink';
import type { SearchResultView } from './model';

/**
 * One search result (site spec 2.11, 3): URL, title line, ticker line, author line, description line, product type
 * line and publication type line. The title is a secured link (accounts spec 2.7, runtime/ui/SecuredLink): a result
 * from a secured source sends a logged-off visitor to the login and is marked with a lock while locked; every link
 * passes the link rule. Every line is text: markup a result carries shows as characters, never as HTML.
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
        <SecuredLink className="cm-link" href={result.url} secure={result.secure} contexts={result.contexts}>
          {result.titleLine}
        </SecuredLink>
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
