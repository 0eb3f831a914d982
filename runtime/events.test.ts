// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { emit, on } from './events';

describe('cross-widget events', () => {
  it('delivers the detail to every listener of the name, and stops after unsubscribe', () => {
    const first = vi.fn();
    const second = vi.fn();
    const other = vi.fn();
    const offFirst = on('cart-changed', first);
    const offSecond = on('cart-changed', second);
    const offOther = on('session-changed', other);
    emit('cart-changed', { count: 3 });
    offFirst();
    emit('cart-changed', { count: 4 });
    offSecond();
    offOther();
    emit('cart-changed', { count: 5 });
    expect(first.mock.calls).toEqual([[{ count: 3 }]]);
    expect(second.mock.calls).toEqual([[{ count: 3 }], [{ count: 4 }]]);
    expect(other).not.toHaveBeenCalled();
  });

  it('emitting with no listener does nothing', () => {
    expect(() => emit('subscription-open', { category: 'Topic' })).not.toThrow();
  });

  it('a listener that throws does not stop the others or the emitter', () => {
    const received = vi.fn();
    const report = vi.fn((event: ErrorEvent) => event.preventDefault());
    window.addEventListener('error', report);
    const offBroken = on('subscription-open', () => {
      throw new Error('broken widget');
    });
    const offGood = on('subscription-open', received);
    expect(() =>
      emit('subscription-open', {
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
