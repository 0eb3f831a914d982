import { useCallback, useEffect, useEffectEvent, useReducer, useRef, useState, type RefObject } from 'react';
import { useElement } from '../../runtime/define-element';
import type { FailureKind } from '../../runtime/element-context';
import { ServiceError, type CallContext } from '../../runtime/http';
import { waitBeforeSending, type FormCheck } from '../../services/form-check';
import type { events } from './element';
import type { ContactFormSpec, FieldName } from './forms';
import { contactFormReducer, INITIAL_FORM_STATE, type ContactFormState, type FormValues } from './model';

/** Sends the form's values; resolves when sent (the answer's ok status), rejects otherwise. */
export type SendMessage = (values: FormValues, formCheck: FormCheck, context: CallContext) => Promise<void>;

export interface ContactFormControl {
  state: ContactFormState;
  edit(field: FieldName, value: string): void;
  submit(): void;
  /** The honeypot input (services/form-check.ts): read when the message is sent. */
  honeypotRef: RefObject<HTMLInputElement | null>;
  /** Counts the submits, so that the view moves the focus after each. */
  attempts: number;
}

/**
 * A contact form's states (model.ts) and its sending: a valid submit sends the message once the form has been shown
 * for the minimum fill time (services/form-check.ts: at once, unless the form was filled faster than a person can),
 * with the honeypot's value and the time taken. The answer leads to "sent" (the `submit` event) or "failed" (the
 * `error` event). Leaving the page, or the element, cancels a message on its way.
 */
export function useContactForm(spec: ContactFormSpec, send: SendMessage): ContactFormControl {
  const { config, emit, reportFailure } = useElement<typeof events>();
  const reducer = useCallback(
    (state: ContactFormState, action: Parameters<typeof contactFormReducer>[2]) =>
      contactFormReducer(spec, state, action),
    [spec],
  );
  const [state, dispatch] = useReducer(reducer, INITIAL_FORM_STATE);
  const [attempts, setAttempts] = useState(0);
  const honeypot = useRef<HTMLInputElement>(null);
  // When the form was shown, or the last message sent: the start of the fill time.
  const shownAt = useRef<number | null>(null);
  useEffect(() => {
    shownAt.current ??= Date.now();
  }, []);

  const sendNow = useEffectEvent((signal: AbortSignal) => {
    const started = shownAt.current ?? Date.now();
    const formCheck: FormCheck = { honeypot: honeypot.current?.value ?? '', elapsedMs: Date.now() - started };
    const failed = (kind: FailureKind) => {
      dispatch({ type: 'failed' });
      reportFailure({ section: 'Contact form', kind }, false);
    };
    send(state.values, formCheck, { config, signal }).then(
      () => {
        if (signal.aborted) return;
        shownAt.current = Date.now();
        dispatch({ type: 'sent' });
        emit('submit', { variant: spec.variant });
      },
      (error: unknown) => {
        if (signal.aborted) return;
        failed(error instanceof ServiceError && error.kind !== 'aborted' ? error.kind : 'network');
      },
    );
  });

  useEffect(() => {
    if (state.status !== 'sending') return;
    const controller = new AbortController();
    const timer = setTimeout(
      () => sendNow(controller.signal),
      waitBeforeSending(shownAt.current ?? Date.now(), Date.now()),
    );
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [state.status]);

  return {
    state,
    attempts,
    honeypotRef: honeypot,
    edit: (field, value) => dispatch({ type: 'edit', field, value }),
    submit() {
      if (state.status === 'sending') return;
      setAttempts((count) => count + 1);
      dispatch({ type: 'submit' });
    },
  };
}
