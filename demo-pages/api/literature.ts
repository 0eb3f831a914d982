/**
 * Literature of the fixture backend (products spec 2.13, 2.15-2.20, 2.23, 7): the content documents the literature
 * service reads through the HAL API (fund and class documents, summary prospectuses, the literature bundles, the
 * SMA accordion, forms and applications, CIT and stable value documents, the index glossary, the tax centre; see
 * data/literature*.ts), the retirement literature service, and the prospectus-hosting service that the
 * summary-prospectus links point to. The order e-mail goes to the outbox of email.ts.
 */
import { Hono } from 'hono';
import { RETIREMENT_SCOPES, type RetirementScope } from '../../services/literature-vocabulary';
import { placeholderPdf } from './binaries';
import { addDocumentSource } from './data/documents';
import { fundLiteratureDocuments, hostedProspectus, PROSPECTUS_DOMAIN } from './data/literature';
import { unsafeLiteratureDocuments } from './data/literature-unsafe';
import {
  citDocuments,
  formDocuments,
  glossaryDocuments,
  retirementLiterature,
  smaAccordionDocuments,
  taxCentreDocuments,
} from './data/literature-resources';

addDocumentSource(fundLiteratureDocuments);
addDocumentSource(smaAccordionDocuments);
addDocumentSource(formDocuments);
addDocumentSource(citDocuments);
addDocumentSource(glossaryDocuments);
addDocumentSource(taxCentreDocuments);
addDocumentSource(unsafeLiteratureDocuments);

const isScope = (value: string): value is RetirementScope => (RETIREMENT_SCOPES as readonly string[]).includes(value);

export function literatureRoutes(): Hono {
  const routes = new Hono();

  // products spec 7: /service/funds/literature?classes=Institutional3&type={TARGET|DCIO}.
  routes.get('/service/funds/literature', (c) => {
    const className = c.req.query('classes')?.trim() ?? '';
    const type = c.req.query('type')?.trim().toUpperCase() ?? '';
    if (!className || !isScope(type)) {
      return c.json(
        {
          status: 400,
          error: 'Bad Request',
          message: `classes is required and type must be one of ${RETIREMENT_SCOPES.join(', ')}`,
        },
        400,
      );
    }
    return c.json(retirementLiterature(className, type));
  });

  // The prospectus-hosting service: {prospectusDetail.domain}/{cusip}/{literatureDoctypes[flag]}.
  routes.get(`${PROSPECTUS_DOMAIN}/:cusip/:segment`, (c) => {
    const document = hostedProspectus(c.req.param('cusip'), c.req.param('segment'));
    if (!document) return c.json({ status: 404, error: 'Not Found', message: `No document at ${c.req.path}` }, 404);
    return c.body(placeholderPdf(document.title), 200, {
      'Content-Type': 'application/pdf',
      'Cache-Control': 'public, max-age=3600',
    });
  });

  return routes;
}
