/**
 * What a component knows of the element it renders in: the host, the page configuration with the element's
 * overrides, its typed event emitter and its failure reporting. `defineElement` provides it; components read it
 * with `useElement<typeof events>()`, where `events` is the element's event declaration.
 */
import type { LoadingState } from './loading-state';
import { createContext, useContext } from 'react';
import type { PageConfig } from './config';
import type { ServiceErrorKind } from './http';

/**
 * One event of an element, `<tag>-<verb>`: its documentation, and the type of `event.detail` as a type argument
 * (`event<{ url: string }>('...')`). The manifest reads that type argument's text from the element's source.
 */
export interface EventDef<D = unknown> {
  readonly description: string;
  /** A cancelable event lets a page script stop the default action with preventDefault(). */
  readonly cancelable?: boolean;
  /** Type only: never set at run time. */
  readonly detailType?: D;
}

export type EventMap = Record<string, EventDef<unknown>>;

/** The detail type of an event declaration. */
export type DetailOf<E> = E extends EventDef<infer D> ? D : never;

/** emit's arguments after the verb: nothing for an event without detail, else exactly its detail. */
export type DetailArgs<E> = [DetailOf<E>] extends [undefined] ? [] : [detail: DetailOf<E>];

/** Declares an element event and the type of its detail. */
export function event<D = undefined>(description: string, options: { cancelable?: boolean } = {}): EventDef<D> {
  return options.cancelable ? { description, cancelable: true } : { description };
}

/** How a failed call failed, as the `<tag>-error` event reports it. */
export type FailureKind = Exclude<ServiceErrorKind, 'aborted'>;

/** The detail of every element's `error` event. */
export interface FailureDetail {
  /** The section of the page whose data is missing, in the spec's words ("Mutual Fund", "Find a Product"). */
  section: string;
  kind: FailureKind;
}

/** A popup a failure opens (products spec 8: titled "Error"); declared once per element. */
export interface FailurePopupText {
  title: string;
  text: string;
}

export interface ElementContextValue<E extends EventMap = EventMap> {
  host: HTMLElement;
  tag: string;
  config: PageConfig;
  /** Dispatches `<tag>-<verb>` on the host (bubbles, composed); false when a listener cancelled it. */
  emit<K extends keyof E & string>(verb: K, ...detail: DetailArgs<E[K]>): boolean;
  /**
   * A failure the visitor is told of: dispatches `<tag>-error` (when the element declares it) and, with `popup`,
   * opens the element's failure popup unless one is already open on the page (one popup, however many elements
   * fail together).
   */
  reportFailure(failure: FailureDetail, popup: boolean): void;
  /** The element's first-content state (runtime/loading-state.ts); absent in a component rendered on its own. */
  loading?: LoadingState;
}

export const ElementContext = createContext<ElementContextValue | null>(null);

/**
 * The element a component renders in. `E` is the element's event declaration (`typeof events`), which types
 * `emit`: an undeclared verb or a wrong detail does not compile.
 */
export function useElement<E extends EventMap = EventMap>(): ElementContextValue<E> {
  const value = useContext(ElementContext);
  if (!value) throw new Error('useElement() is used outside an element made by defineElement()');
  return value as unknown as ElementContextValue<E>;
}
