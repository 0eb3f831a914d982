/**
 * Helpers of the subscription elements' browser tests: a clean sign-in state between tests, visitors and contacts
 * made in the fixture backend's store (each test its own e-mail, since test files run side by side against one
 * store), and what the store received.
 */
import { within } from '@testing-library/dom';
import { refreshSession, type SubscriptionProfile } from '../../runtime/stores/session';
import { uniqueKey, waitUntil } from './helpers';
import { clearActivePublications, subscriptionsStore } from '../../runtime/stores/subscriptions';

// A test page never reloads: closing a modal a content button opened asks for a reload (accounts spec 2.8), which
// a page script may cancel; these tests do, and still see the event's detail.
document.addEventListener('subscription-modal-close', (event) => event.preventDefault());

/** An e-mail address no other test uses. */
export function uniqueEmail(local: string, domain = 'harborwealth.com'): string {
  return `${local}.${uniqueKey()}@${domain}`;
}

/** Forgets every sign-in and request, and removes modals a button added to the page. */
export function resetSubscriptions(): void {
  localStorage.clear();
  sessionStorage.clear();
  document.cookie = 'CONTACT_KEY=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT';
  document.cookie = 'cm-fault=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT';
  clearActivePublications();
  subscriptionsStore.setState({ request: undefined });
  refreshSession();
  for (const modal of document.body.querySelectorAll(':scope > subscription-modal')) modal.remove();
}

/** Every request of the page goes through the fault switch until the test ends (resetSubscriptions clears it). */
export { setFault } from './helpers';

export interface Publication {
  publicationID: string;
  name: string;
  fund?: { name: string; cusip: string };
}

export async function publications(): Promise<Publication[]> {
  const response = await fetch('/__fixtures/subscriptions/publications');
  return ((await response.json()) as { publications: Publication[] }).publications;
}

/** The publication id of a subscription (or of "{fund name}: {literature name}"). */
export async function publicationId(name: string): Promise<string> {
  const found = (await publications()).find(
    (p) => (!p.fund && p.name === name) || (p.fund && `${p.fund.name}: ${p.name}` === name),
  );
  if (!found) throw new Error(`No publication named ${name}`);
  return found.publicationID;
}

/** Adds a contact to the fixture store; returns its contact id. */
export async function addContact(contact: {
  emailId: string;
  role: 'Advisor' | 'Non-Advisor';
  firstName?: string;
  lastName?: string;
  contactStatusCd?: string;
  holds?: string[];
}): Promise<string> {
  const response = await fetch('/__fixtures/subscriptions/contacts', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(contact),
  });
  if (response.status !== 201) throw new Error(`The contact was not added: ${await response.text()}`);
  return ((await response.json()) as { contactID: string }).contactID;
}

/** Signs a contact in as the modal does: the stored profile (the contact id is looked up by the profile check). */
export function signIn(profile: Pick<SubscriptionProfile, 'firstName' | 'lastName' | 'emailId' | 'role'>): void {
  const stored: SubscriptionProfile = {
    ...profile,
    token: null,
    wholeSalerID: null,
    firmName: null,
    firmId: null,
    parentFirmName: null,
    parentFirmId: null,
  };
  localStorage.setItem('ESC_PROFILE', JSON.stringify(stored));
  localStorage.setItem('ESC_SIGNED_IN', 'LOGGEDIN');
  refreshSession();
}

export interface ReceivedRecord {
  wholeSalerID: string | null;
  contactID: string;
  publicationID: string;
  status: string;
  actor: string;
  updatedTimeStamp: string;
}

/** The update records the store received for a contact, oldest first. */
export async function receivedUpdates(contactId: string): Promise<ReceivedRecord[]> {
  const response = await fetch(`/__fixtures/subscriptions/updates?contactId=${encodeURIComponent(contactId)}`);
  const { updates } = (await response.json()) as { updates: Array<{ subscriptions: ReceivedRecord[] }> };
  return updates.reverse().flatMap((update) => update.subscriptions);
}

/** The publication ids a contact holds Active in the store. */
export async function heldBy(email: string): Promise<string[]> {
  const response = await fetch(`/__fixtures/subscriptions/contacts/${encodeURIComponent(email)}`);
  return ((await response.json()) as { active: string[] }).active;
}

/** Sets a field's value as typing would (React reads the value through the input event). */
export function typeInto(input: HTMLElement, value: string): void {
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  setter?.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

/** Fills a Financial Professional's form in an element's shadow root: Jane Doe of Harbor Wealth Partners. */
export async function fillAdvisor(el: Element, email: string): Promise<void> {
  const view = within(el.shadowRoot as unknown as HTMLElement);
  typeInto(view.getByLabelText('First Name'), 'Jane');
  typeInto(view.getByLabelText('Last Name'), 'Doe');
  typeInto(view.getByRole('combobox', { name: 'Firm Name' }), 'Harbor Wealth Partners');
  typeInto(view.getByLabelText('Firm Email Address'), email);
  await waitUntil(
    () => (view.getByLabelText('Firm Email Address') as HTMLInputElement).value === email,
    'the form is filled',
  );
}
