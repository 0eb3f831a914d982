import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { getPageConfig } from '../../runtime/config';
import { ElementContext, type ElementContextValue } from '../../runtime/element-context';
import { RoleSelector } from './RoleSelector';

let page: HTMLElement;
let emit: ReturnType<typeof vi.fn>;

function renderSelector() {
  const host = document.createElement('ria-role-selector');
  page.prepend(host);
  const context: ElementContextValue = {
    host,
    tag: 'ria-role-selector',
    config: getPageConfig(),
    emit: emit as unknown as ElementContextValue['emit'],
    reportFailure: () => {},
  };
  return render(
    <ElementContext.Provider value={context}>
      <RoleSelector />
    </ElementContext.Provider>,
  );
}

const order = () =>
  [...page.querySelectorAll<HTMLElement>('[data-role-container]')].map((c) => c.dataset.roleContainer);

beforeEach(() => {
  history.replaceState(null, '', '/resources/ria');
  page = document.createElement('div');
  for (let n = 0; n < 8; n += 1) {
    const section = document.createElement('section');
    section.dataset.roleContainer = String(n);
    page.append(section);
  }
  document.body.append(page);
  emit = vi.fn(() => true);
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  page.remove();
});

describe('site spec 2.7, 9: the selector is locked for 900 ms after a change', () => {
  it('locked with the loader for exactly 900 ms; a change meanwhile is undone and not announced', () => {
    renderSelector();
    const select = screen.getByRole('combobox', { name: 'I am a:' }) as HTMLSelectElement;
    fireEvent.change(select, { target: { value: 'cio-analyst' } });
    expect(select.getAttribute('aria-disabled')).toBe('true');
    expect(screen.getByRole('status').textContent).toBe('Loading...');
    expect(order()).toEqual(['0', '1', '2', '5', '3', '4', '6', '7']);

    act(() => vi.advanceTimersByTime(899));
    fireEvent.change(select, { target: { value: 'compliance-marketing' } });
    expect(select.value).toBe('cio-analyst');
    expect(order()).toEqual(['0', '1', '2', '5', '3', '4', '6', '7']);
    expect(emit).toHaveBeenCalledTimes(1);

    act(() => vi.advanceTimersByTime(1));
    expect(select.getAttribute('aria-disabled')).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('');
    fireEvent.change(select, { target: { value: 'compliance-marketing' } });
    expect(order()).toEqual(['0', '1', '6', '3', '4', '2', '5', '7']);
    expect(emit).toHaveBeenLastCalledWith('change', {
      role: 'Compliance/Marketing',
      order: [0, 1, 6, 3, 4, 2, 5, 7],
      hidden: [2, 5],
    });
  });

  it('writes the choice into the address, keeping its other parameters and hash', () => {
    history.replaceState(null, '', '/resources/ria?topic=ria#top');
    renderSelector();
    fireEvent.change(screen.getByRole('combobox'), { target: { value: 'principal-founder' } });
    expect(`${location.pathname}${location.search}${location.hash}`).toBe(
      '/resources/ria?topic=ria&role=principal-founder#top',
    );
  });
});
