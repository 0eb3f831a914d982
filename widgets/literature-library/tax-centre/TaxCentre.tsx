import { useMemo } from 'react';
import { useElement } from '../../../runtime/define-element';
import { useService } from '../../../runtime/use-service';
import { Spinner } from '../../../runtime/ui/Spinner';
import { getCapitalGainsAndDividends, type DistributionsSection } from '../../../services/literature-resources';
import { DocumentList } from '../cells';
import { ANSWER_AREA, ViewFailure } from '../ViewFailure';
import { TAX_CENTRE_TEXTS, taxCentreSections } from './model';

/**
 * Capital gains and dividends distributions, the tax centre (products spec 2.23): a heading per section and its
 * report links, each a document link of the library (a PDF in a new tab, the link rule, the secure mark).
 */
export function TaxCentre() {
  const { config } = useElement();
  const { audience, siteBase, binariesBase } = config;
  // products spec 7, 8: a failed content lookup is logged and gives empty data; the empty text then offers Retry.
  const answer = useService<DistributionsSection[]>((context) => getCapitalGainsAndDividends(context), [], {
    failure: { show: 'log', empty: [] },
  });
  const sections = useMemo(
    () => taxCentreSections(answer.data ?? [], { audience, siteBase, binariesBase }),
    [answer.data, audience, siteBase, binariesBase],
  );

  let content;
  if (answer.status === 'loading') content = <Spinner />;
  else if (answer.error && sections.length === 0)
    content = <ViewFailure text={TAX_CENTRE_TEXTS.empty} onRetry={answer.retry} />;
  else if (sections.length === 0)
    content = (
      <p className="library-empty" part="empty">
        {TAX_CENTRE_TEXTS.empty}
      </p>
    );
  else
    content = sections.map((section) => (
      <div className="tax-centre-section" key={section.id}>
        {section.title && <h2 className="literature-heading">{section.title}</h2>}
        <DocumentList documents={section.reports} />
      </div>
    ));
  return (
    <div className={`tax-centre ${ANSWER_AREA}`} part="tax-centre" tabIndex={-1}>
      {content}
    </div>
  );
}
