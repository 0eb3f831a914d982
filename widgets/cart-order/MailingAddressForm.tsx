import { useLayoutEffect, useRef, type FormEvent } from 'react';
import { CART_TEXTS, MAILING_FIELDS, US_STATES, type MailingField } from '../../services/literature-vocabulary';
import type { MailingAddress } from './model';

/** The browser's autofill name of each field. */
const AUTOCOMPLETE: Readonly<Record<MailingField, string>> = {
  name: 'name',
  firmname: 'organization',
  address1: 'address-line1',
  address2: 'address-line2',
  city: 'address-level2',
  state: 'address-level1',
  zip: 'postal-code',
  phone: 'tel',
  email: 'email',
};

/**
 * The checkout's mailing address form (products spec 2.16, 5): the nine fields with their maximum lengths, the
 * State select with its blank "Select a State", the e-mail input without browser validation, the message
 * ("{fields} is required." or the failure text), "Back to Cart" and "Submit Order".
 */
export function MailingAddressForm({
  address,
  missing,
  message,
  submitting,
  onEdit,
  onSubmit,
  onBack,
  idPrefix,
}: {
  address: MailingAddress;
  /** The required fields found empty at the last submit. */
  missing: readonly MailingField[];
  message?: string;
  submitting: boolean;
  onEdit: (field: MailingField, value: string) => void;
  onSubmit: () => void;
  onBack: () => void;
  idPrefix: string;
}) {
  const messageId = `${idPrefix}-message`;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!submitting) onSubmit();
  };
  // A failed order's text takes the focus: it says what happened, and the buttons around it stay where they were.
  const messageRef = useRef<HTMLParagraphElement>(null);
  const failed = message === CART_TEXTS.orderFailure;
  useLayoutEffect(() => {
    if (failed) messageRef.current?.focus();
  }, [failed]);
  return (
    <form className="mailing-form" part="form" noValidate onSubmit={submit} aria-busy={submitting}>
      <fieldset className="mailing-fields">
        <legend>{CART_TEXTS.mailingAddress}</legend>
        {MAILING_FIELDS.map((rule) => {
          const id = `${idPrefix}-${rule.name}`;
          const common = {
            id,
            name: rule.name,
            autoComplete: AUTOCOMPLETE[rule.name],
            'aria-required': rule.required || undefined,
            'aria-invalid': missing.includes(rule.name) || undefined,
            'aria-describedby': missing.includes(rule.name) && message ? messageId : undefined,
            value: address[rule.name],
            // The address of an order on its way cannot change under it.
            readOnly: submitting,
          };
          return (
            <div className="mailing-field" key={rule.name}>
              <label htmlFor={id}>
                {rule.label}
                {rule.required && <span aria-hidden="true"> *</span>}
              </label>
              {rule.name === 'state' ? (
                <select {...common} onChange={(event) => onEdit(rule.name, event.currentTarget.value)}>
                  <option value="">{CART_TEXTS.selectState}</option>
                  {US_STATES.map((state) => (
                    <option key={state.code} value={state.code}>
                      {state.name}
                    </option>
                  ))}
                </select>
              ) : (
                <input
                  {...common}
                  type={rule.name === 'email' ? 'email' : rule.name === 'phone' ? 'tel' : 'text'}
                  maxLength={rule.maxLength}
                  onChange={(event) => onEdit(rule.name, event.currentTarget.value)}
                />
              )}
            </div>
          );
        })}
      </fieldset>
      {message && (
        <p className="mailing-message" id={messageId} role="alert" part="message" ref={messageRef} tabIndex={-1}>
          {message}
        </p>
      )}
      {/* While the order is on its way both buttons say they wait (aria-disabled) but keep the focus a click gave. */}
      <div className="mailing-actions">
        <button
          type="button"
          className="cm-button cm-button--secondary"
          aria-disabled={submitting || undefined}
          onClick={() => {
            if (!submitting) onBack();
          }}
        >
          {CART_TEXTS.backToCart}
        </button>
        <button
          type="submit"
          className="cm-button"
          aria-disabled={submitting || undefined}
          aria-busy={submitting || undefined}
        >
          {submitting ? (
            <>
              <span className="busy-spinner" aria-hidden="true" />
              {CART_TEXTS.sending}
            </>
          ) : (
            CART_TEXTS.submitOrder
          )}
        </button>
      </div>
    </form>
  );
}
