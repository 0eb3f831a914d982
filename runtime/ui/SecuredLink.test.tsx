import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { getPageConfig, resetPageConfig, type PageConfig } from '../config';
import { ElementContext, type ElementContextValue } from '../element-context';
import { readText, writeCookie } from '../storage';
import { refreshSession, sessionStore, setAdvisorProfile } from '../stores/session';
import { SecuredLink } from './SecuredLink';

function InElement({ children, config }: { children: ReactNode; config: PageConfig }) {
  const value: ElementContextValue = {
    host: document.createElement('div'),
    tag: 'cm-test',
    config,
    emit: () => true,
    reportFailure: () => undefined,
  };
  return <ElementContext.Provider value={value}>{children}</ElementContext.Provider>;
}

function configAt(path: string): PageConfig {
  history.replaceState(null, '', path);
  resetPageConfig();
  return getPageConfig();
}

function signIn(userGroup: string) {
  writeCookie('CM_USER_TYPE', 'ADV');
  writeCookie('CM_USER_STATUS', 'LOGGEDIN');
  refreshSession();
  setAdvisorProfile({ userGroup });
}

beforeEach(() => {
  sessionStore.setState(
    { advisor: false, internal: false, profile: undefined, subscriptionProfile: undefined, subscriber: false },
    true,
  );
  refreshSession();
  // jsdom has no modal dialogs.
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
});

describe('<SecuredLink> (accounts spec 2.7)', () => {
  it('sends a logged-off visitor to the login with the target, with the locked marker', () => {
    render(
      <InElement config={configAt('/literature/')}>
        <SecuredLink href="/secure/q3.pdf">Quarterly report</SecuredLink>
      </InElement>,
    );
    const link = screen.getByRole('link', { name: /Quarterly report/ });
    expect(link.textContent).toBe('Quarterly report (Locked)');
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
