import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { configAt, InElement } from '../../runtime/test-element';
import type { LinkAccess } from '../../runtime/ui/SecuredLink';
import { DocumentLink, MailOrderCheckbox } from './cells';
import { DocumentTypeChips } from './DocumentTypeChips';

const LOGGED_OFF: LinkAccess = { advisor: false, userContexts: [] };
const ADVISOR: LinkAccess = { advisor: true, userContexts: ['advisor'] };
const doc = (url: string, contexts?: string) => ({ url, secure: url.includes('/secure/'), contexts });

/** The element a document link is drawn in: the literature page of the advisor site. */
const Library = ({ children }: { children: ReactNode }) => (
  <InElement config={configAt('/resources/literature/')}>{children}</InElement>
);

describe('DocumentLink', () => {
  it('a secure document, logged off: the login back to this page, the locked mark read as "Locked"', () => {
    render(
      <Library>
        <DocumentLink text="Attribution/Contribution" document={doc('/binaries/secure/ac.pdf')} access={LOGGED_OFF} />
      </Library>,
    );
    const link = screen.getByRole('link', { name: 'Attribution/Contribution Locked' });
    expect(link.getAttribute('href')).toBe(`/login?redirect=${encodeURIComponent(location.href)}`);
    expect(link.getAttribute('target')).toBeNull();
  });

  it('a secure document for an advisor holding its contexts opens in a new tab, without the mark', () => {
    render(
      <Library>
        <DocumentLink text="Attribution" document={doc('/binaries/secure/ac.pdf', 'advisor')} access={ADVISOR} />
      </Library>,
    );
    const link = screen.getByRole('link', { name: 'Attribution' });
    expect(link.getAttribute('href')).toBe('/binaries/secure/ac.pdf');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('a document whose context the advisor lacks stays locked', () => {
    render(
      <Library>
        <DocumentLink text="Attribution" document={doc('/binaries/secure/ac.pdf', 'ria')} access={ADVISOR} />
      </Library>,
    );
    expect(screen.getByRole('link', { name: 'Attribution Locked' }).dataset.state).toBe('no-permission');
  });

  it('lets a name wrap after its slash, not inside a word, and reads it whole', () => {
    const { container } = render(
      <Library>
        <DocumentLink text="Attribution/Contribution" document={doc('/ac.pdf')} access={LOGGED_OFF} />
      </Library>,
    );
    const link = screen.getByRole('link', { name: 'Attribution/Contribution' });
    expect(link.innerHTML).toBe('Attribution/<wbr>Contribution');
    expect(container.querySelectorAll('wbr')).toHaveLength(1);
  });

  it('shows plain text without an address, and never follows a script link', () => {
    const { container, rerender } = render(
      <Library>
        <DocumentLink text="Fact Sheet" document={doc('')} access={LOGGED_OFF} />
      </Library>,
    );
    expect(container.textContent).toBe('Fact Sheet');
    expect(screen.queryByRole('link')).toBeNull();
    rerender(
      <Library>
        <DocumentLink text="Fact Sheet" document={doc('javascript:alert(1)')} access={LOGGED_OFF} />
      </Library>,
    );
    expect(screen.getByRole('link').getAttribute('href')).toBe('about:blank');
  });
});

describe('MailOrderCheckbox (products spec 2.15, 4)', () => {
  it('reads "Add to Cart", and "In Cart" once ticked, naming the document', () => {
    const onChange = vi.fn();
    const { rerender } = render(
      <MailOrderCheckbox inCart={false} documentName="Growth Fund, Fact Sheet" onChange={onChange} />,
    );
    const box = screen.getByRole('checkbox', { name: 'Add to Cart: Growth Fund, Fact Sheet' });
    fireEvent.click(box);
    expect(onChange).toHaveBeenCalledWith(true);
    rerender(<MailOrderCheckbox inCart documentName="Growth Fund, Fact Sheet" onChange={onChange} />);
    const ticked = screen.getByRole('checkbox', { name: 'In Cart: Growth Fund, Fact Sheet' }) as HTMLInputElement;
    expect(ticked.checked).toBe(true);
    fireEvent.click(ticked);
    expect(onChange).toHaveBeenLastCalledWith(false);
  });
});

describe('DocumentTypeChips', () => {
  it('presses the ticked chips, toggles a chip and clears all filters', () => {
    const onToggle = vi.fn();
    const onClear = vi.fn();
    const chips = ['Fact Sheet', 'Prospectus'].map((value) => ({ value, label: value }));
    const { rerender } = render(
      <DocumentTypeChips
        label="Literature Type"
        chips={chips}
        selected={['Prospectus']}
        onToggle={onToggle}
        clearLabel="Clear all filters"
        canClear
        onClear={onClear}
      />,
    );
    expect(screen.getByRole('group', { name: 'Literature Type' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Prospectus' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: 'Fact Sheet' }).getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(screen.getByRole('button', { name: 'Fact Sheet' }));
    fireEvent.click(screen.getByRole('button', { name: 'Clear all filters' }));
    expect(onToggle).toHaveBeenCalledWith('Fact Sheet');
    expect(onClear).toHaveBeenCalledTimes(1);
    rerender(
      <DocumentTypeChips
        label="Literature Type"
        chips={chips}
        selected={[]}
        onToggle={onToggle}
        clearLabel="Clear all filters"
        canClear={false}
        onClear={onClear}
      />,
    );
    expect(screen.queryByRole('button', { name: 'Clear all filters' })).toBeNull();
  });
});
