/**
 * The page's alert banners (site spec 2.8 "Alert banner area: status, bold title, text and a close button. It closes
 * by itself after its display time (default 8000 ms) unless sticky"; accounts spec 4.12). Any element raises one with
 * `raiseAlert`; the banners are drawn once for the page, stacked in the page's flow (runtime/ui/AlertArea), whose code
 * loads with the first alert: a page that raises none downloads none of it.
 *
 * A banner's time runs while nobody reads it: pointing at it or moving the focus into it holds it, leaving it starts
 * its full display time again (WCAG 2.2.1: a visitor can take the time to read it).
 */
import { createStore } from 'zustand/vanilla';

export type AlertStatus = 'success' | 'info' | 'warning' | 'error';

/** site spec 9: "Alert banner display time: 8000 ms by default"; accounts spec 9 likewise. */
export const ALERT_DISPLAY_MS = 8000;

export interface AlertInput {
  /** An alert already shown with this id is not shown twice. */
  id?: string;
  status: AlertStatus;
  /** Shown in bold. */
  title: string;
  text: string;
  /** Stays until closed with its button. */
  sticky?: boolean;
  displayMs?: number;
  /** Told when the alert closes: by itself ('timeout') or with its close button ('button'). */
  onClose?: (how: AlertCloseReason) => void;
}

export type AlertCloseReason = 'timeout' | 'button';

export interface ShownAlert {
  id: string;
  status: AlertStatus;
  title: string;
  text: string;
  sticky: boolean;
  displayMs: number;
}

export interface AlertsState {
  /** In the order they were raised. */
  alerts: ShownAlert[];
}

export const alertStore = createStore<AlertsState>(() => ({ alerts: [] }));

const timers = new Map<string, ReturnType<typeof setTimeout>>();
const closeHandlers = new Map<string, NonNullable<AlertInput['onClose']>>();
let sequence = 0;

function startTimer(alert: ShownAlert) {
  clearTimeout(timers.get(alert.id));
  if (alert.sticky) return;
  timers.set(
    alert.id,
    setTimeout(() => closeAlert(alert.id, 'timeout'), alert.displayMs),
  );
}

/** The page's banner area, loaded and drawn with the first alert (runtime/ui/AlertArea), and kept in the page. */
let area: Promise<typeof import('../ui/AlertArea')> | undefined;
function showArea() {
  if (typeof document === 'undefined') return;
  area ??= import('../ui/AlertArea');
  void area.then((module) => module.mountAlertArea());
}

/** Shows an alert banner; returns its id. */
export function raiseAlert(input: AlertInput): string {
  sequence += 1;
  const id = input.id ?? `cm-alert-${sequence}`;
  if (alertStore.getState().alerts.some((alert) => alert.id === id)) return id;
  const alert: ShownAlert = {
    id,
    status: input.status,
    title: input.title,
    text: input.text,
    sticky: input.sticky ?? false,
    displayMs: input.displayMs ?? ALERT_DISPLAY_MS,
  };
  if (input.onClose) closeHandlers.set(id, input.onClose);
  alertStore.setState((state) => ({ alerts: [...state.alerts, alert] }));
  startTimer(alert);
  showArea();
  return id;
}

/** Closes an alert (its button, its time, or the code that raised it); nothing when it is not shown. */
export function closeAlert(id: string, how: AlertCloseReason = 'button'): void {
  clearTimeout(timers.get(id));
  timers.delete(id);
  const { alerts } = alertStore.getState();
  if (!alerts.some((alert) => alert.id === id)) return;
  alertStore.setState({ alerts: alerts.filter((alert) => alert.id !== id) });
  const handler = closeHandlers.get(id);
  closeHandlers.delete(id);
  handler?.(how);
}

/** A visitor reads the alert (pointer or focus on it): its time stops. */
export function holdAlert(id: string): void {
  clearTimeout(timers.get(id));
  timers.delete(id);
}

/** The visitor left the alert: its full display time starts again. */
export function releaseAlert(id: string): void {
  const alert = alertStore.getState().alerts.find((shown) => shown.id === id);
  if (alert) startTimer(alert);
}
