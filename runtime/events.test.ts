// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { onPageEvent, publishPageEvent } from './events';

describe('cross-widget events', () => {
  it('delivers the detail to every listener of the name, and stops after unsubscribe', () => {
    const first = vi.fn();
    const second = vi.fn();
    const other = vi.fn();
    const offFirst = onPageEvent('cart-changed', first);
    const offSecond = onPageEvent('cart-changed', second);
    const offOther = onPageEvent('session-changed', other);
    publishPageEvent('cart-changed', { count: 3 });
    offFirst();
    publishPageEvent('cart-changed', { count: 4 });
    offSecond();
    offOther();
    publishPageEvent('cart-changed', { count: 5 });
    expect(first.mock.calls).toEqual([[{ count: 3 }]]);
    expect(second.mock.calls).toEqual([[{ count: 3 }], [{ count: 4 }]]);
    expect(other).not.toHaveBeenCalled();
  });

  it('emitting with no listener does nothing', () => {
    expect(() => publishPageEvent('subscription-open', { category: 'Topic' })).not.toThrow();
  });

  it('a listener that throws does not stop the others or the emitter', () => {
    const received = vi.fn();
    const report = vi.fn((event: ErrorEvent) => event.preventDefault());
    window.addEventListener('error', report);
    const offBroken = onPageEvent('subscription-open', () => {
      throw new Error('broken widget');
    });
    const offGood = onPageEvent('subscription-open', received);
    expect(() =>
      publishPageEvent('subscription-open', {
        fund: { name: 'Meridian Core Bond Fund', literature: [{ id: 'l1', name: 'Fact Sheet', selected: true }] },
        loggedIn: false,
      }),
    ).not.toThrow();
    offBroken();
    offGood();
    window.removeEventListener('error', report);
    expect(received).toHaveBeenCalledWith({
      fund: { name: 'Meridian Core Bond Fund', literature: [{ id: 'l1', name: 'Fact Sheet', selected: true }] },
      loggedIn: false,
    });
  });
});
