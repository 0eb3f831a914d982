import { useEffect, useRef, useState, type FocusEvent } from 'react';
import { createRoot } from 'react-dom/client';
import { useStore } from 'zustand';
import { alertStore, closeAlert, holdAlert, releaseAlert, type AlertStatus, type ShownAlert } from '../stores/alerts';
import tokens from '../tokens.css?inline';
import styles from './alert-area.css?inline';

/** What a screen reader hears before the title: the status, which the banner shows by its colour and mark. */
const STATUS_TEXT: Record<AlertStatus, string> = {
  success: 'Success',
  info: 'Information',
  warning: 'Warning',
  error: 'Error',
};
const STATUS_MARK: Record<AlertStatus, string> = { success: '✓', info: 'i', warning: '!', error: '!' };

/** An error or a warning interrupts (assertive); success and information wait for a pause (polite). */
const assertive = (status: AlertStatus) => status === 'error' || status === 'warning';

function AlertBanner({ alert, onClose }: { alert: ShownAlert; onClose: (id: string) => void }) {
  const leave = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) releaseAlert(alert.id);
  };
  return (
    <div
      className="cm-alert-banner"
      data-status={alert.status}
      data-alert-id={alert.id}
      part="alert"
      onMouseEnter={() => holdAlert(alert.id)}
      onMouseLeave={() => releaseAlert(alert.id)}
      onFocus={() => holdAlert(alert.id)}
      onBlur={leave}
    >
      <span className="cm-alert-banner-mark" aria-hidden="true">
        {STATUS_MARK[alert.status]}
      </span>
      <div className="cm-alert-banner-body">
        <p className="cm-alert-banner-title">
          <span className="cm-visually-hidden">{STATUS_TEXT[alert.status]}: </span>
          <strong>{alert.title}</strong>
        </p>
        <p className="cm-alert-banner-text">{alert.text}</p>
      </div>
      <button
        type="button"
        className="cm-alert-banner-close"
        aria-label={`Close: ${alert.title}`}
        onClick={() => onClose(alert.id)}
      >
        <svg viewBox="0 0 20 20" aria-hidden="true" focusable="false">
          <path d="M5 5l10 10M15 5 5 15" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
    </div>
  );
}

/**
 * The alert banners of the page (site spec 2.8), stacked in the page's flow above its content: they push it down
 * and never cover its controls. Two live regions (polite and assertive) are in the page before any alert is put in
 * them, so every alert is read out once; the banners themselves are not live, so it is read once.
 *
 * A banner closed with its button hands the focus to the next banner, else the previous one, else back to where it
 * came from before entering the banners, else to the area itself: never to the page's body. (The host takes no
 * tabindex: a host with a negative one would keep its banners out of the Tab order.)
 */
export function AlertArea() {
  const alerts = useStore(alertStore, (state) => state.alerts);
  const [ready, setReady] = useState(false);
  const [spoken, setSpoken] = useState<{ polite: string; assertive: string }>({ polite: '', assertive: '' });
  const announced = useRef(new Set<string>());
  const cameFrom = useRef<HTMLElement | null>(null);
  const list = useRef<HTMLDivElement>(null);

  // The live regions are drawn empty first: text put in a region that just appeared is not read out everywhere.
  useEffect(() => {
    const frame = requestAnimationFrame(() => setReady(true));
    return () => cancelAnimationFrame(frame);
  }, []);

  useEffect(() => {
    if (!ready) return;
    const fresh = alerts.filter((alert) => !announced.current.has(alert.id));
    if (fresh.length === 0) return;
    for (const alert of fresh) announced.current.add(alert.id);
    const say = (kind: boolean) =>
      fresh
        .filter((alert) => assertive(alert.status) === kind)
        .map((alert) => `${STATUS_TEXT[alert.status]}: ${alert.title}. ${alert.text}`)
        .join(' ');
    setSpoken((current) => ({
      polite: say(false) || current.polite,
      assertive: say(true) || current.assertive,
    }));
  }, [ready, alerts]);

  const close = (id: string) => {
    const index = alerts.findIndex((alert) => alert.id === id);
    const next = alerts[index + 1] ?? alerts[index - 1];
    closeAlert(id, 'button');
    const button = next && list.current?.querySelector<HTMLButtonElement>(`[data-alert-id="${next.id}"] button`);
    const back = cameFrom.current?.isConnected ? cameFrom.current : null;
    (button ?? back ?? list.current)?.focus();
  };

  return (
    <>
      <div
        ref={list}
        className="cm-alerts"
        role="region"
        aria-label="Alerts"
        // Where the focus goes when the last banner closes with nowhere else to go (empty, it takes no room).
        tabIndex={-1}
        onFocus={(event) => {
          const from = event.relatedTarget as HTMLElement | null;
          if (from && !event.currentTarget.contains(from)) cameFrom.current = from;
        }}
      >
        {alerts.map((alert) => (
          <AlertBanner key={alert.id} alert={alert} onClose={close} />
        ))}
      </div>
      <div className="cm-visually-hidden" role="status" aria-live="polite" aria-atomic="true">
        {spoken.polite}
      </div>
      <div className="cm-visually-hidden" role="alert" aria-live="assertive" aria-atomic="true">
        {spoken.assertive}
      </div>
    </>
  );
}

/** Where the banners go: the page's own place for them (`data-cm-alerts`), else the top of its main content. */
function areaHost(): HTMLElement {
  const placed = document.querySelector<HTMLElement>('[data-cm-alerts]');
  if (placed) return placed;
  const host = document.createElement('div');
  host.setAttribute('data-cm-alerts', '');
  const main = document.querySelector('main') ?? document.body;
  main.prepend(host);
  return host;
}

let mounted: HTMLElement | undefined;

/**
 * Draws the page's banner area once (its own shadow root and styles; a strict CSP holds: constructable sheets). A
 * page that took it out (a preview re-rendering its markup) gets it back at the top of its main content.
 */
export function mountAlertArea(): void {
  if (mounted) {
    if (!mounted.isConnected) (document.querySelector('main') ?? document.body).prepend(mounted);
    return;
  }
  const host = areaHost();
  mounted = host;
  const root = host.shadowRoot ?? host.attachShadow({ mode: 'open' });
  const sheets = [tokens, styles].map((css) => {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    return sheet;
  });
  root.adoptedStyleSheets = [...root.adoptedStyleSheets, ...sheets];
  const container = document.createElement('div');
  root.append(container);
  createRoot(container).render(<AlertArea />);
}
