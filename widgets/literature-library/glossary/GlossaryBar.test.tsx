import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { GlossaryBar } from './GlossaryBar';
import { glossaryView } from './model';

const entry = (title: string) => ({ title, summaryHtml: '' });

describe('GlossaryBar (products spec 2.13)', () => {
  it('links a letter only when it has entries; a letter without is text marked unavailable, out of the tab order', () => {
    const { bar } = glossaryView(['Beacon Index', '3-Month Bill'].map(entry));
    render(<GlossaryBar items={bar} onFollow={() => () => {}} />);
    const nav = screen.getByRole('navigation', { name: 'Glossary index, A to Z' });
    expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual(['B', '3-Month Bill']);
    expect(screen.getByRole('link', { name: 'B' }).getAttribute('href')).toBe('#beacon-index');
    const a = screen.getByText('A');
    expect(a.tagName).toBe('SPAN');
    expect(a.getAttribute('aria-disabled')).toBe('true');
    expect(a.textContent).toBe('A, no entries');
    expect(nav.querySelectorAll('[aria-disabled="true"]')).toHaveLength(25);
    expect(nav.querySelectorAll('[tabindex="0"], span[href]')).toHaveLength(0);
  });

  it('hands a followed letter its entry', () => {
    const followed: string[] = [];
    const { bar } = glossaryView([entry('Beacon Index')]);
    render(<GlossaryBar items={bar} onFollow={(id) => () => followed.push(id)} />);
    fireEvent.click(screen.getByRole('link', { name: 'B' }));
    expect(followed).toEqual(['beacon-index']);
  });
});
