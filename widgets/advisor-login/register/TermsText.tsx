import { useId, useLayoutEffect, useRef, useState } from 'react';
import { fillTemplate } from '../../../runtime/config';
import { useElement } from '../../../runtime/element-context';
import { setSanitizedHtml } from '../../../runtime/sanitize';
import { Alert } from '../../../runtime/ui/Alert';
import { useService } from '../../../runtime/use-service';
import { getTermsAndConditions } from '../../../services/account-content';

/** accounts spec 7.3: the terms' content scope when the page sets none. */
export const DEFAULT_TERMS_SCOPE = '/content/documents/{b}-advisor/terms-conditions-content';

/**
 * site spec 8 "Content API failure: status logged; empty data used": the terms are then missing, and the visitor is
 * asked to agree to them; the spec gives no text for it, so this says so and offers Retry.
 */
export const TERMS_FAILED_TEXT = 'The terms and conditions could not be loaded.';

/**
 * accounts spec 2.4: the terms and conditions from their managed-content scope, sanitised, shortened with "View
 * More" and shown whole with "View Less". A link inside the shortened part that takes the focus opens the text, so
 * the focus is never on something hidden.
 */
export function TermsText({ scope }: { scope: string | undefined }) {
  const { config } = useElement();
  const resolved = fillTemplate(scope ?? DEFAULT_TERMS_SCOPE, { b: config.brandCode });
  const terms = useService((context) => getTermsAndConditions(resolved, context), [resolved], {
    failure: { show: 'log', empty: '' },
  });
  const [expanded, setExpanded] = useState(false);
  const textId = useId();
  const content = useRef<HTMLDivElement>(null);
  const html = terms.data ?? '';

  useLayoutEffect(() => {
    if (content.current) setSanitizedHtml(content.current, html);
  }, [html]);

  return (
    <section className="terms" aria-labelledby={`${textId}-heading`}>
      <h3 id={`${textId}-heading`} className="subheading">
        Terms and Conditions
      </h3>
      {terms.status === 'loading' && (
        <p className="terms-loading" role="status">
          Loading...
        </p>
      )}
      {terms.status === 'ready' && terms.error && <Alert onRetry={terms.retry}>{TERMS_FAILED_TEXT}</Alert>}
      <div
        ref={content}
        id={textId}
        className={expanded ? 'terms-text' : 'terms-text collapsed'}
        hidden={html === ''}
        onFocus={() => setExpanded(true)}
      />
      {html !== '' && (
        <button
          type="button"
          className="link-button"
          aria-expanded={expanded}
          aria-controls={textId}
          onClick={() => setExpanded(!expanded)}
        >
          {expanded ? 'View Less' : 'View More'}
        </button>
      )}
    </section>
  );
}
