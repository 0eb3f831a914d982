import {
  Component,
  useDeferredValue,
  useLayoutEffect,
  useMemo,
  type ComponentType,
  type ErrorInfo,
  type ReactNode,
} from 'react';
import r2wc from '@r2wc/react-to-web-component';
import {
  attributeName,
  describeIssue,
  readAttributes,
  type AttributeIssue,
  type AttributeMap,
  type AttributeValues,
} from './attributes';
import { getPageConfig, type PageConfig } from './config';
import { configAttributes } from './config-attributes';
import {
  ElementContext,
  type ElementContextValue,
  type EventMap,
  type FailureDetail,
  type FailurePopupText,
} from './element-context';
import { openFailurePopup } from './stores/failure-popup';
import { createLoadingState, type LoadingState } from './loading-state';
import { refreshSession } from './stores/session';
import { readText } from './storage';
import { FailurePopup } from './ui/FailurePopup';
import tokens from './tokens.css?inline';
import elementStyles from './element.css?inline';

export { event, useElement } from './element-context';
export type { ElementContextValue, EventDef, EventMap, FailureDetail } from './element-context';

export interface ElementDefinition<M extends AttributeMap = AttributeMap, E extends EventMap = EventMap> {
  tag: string;
  /** One or two sentences for the manifest and the element's page (docs/elements/<tag>.md). */
  description: string;
  /** What the element is for, in a few words: the README's table of elements and the manifest's summary. */
  summary?: string;
  /** The specification sections the element implements, as the specs number them ("products spec 2.16, 4, 5, 7"). */
  spec?: string;
  attributes: M;
  /** Keyed by verb; the event name is `<tag>-<verb>`. Declared with `event<Detail>(description)`. */
  events: E;
  component: ComponentType<AttributeValues<M>>;
  /** The element's CSS, imported with `?inline`. */
  styles: string;
  /** The block name in the spec's render-failure text "Error in {name} component" (per view: from the values). */
  errorName: string | ((values: AttributeValues<M>) => string);
  /** The popup a failed call opens where the element's spec has one (reported with `useService`'s 'popup'). */
  failurePopup?: FailurePopupText;
  /**
   * The library elements this element renders into its shadow root (`createElement('<tag>')`): the loader watches
   * its shadow root for them and loads them as it loads the page's. Other elements' shadow roots are not watched,
   * so a sort that moves a thousand rows is not scanned for elements (the Find a Product sort painted about 15%
   * sooner). `scripts/composed-elements.test.ts` checks the list against the sources.
   */
  composes?: readonly string[];
  slots?: Record<string, string>;
  cssParts?: Record<string, string>;
  cssProperties?: Record<string, { description: string; default?: string }>;
}

/** Our one event helper: DESIGN "Events for page scripts" - bubbles and composed, so page analytics see it. */
export function emitEvent(host: HTMLElement, name: string, detail?: unknown, cancelable = false): boolean {
  return host.dispatchEvent(new CustomEvent(name, { bubbles: true, composed: true, cancelable, detail }));
}

const sheets = new Map<string, CSSStyleSheet>();
/** One constructable stylesheet per CSS text, shared by every instance on the page. */
function sheetFor(css: string): CSSStyleSheet {
  let sheet = sheets.get(css);
  if (!sheet) {
    sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    sheets.set(css, sheet);
    watchMediaOf(css);
  }
  return sheet;
}

/*
 * WebKit keeps the media query results of a constructable stylesheet that no connected shadow root uses: when the
 * viewport crosses a breakpoint while every instance of an element is out of the page, an instance added afterwards
 * is laid out for the old width (a phone gets the desktop table). Each media condition of the sheets is watched, and
 * when one changes every sheet is rebuilt from its text, which makes each engine evaluate the conditions again. A
 * breakpoint is crossed rarely (a window resized, a tablet turned), and the rebuild is one parse per sheet.
 */
const watchedConditions = new Set<string>();
let rebuildQueued = false;
function watchMediaOf(css: string) {
  if (typeof window.matchMedia !== 'function') return;
  for (const [, condition = ''] of css.matchAll(/@media\s+([^{]+)\{/g)) {
    const query = condition.trim();
    if (watchedConditions.has(query)) continue;
    watchedConditions.add(query);
    window.matchMedia(query).addEventListener('change', () => {
      if (rebuildQueued) return;
      rebuildQueued = true;
      queueMicrotask(() => {
        rebuildQueued = false;
        for (const [text, sheet] of sheets) sheet.replaceSync(text);
      });
    });
  }
}

class ErrorBoundary extends Component<
  { name: string; tag: string; production: boolean; children: ReactNode },
  { failed: boolean }
> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(`<${this.props.tag}>: Error in ${this.props.name} component`, error, info.componentStack);
  }
  override render() {
    if (!this.state.failed) return this.props.children;
    // site spec 8: render-failure texts are shown outside production; nothing in production.
    if (this.props.production) return null;
    return (
      <p className="cm-element-error" role="alert" part="error">
        Error in {this.props.name} component
      </p>
    );
  }
}

function AttributeNotice({ tag, issues }: { tag: string; issues: AttributeIssue[] }) {
  return (
    <div className="cm-attribute-notice" role="note" part="notice">
      {issues.map((issue) => (
        <p key={issue.attribute}>{describeIssue(tag, issue)}</p>
      ))}
    </div>
  );
}

interface HostState<M extends AttributeMap> {
  values: AttributeValues<M>;
  issues: AttributeIssue[];
  config: PageConfig;
  host: HTMLElement;
  loading: LoadingState;
}

/** Tells the element's loading state that its first drawing is committed (after every component's own effects). */
function FirstDrawing({ loading }: { loading: LoadingState }) {
  useLayoutEffect(() => loading.drawn(), [loading]);
  return null;
}

export type DefinedElement = HTMLElement & { readonly definition: ElementDefinition };

let lastLoginOffered = false;
/**
 * accounts spec 2.8 "Last-login alert": a page that opens with an advisor signed in shows the last-login banner until
 * it is closed in this browser session (CLOSE-LASTLOGIN); the first element on the page offers it, and its code loads
 * only then (runtime/stores/last-login.ts). A page where the advisor signs in leaves at once: it does not.
 */
function offerLastLogin(advisor: boolean): void {
  if (lastLoginOffered) return;
  lastLoginOffered = true;
  if (!advisor || readText('session', 'CLOSE-LASTLOGIN') !== undefined) return;
  void import('./stores/last-login').then((module) => module.watchLastLogin());
}

/**
 * The one way to make an element. r2wc mounts the React root in an open shadow root; on top of it this adds
 * what r2wc leaves out: data-* attributes parsed by the element's schema (defaults, presence booleans, removal
 * resets), a console error and a visible notice for a bad value, page configuration with per-element overrides,
 * adopted stylesheets, an error boundary, bubbling composed events, and surviving a DOM move.
 */
export function defineElement<M extends AttributeMap, E extends EventMap>(
  definition: ElementDefinition<M, E>,
): ElementDefinition<M, E> {
  // The manifest generator imports definitions outside a browser.
  if (typeof customElements === 'undefined') return definition;
  if (customElements.get(definition.tag)) {
    // A CMS page may include the loader or a widget twice; the first definition stays.
    const existing = customElements.get(definition.tag) as unknown as { definition?: ElementDefinition };
    if (existing.definition && existing.definition !== (definition as unknown as ElementDefinition)) {
      console.warn(`<${definition.tag}> is already defined by another copy of the widget library; keeping the first.`);
    }
    return definition;
  }

  const { tag, component: Widget, errorName } = definition;
  const attributeProps = { ...configAttributes, ...definition.attributes } as AttributeMap;
  const observed = Object.keys(attributeProps).map(attributeName);

  function Root({ cmState }: { cmState?: HostState<M> }) {
    const host = cmState?.host;
    const config = cmState?.config;
    const loading = cmState?.loading;
    const context = useMemo<ElementContextValue | null>(() => {
      if (!host || !config || !loading) return null;
      const emit = (verb: string, detail?: unknown) =>
        emitEvent(host, `${tag}-${verb}`, detail, definition.events[verb]?.cancelable ?? false);
      return {
        host,
        tag,
        config,
        emit: emit as ElementContextValue['emit'],
        reportFailure(failure: FailureDetail, popup: boolean) {
          if ('error' in definition.events) emit('error', failure);
          if (popup && definition.failurePopup) openFailurePopup(host, definition.failurePopup);
        },
        loading,
      };
    }, [host, config, loading]);
    // Start-up without long tasks: the element's first drawing (a table's toolbar and filters, a form) is a
    // deferred render, which React draws in slices that yield to the browser, as it draws answers
    // (use-service.ts). Until then the element holds the space the page reserved for it, as while it loaded.
    const drawn = useDeferredValue(true, false);
    if (!cmState || !context || !drawn) return null;
    const production = cmState.config.environment === 'production';
    return (
      <ElementContext.Provider value={context}>
        {!production && cmState.issues.length > 0 && <AttributeNotice tag={tag} issues={cmState.issues} />}
        <ErrorBoundary
          name={typeof errorName === 'function' ? errorName(cmState.values) : errorName}
          tag={tag}
          production={production}
        >
          <Widget {...cmState.values} />
        </ErrorBoundary>
        {definition.failurePopup && <FailurePopup host={cmState.host} />}
        <FirstDrawing loading={cmState.loading} />
      </ElementContext.Provider>
    );
  }

  type R2wcElement = HTMLElement & { connectedCallback(): void; disconnectedCallback(): void };
  const Base = r2wc(Root, {
    shadow: 'open',
    props: { cmState: undefined },
  } as never) as unknown as new () => R2wcElement;

  class WidgetElement extends Base {
    static get observedAttributes() {
      return observed;
    }
    static readonly definition = definition;
    #mounted = false;
    #reported = new Set<string>();
    // The page's reserve holds until the first content is in (runtime/loading-state.ts). An engine without custom
    // states keeps the reserve only until the element is defined.
    readonly #loading = createLoadingState(this);

    get definition() {
      return definition;
    }

    override connectedCallback() {
      // Every element reads the page's sign-in state on arrival, as the cookies and storage hold it now: the
      // "authenticated" page state and the elements' view of the visitor do not depend on which elements the page
      // holds (accounts spec 2.7), and an element added later sees a change no event announced.
      offerLastLogin(refreshSession().advisor);
      const root = this.shadowRoot;
      if (root && root.adoptedStyleSheets.length === 0) {
        root.adoptedStyleSheets = [sheetFor(tokens), sheetFor(elementStyles), sheetFor(definition.styles)];
      }
      const moved = this.#mounted;
      this.#render();
      super.connectedCallback();
      this.#mounted = true;
      if (moved) this.#showDialogsAgain();
      // Elements this one renders into its shadow root are loaded like those of the page.
      if (root && definition.composes?.length) window.cmWidgets?.observe(root);
    }

    override disconnectedCallback() {
      // r2wc unmounts at once; a DOM move (disconnect then connect in one task) would lose all state.
      const unmount = () => super.disconnectedCallback();
      queueMicrotask(() => {
        if (this.isConnected) return;
        this.#mounted = false;
        unmount();
      });
    }

    /**
     * A modal dialog moved in the DOM stays open but stops being modal: the page behind becomes usable, which a
     * disclaimer must never allow. The library's dialogs are always modal (DESIGN "Modals"), so every open one is
     * shown again as modal. Its `close` event follows in a later task, when the dialog is open again; the
     * runtime's and the widgets' close handlers ignore a close event of an open dialog.
     */
    #showDialogsAgain() {
      for (const dialog of this.shadowRoot?.querySelectorAll('dialog') ?? []) {
        if (!dialog.open || dialog.matches(':modal')) continue;
        dialog.close();
        dialog.showModal();
      }
    }

    attributeChangedCallback(_name: string, oldValue: string | null, newValue: string | null) {
      if (oldValue === newValue || !this.#mounted) return;
      this.#render();
    }

    #render() {
      const { values, issues } = readAttributes(attributeProps, (name) => this.getAttribute(name));
      for (const issue of issues) {
        const key = `${issue.attribute}=${issue.value}`;
        if (this.#reported.has(key)) continue;
        this.#reported.add(key);
        console.error(describeIssue(tag, issue));
      }
      // getPageConfig returns the same object for the same overrides, so components re-render only on change.
      const config = getPageConfig(values as Record<string, unknown>);
      const own = Object.fromEntries(
        Object.keys(definition.attributes).map((key) => [key, (values as Record<string, unknown>)[key]]),
      );
      (this as unknown as { cmState: HostState<M> }).cmState = {
        values: own as AttributeValues<M>,
        issues,
        config,
        host: this,
        loading: this.#loading,
      };
    }
  }

  customElements.define(tag, WidgetElement);
  return definition;
}

declare global {
  interface Window {
    /** The library's one global: the loader's API. */
    cmWidgets?: {
      version: string;
      observe(root: Document | ShadowRoot | Element): void;
      load(tag: string): Promise<void>;
    };
  }
}
