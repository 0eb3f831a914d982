import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// The banners' drawing is the browser tests' (runtime/ui/alert-area.browser.test.ts): here, the store and its time.
const mountAlertArea = vi.fn();
vi.mock('../ui/AlertArea', () => ({ mountAlertArea }));

const { ALERT_DISPLAY_MS, alertStore, closeAlert, holdAlert, raiseAlert, releaseAlert } = await import('./alerts');

const shown = () => alertStore.getState().alerts.map((alert) => alert.id);

beforeEach(() => {
  vi.useFakeTimers();
  alertStore.setState({ alerts: [] }, true);
});
afterEach(() => {
  for (const id of shown()) closeAlert(id);
  vi.useRealTimers();
});

describe('alert banners (site spec 2.8, accounts spec 4.12)', () => {
  it("shows the status, title and text, stacked in the order raised, each in the page's area", async () => {
    raiseAlert({ id: 'a', status: 'success', title: 'Saved', text: 'Your preferences were saved.' });
    raiseAlert({ id: 'b', status: 'error', title: 'Failed', text: 'Try again.' });
    expect(alertStore.getState().alerts).toEqual([
      {
        id: 'a',
        status: 'success',
        title: 'Saved',
        text: 'Your preferences were saved.',
        sticky: false,
        displayMs: 8000,
      },
      { id: 'b', status: 'error', title: 'Failed', text: 'Try again.', sticky: false, displayMs: 8000 },
    ]);
    await vi.dynamicImportSettled();
    // The area is drawn once (and put back if the page took it out): each alert makes sure it is there.
    expect(mountAlertArea).toHaveBeenCalledTimes(2);
  });

  it('closes by itself after 8000 ms, not a millisecond before, and tells why', () => {
    const onClose = vi.fn();
    raiseAlert({ id: 'a', status: 'info', title: 'T', text: 'x', onClose });
    vi.advanceTimersByTime(ALERT_DISPLAY_MS - 1);
    expect(shown()).toEqual(['a']);
    vi.advanceTimersByTime(1);
    expect(shown()).toEqual([]);
    expect(onClose).toHaveBeenCalledWith('timeout');
  });

  it('its own display time', () => {
    raiseAlert({ id: 'a', status: 'info', title: 'T', text: 'x', displayMs: 3000 });
    vi.advanceTimersByTime(2999);
    expect(shown()).toEqual(['a']);
    vi.advanceTimersByTime(1);
    expect(shown()).toEqual([]);
  });

  it('a sticky alert stays until its button closes it', () => {
    const onClose = vi.fn();
    raiseAlert({ id: 'a', status: 'warning', title: 'T', text: 'x', sticky: true, onClose });
    vi.advanceTimersByTime(10 * ALERT_DISPLAY_MS);
    expect(shown()).toEqual(['a']);
    closeAlert('a');
    expect(shown()).toEqual([]);
    expect(onClose).toHaveBeenCalledWith('button');
  });

  it('an alert of the same id is shown once', () => {
    raiseAlert({ id: 'a', status: 'info', title: 'T', text: 'x' });
    raiseAlert({ id: 'a', status: 'info', title: 'T2', text: 'y' });
    expect(alertStore.getState().alerts.map((alert) => alert.title)).toEqual(['T']);
  });

  it('ids are given when none is asked for', () => {
    const first = raiseAlert({ status: 'info', title: 'T', text: 'x' });
    const second = raiseAlert({ status: 'info', title: 'T', text: 'x' });
    expect(first).not.toBe(second);
    expect(shown()).toEqual([first, second]);
  });

  it('held (pointer or focus on it) it stays; released, its full time starts again', () => {
    raiseAlert({ id: 'a', status: 'info', title: 'T', text: 'x' });
    vi.advanceTimersByTime(7000);
    holdAlert('a');
    vi.advanceTimersByTime(60_000);
    expect(shown()).toEqual(['a']);
    releaseAlert('a');
    vi.advanceTimersByTime(ALERT_DISPLAY_MS - 1);
    expect(shown()).toEqual(['a']);
    vi.advanceTimersByTime(1);
    expect(shown()).toEqual([]);
  });

  it('closing an alert that is not shown does nothing, and its handler runs once', () => {
    const onClose = vi.fn();
    raiseAlert({ id: 'a', status: 'info', title: 'T', text: 'x', onClose });
    closeAlert('a');
    closeAlert('a');
    vi.advanceTimersByTime(ALERT_DISPLAY_MS);
    expect(onClose).toHaveBeenCalledTimes(1);
    releaseAlert('a');
    expect(shown()).toEqual([]);
  });
});
