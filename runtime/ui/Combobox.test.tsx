import { describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SearchCombobox } from './Combobox';

const WORDS = ['growth', 'growth fund', 'growth etf', 'grower', 'bond', 'bonds'];

/**
 * The box as an owner uses it: the owner keeps the text and answers a request at once with the words that
 * start with the term (as the autocomplete service would, a moment later).
 */
function Owner({
  onRequest = () => {},
  onClear = () => {},
  onSubmit = () => {},
  answer = (term) => WORDS.filter((w) => w.startsWith(term.toLowerCase())).slice(0, 5),
}: {
  onRequest?: (term: string) => void;
  onClear?: () => void;
  onSubmit?: (text: string) => void;
  /** What the server sends for a term. */
  answer?: (term: string) => string[];
}) {
  const [value, setValue] = useState('');
  const [suggestions, setSuggestions] = useState<string[]>([]);
  return (
    <SearchCombobox
      value={value}
      onChange={setValue}
      onSubmit={onSubmit}
      placeholder="Please enter a search term"
      submitLabel="Search"
      suggestions={suggestions}
      onSuggestionsRequest={(term) => {
        onRequest(term);
        setSuggestions(answer(term));
      }}
      onSuggestionsClear={() => {
        onClear();
        setSuggestions([]);
      }}
    />
  );
}

const box = () => screen.getByRole('combobox', { name: 'Please enter a search term' });
const list = () => screen.getByRole('listbox', { hidden: true });

describe('SearchCombobox: the WAI-ARIA combobox pattern (site spec 2.11, 5)', () => {
  it('asks for suggestions with the term, then shows them as options and announces how many', async () => {
    const onRequest = vi.fn();
    render(<Owner onRequest={onRequest} />);
    expect(box().getAttribute('aria-expanded')).toBe('false');
    expect(box().getAttribute('aria-controls')).toBe(list().id);
    await userEvent.type(box(), 'gro');
    expect(onRequest.mock.calls).toEqual([['gro']]);
    expect(box().getAttribute('aria-expanded')).toBe('true');
    expect(
      within(screen.getByRole('listbox', { name: 'Suggestions' }))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['growth', 'growth fund', 'growth etf', 'grower']);
    expect(screen.getByRole('status').textContent).toBe('4 suggestions available.');
  });

  it('asks for nothing for 2 characters, and clears the list for two words', async () => {
    const onRequest = vi.fn();
    const onClear = vi.fn();
    render(<Owner onRequest={onRequest} onClear={onClear} />);
    await userEvent.type(box(), 'gr');
    expect(onRequest).not.toHaveBeenCalled();
    expect(box().getAttribute('aria-expanded')).toBe('false');
    await userEvent.type(box(), 'owth f');
    // One request per qualifying term; none once a space makes two words.
    expect(onRequest.mock.calls.map(([term]) => term)).toEqual(['gro', 'grow', 'growt', 'growth']);
    expect(onClear).toHaveBeenCalledTimes(1);
    expect(box().getAttribute('aria-expanded')).toBe('false');
    expect(list().hidden).toBe(true);
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('moves the highlight with the arrows, shown by aria-activedescendant and aria-selected', async () => {
    render(<Owner />);
    await userEvent.type(box(), 'bon');
    const options = () => screen.getAllByRole('option');
    expect(box().hasAttribute('aria-activedescendant')).toBe(false);
    await userEvent.keyboard('{ArrowDown}');
    expect(box().getAttribute('aria-activedescendant')).toBe(options()[0]!.id);
    expect(options()[0]!.getAttribute('aria-selected')).toBe('true');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    expect(box().getAttribute('aria-activedescendant')).toBe(options()[1]!.id);
    await userEvent.keyboard('{ArrowUp}');
    expect(box().getAttribute('aria-activedescendant')).toBe(options()[0]!.id);
    await userEvent.keyboard('{ArrowUp}');
    expect(box().hasAttribute('aria-activedescendant')).toBe(false);
    expect(options().every((o) => o.getAttribute('aria-selected') === 'false')).toBe(true);
  });

  it('submits the highlighted suggestion on Enter, puts it in the box and closes the list', async () => {
    const onSubmit = vi.fn();
    render(<Owner onSubmit={onSubmit} />);
    await userEvent.type(box(), 'gro');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(onSubmit.mock.calls).toEqual([['growth fund']]);
    expect((box() as HTMLInputElement).value).toBe('growth fund');
    expect(box().getAttribute('aria-expanded')).toBe('false');
  });

  it('submits the typed text on Enter when nothing is highlighted', async () => {
    const onSubmit = vi.fn();
    render(<Owner onSubmit={onSubmit} />);
    await userEvent.type(box(), 'gro{Enter}');
    expect(onSubmit.mock.calls).toEqual([['gro']]);
  });

  it('closes the list on Escape and keeps the text; a second Escape clears the box', async () => {
    const onSubmit = vi.fn();
    render(<Owner onSubmit={onSubmit} />);
    await userEvent.type(box(), 'bon');
    await userEvent.keyboard('{ArrowDown}{Escape}');
    expect(box().getAttribute('aria-expanded')).toBe('false');
    expect(box().hasAttribute('aria-activedescendant')).toBe(false);
    expect((box() as HTMLInputElement).value).toBe('bon');
    // Down opens the list again at the first suggestion.
    await userEvent.keyboard('{ArrowDown}');
    expect(box().getAttribute('aria-expanded')).toBe('true');
    expect(box().getAttribute('aria-activedescendant')).toBe(screen.getAllByRole('option')[0]!.id);
    await userEvent.keyboard('{Escape}{Escape}');
    expect((box() as HTMLInputElement).value).toBe('');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('submits a clicked suggestion and keeps the focus in the box', async () => {
    const onSubmit = vi.fn();
    render(<Owner onSubmit={onSubmit} />);
    await userEvent.type(box(), 'bon');
    await userEvent.click(screen.getByRole('option', { name: 'bonds' }));
    expect(onSubmit.mock.calls).toEqual([['bonds']]);
    expect(document.activeElement).toBe(box());
    expect(box().getAttribute('aria-expanded')).toBe('false');
  });

  it('submits the text with the Search button and clears it with the clear control', async () => {
    const onSubmit = vi.fn();
    render(<Owner onSubmit={onSubmit} />);
    await userEvent.type(box(), 'core bond');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(onSubmit.mock.calls).toEqual([['core bond']]);
    await userEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    expect((box() as HTMLInputElement).value).toBe('');
    expect(document.activeElement).toBe(box());
  });

  it('closes the list when the focus leaves the box', async () => {
    render(<Owner />);
    await userEvent.type(box(), 'gro');
    await userEvent.tab();
    expect(box().getAttribute('aria-expanded')).toBe('false');
  });

  it('shows a suggestion as text, never as HTML', async () => {
    render(
      <SearchCombobox
        value="<im"
        onChange={() => {}}
        onSubmit={() => {}}
        placeholder="Search"
        suggestions={['<img src=x onerror="alert(1)">']}
        onSuggestionsRequest={() => {}}
      />,
    );
    await userEvent.click(screen.getByRole('combobox', { name: 'Search' }));
    await userEvent.keyboard('{ArrowDown}');
    const option = screen.getByRole('option');
    expect(option.textContent).toBe('<img src=x onerror="alert(1)">');
    expect(option.querySelector('img')).toBeNull();
  });
});

describe('SearchCombobox without autocomplete', () => {
  it('is a plain labelled search field that submits on Enter', async () => {
    const onSubmit = vi.fn();
    function Plain() {
      const [value, setValue] = useState('');
      return <SearchCombobox value={value} onChange={setValue} onSubmit={onSubmit} placeholder="Find a fund" />;
    }
    render(<Plain />);
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(screen.queryByRole('listbox', { hidden: true })).toBeNull();
    await userEvent.type(screen.getByRole('textbox', { name: 'Find a fund' }), 'growth{Enter}');
    expect(onSubmit.mock.calls).toEqual([['growth']]);
    expect(screen.getByRole('search', { name: 'Find a fund' })).toBeTruthy();
  });
});

describe('SearchCombobox: what the server sends, and keys that belong to the text', () => {
  const options = () =>
    within(screen.getByRole('listbox', { name: 'Suggestions' }))
      .getAllByRole('option')
      .map((o) => o.textContent);

  it('shows at most 5 suggestions, each once, when the server sends more and repeats some', async () => {
    const sent = ['growth', 'Growth', 'growth ', 'grower', 'growth fund', 'growth', 'growth etf', 'grows', 'grown'];
    render(<Owner answer={() => sent} />);
    await userEvent.type(box(), 'gro');
    expect(options()).toEqual(['growth', 'grower', 'growth fund', 'growth etf', 'grows']);
    expect(screen.getByRole('status').textContent).toBe('5 suggestions available.');
    // The arrows stop at the fifth.
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{ArrowDown}{ArrowDown}{ArrowDown}');
    expect(screen.getByRole('option', { selected: true }).textContent).toBe('grows');
  });

  it('does not submit on Enter while an input method composes', async () => {
    const onSubmit = vi.fn();
    render(<Owner onSubmit={onSubmit} />);
    await userEvent.type(box(), 'gro');
    await userEvent.keyboard('{ArrowDown}');
    // The Enter that confirms the composed characters (isComposing, keyCode 229).
    box().dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', keyCode: 229, bubbles: true, isComposing: true }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByRole('option', { selected: true }).textContent).toBe('growth');
    await userEvent.keyboard('{Enter}');
    expect(onSubmit).toHaveBeenCalledWith('growth');
  });

  it.each(['Home', 'End', 'ArrowLeft', 'ArrowRight'])(
    '%s moves the caret and takes the highlight off the suggestions; Enter then submits the text',
    async (key) => {
      const onSubmit = vi.fn();
      render(<Owner onSubmit={onSubmit} />);
      await userEvent.type(box(), 'gro');
      await userEvent.keyboard('{ArrowDown}{ArrowDown}');
      expect(box().getAttribute('aria-activedescendant')).toBeTruthy();
      await userEvent.keyboard(`{${key}}`);
      expect(box().getAttribute('aria-activedescendant')).toBeNull();
      expect(screen.queryByRole('option', { selected: true })).toBeNull();
      await userEvent.keyboard('{Enter}');
      expect(onSubmit).toHaveBeenCalledWith('gro');
    },
  );

  it('takes no more than its longest text', async () => {
    render(<SearchCombobox value="" onChange={() => {}} onSubmit={() => {}} placeholder="Search" maxLength={200} />);
    expect(screen.getByRole('textbox', { name: 'Search' }).getAttribute('maxlength')).toBe('200');
  });
});
