import { useId, useLayoutEffect, useRef, type FormEvent, type ReactNode } from 'react';
import { useElement } from '../../runtime/define-element';
import { HONEYPOT_NAME } from '../../services/form-check';
import { FormField } from './FormField';
import { FORM_TEXTS, type ContactFormSpec } from './forms';
import { firstError } from './model';
import type { ContactFormControl } from './use-contact-form';

/**
 * A contact form as the visitor sees it (site spec 2.12, 4, 8): the CMS's own heading or text (the slot), the spec's
 * intro, `before` (the consultant the message goes to), the fields, the honeypot, the failure text and Submit; after
 * a message is sent, "Thank you for submitting your message" above the emptied form, or in its place (`hideWhenSent`).
 *
 * The focus goes where the visitor needs it: to the first field in error after a submit, to the thank-you text once
 * the message is sent. Submit keeps the focus while the message is on its way ("Sending...", not disabled).
 */
export function FormView({
  spec,
  form,
  hideWhenSent = false,
  before,
}: {
  spec: ContactFormSpec;
  form: ContactFormControl;
  hideWhenSent?: boolean;
  before?: ReactNode;
}) {
  const { host } = useElement();
  const id = useId();
  const thanks = useRef<HTMLHeadingElement>(null);
  const { state, attempts, honeypotRef } = form;
  const busy = state.status === 'sending';

  // After a submit: the first field in error takes the focus, so the visitor hears its message where it is mended.
  useLayoutEffect(() => {
    if (attempts === 0) return;
    const field = firstError(spec, state.errors);
    if (field) host.shadowRoot?.getElementById(`${id}-${field}`)?.focus();
    // Only a new submit moves the focus; the errors checked again as the visitor types do not.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [attempts]);

  // Sent: the thank-you text takes the focus (the institutional form, which held it, is gone) in the commit that
  // shows it, so the focus is never left on the page between the two.
  useLayoutEffect(() => {
    if (state.status === 'sent') thanks.current?.focus();
  }, [state.status]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    form.submit();
  };

  const sent = state.status === 'sent' && (
    <div className="success" role="status" part="success">
      <h2 className="success-title" ref={thanks} tabIndex={-1}>
        {FORM_TEXTS.successTitle}
      </h2>
      <p className="success-text">{FORM_TEXTS.successText}</p>
    </div>
  );

  return (
    <div className="contact-form" data-variant={spec.variant}>
      <slot />
      {sent}
      {!(hideWhenSent && state.status === 'sent') && (
        <form className="form" part="form" noValidate onSubmit={submit} aria-busy={busy || undefined}>
          {spec.intro && (
            <p className="intro" part="intro">
              {spec.intro}
            </p>
          )}
          {before}
          {spec.fields.map((rule) => (
            <FormField
              key={rule.name}
              id={`${id}-${rule.name}`}
              rule={rule}
              value={state.values[rule.name] ?? ''}
              error={state.errors[rule.name]}
              busy={busy}
              onValue={(value) => form.edit(rule.name, value)}
            />
          ))}
          {/* The honeypot (services/form-check.ts): out of sight and out of the tab order; a person leaves it empty. */}
          <div className="trap" aria-hidden="true">
            <label htmlFor={`${id}-trap`}>Website</label>
            <input
              ref={honeypotRef}
              id={`${id}-trap`}
              name={HONEYPOT_NAME}
              type="text"
              tabIndex={-1}
              autoComplete="off"
              defaultValue=""
            />
          </div>
          {state.status === 'failed' && (
            <p className="failure" role="alert" part="failure">
              {FORM_TEXTS.failure}
            </p>
          )}
          <div className="actions">
            <button
              type="submit"
              className="cm-button"
              part="submit"
              aria-disabled={busy || undefined}
              onClick={(event) => {
                if (busy) event.preventDefault();
              }}
            >
              {busy ? (
                <>
                  <span className="busy-spinner" aria-hidden="true" />
                  {FORM_TEXTS.sending}
                </>
              ) : (
                FORM_TEXTS.submit
              )}
            </button>
          </div>
        </form>
      )}
    </div>
  );
}
