import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { InElement } from '../../runtime/test-element';
import { sentRequest, stubFetch, type FetchMock } from '../../runtime/test-fetch';
import { MIN_FILL_MS } from '../../services/form-check';
import { ContactForm } from './ContactForm';

const NO_ATTRIBUTES = {
  variant: 'general',
  serviceMailbox: undefined,
  salesMailbox: undefined,
  planMailbox: undefined,
  institutionalMailbox: undefined,
  serviceFrom: undefined,
} as const;

let fetchMock: FetchMock;
beforeEach(() => {
  fetchMock = stubFetch({ ok: true });
  vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'] });
  vi.setSystemTime(new Date('2026-03-02T15:00:00Z'));
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function fill() {
  fireEvent.change(screen.getByLabelText('Full name'), { target: { value: 'Jane Doe' } });
  fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'jane@example.com' } });
  fireEvent.change(screen.getByLabelText('Phone number'), { target: { value: '6175550100' } });
  fireEvent.change(screen.getByLabelText('Message'), { target: { value: 'Hello' } });
}

describe('the minimum fill time (services/form-check.ts)', () => {
  it('a form filled faster than a person can waits, "Sending...", until the minimum has passed, then sends', async () => {
    render(
      <InElement>
        <ContactForm {...NO_ATTRIBUTES} />
      </InElement>,
    );
    fill();
    await act(async () => {
      vi.advanceTimersByTime(1000);
    });
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByRole('button', { name: 'Sending...' })).toBeTruthy();
    await act(async () => {
      vi.advanceTimersByTime(MIN_FILL_MS - 1000 - 1);
    });
    expect(fetchMock).not.toHaveBeenCalled();
    await act(async () => {
      vi.advanceTimersByTime(1);
    });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const body = JSON.parse(sentRequest(fetchMock).init.body as string) as { formCheck: unknown };
    expect(body.formCheck).toEqual({ honeypot: '', elapsedMs: MIN_FILL_MS });
    await act(async () => {
      await vi.runAllTimersAsync();
    });
    expect(screen.getByRole('heading', { name: 'Thank you for submitting your message' })).toBeTruthy();
  });

  it('a form open longer sends at once; the next message counts its time from the last one sent', async () => {
    render(
      <InElement>
        <ContactForm {...NO_ATTRIBUTES} />
      </InElement>,
    );
    await act(async () => {
      vi.advanceTimersByTime(MIN_FILL_MS + 20_000);
    });
    fill();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(JSON.parse(sentRequest(fetchMock).init.body as string).formCheck.elapsedMs).toBe(MIN_FILL_MS + 20_000);
    await act(async () => {
      await vi.runAllTimersAsync();
    });
    screen.getByRole('heading', { name: 'Thank you for submitting your message' });
    fill();
    await act(async () => {
      vi.advanceTimersByTime(500);
      fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(MIN_FILL_MS);
    });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});
