import { beforeEach, describe, expect, it } from 'vitest';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { configAt, InElement } from '../test-element';
import { readText } from '../storage';
import { setAdvisorProfile, signInAdvisor, signOut } from '../stores/session';
import { SecuredLink } from './SecuredLink';

function signIn(userGroup: string) {
  signInAdvisor({ username: 'ada' });
  setAdvisorProfile({ userGroup }, 'ada');
}

beforeEach(() => {
  signOut();
  // jsdom has no modal dialogs.
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
});

describe('<SecuredLink> (accounts spec 2.7)', () => {
  it('a logged-off visitor of a search result from a secured source meets the login and the marker', () => {
    render(
      <InElement config={configAt('/search/')}>
        <SecuredLink href="/practice-management/toolkit" secure>
          Client review toolkit
        </SecuredLink>
      </InElement>,
    );
    const link = screen.getByRole('link', { name: 'Client review toolkit Locked' });
    expect(link.getAttribute('href')).toBe('/login?redirect=%2Fpractice-management%2Ftoolkit');
  });

  it('follows a logout as it happens: the unlocked link locks again', () => {
    signIn('advisor');
    render(
      <InElement config={configAt('/literature/')}>
        <SecuredLink href="/api/reports/42">Attribution report</SecuredLink>
      </InElement>,
    );
    expect(screen.getByRole('link', { name: 'Attribution report' }).getAttribute('href')).toBe('/api/reports/42');
    act(() => signOut());
    expect(screen.getByRole('link', { name: 'Attribution report' }).getAttribute('href')).toBe(
      '/login?redirect=%2Fapi%2Freports%2F42',
    );
  });

  it('sends a logged-off visitor to the login with the target, with the locked marker', () => {
    render(
      <InElement config={configAt('/literature/')}>
        <SecuredLink href="/secure/q3.pdf">Quarterly report</SecuredLink>
      </InElement>,
    );
    const link = screen.getByRole('link', { name: /Quarterly report/ });
    expect(link.textContent).toBe('Quarterly report Locked');
    expect(link.getAttribute('href')).toBe('/login?redirect=%2Fsecure%2Fq3.pdf');
    expect(link.dataset.state).toBe('logged-off');
  });

  it('a logged-off click on a document opening in a new window keeps it in DOCUMENT_TO_OPEN', () => {
    render(
      <InElement config={configAt('/literature/')}>
        <SecuredLink href="/secure/q3.pdf" newWindow>
          Quarterly report
        </SecuredLink>
      </InElement>,
    );
    const link = screen.getByRole('link', { name: /Quarterly report/ });
    expect(link.getAttribute('href')).toBe(`/login?redirect=${encodeURIComponent(location.href)}`);
    expect(link.getAttribute('target')).toBeNull();
    fireEvent.click(link);
    expect(readText('session', 'DOCUMENT_TO_OPEN')).toBe('/secure/q3.pdf');
  });

  it('unlocked for an advisor holding the contexts: the plain link, no marker', () => {
    signIn('ria advisor');
    render(
      <InElement config={configAt('/literature/')}>
        <SecuredLink href="/secure/q3.pdf" contexts="ria" newWindow>
          Quarterly report
        </SecuredLink>
      </InElement>,
    );
    const link = screen.getByRole('link', { name: 'Quarterly report' });
    expect(link.getAttribute('href')).toBe('/secure/q3.pdf');
    expect(link.getAttribute('target')).toBe('_blank');
  });

  it('no permission: the click shows the "Locked" alert and goes nowhere', () => {
    signIn('advisor');
    render(
      <InElement config={configAt('/literature/')}>
        <SecuredLink href="/secure/q3.pdf" contexts="ria">
          Quarterly report
        </SecuredLink>
      </InElement>,
    );
    const link = screen.getByRole('link', { name: /Quarterly report/ });
    // fireEvent returns false when the click's default action was prevented.
    expect(fireEvent.click(link)).toBe(false);
    const dialog = screen.getByRole('dialog', { hidden: true });
    expect(within(dialog).getByRole('heading', { hidden: true }).textContent).toBe('Locked');
    expect(dialog.textContent).toContain('You do not have the proper permissions to view this link.');
  });

  it('on the investor site the link is left alone', () => {
    render(
      <InElement config={configAt('/investor/literature/')}>
        <SecuredLink href="/secure/q3.pdf">Quarterly report</SecuredLink>
      </InElement>,
    );
    const link = screen.getByRole('link', { name: 'Quarterly report' });
    expect(link.getAttribute('href')).toBe('/secure/q3.pdf');
    expect(link.dataset.state).toBe('open');
  });
});
