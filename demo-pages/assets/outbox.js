// The e-mail outbox page (demo-pages/outbox.html): lists the messages the fixture backend received through
// POST /api/email, newest first, with Refresh and Clear. Everything a message holds is set as text, never as
// HTML (a contact form's body is HTML text from a visitor), and the page needs no inline script or style, so it
// works under a strict Content-Security-Policy with Trusted Types.

const list = document.querySelector('[data-outbox-list]');
const status = document.querySelector('[data-outbox-status]');
const refreshButton = document.querySelector('[data-outbox-refresh]');
const clearButton = document.querySelector('[data-outbox-clear]');
const faultOffButton = document.querySelector('[data-outbox-fault-off]');

const FAULT_COOKIE = 'cm-fault';
const timeFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeStyle: 'medium' });

function faultCookie() {
  const match = document.cookie.match(/(?:^|; )cm-fault=([^;]*)/);
  return match ? decodeURIComponent(match[1]) : '';
}

function element(tag, className, text) {
  const node = document.createElement(tag);
  if (className) node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}

function field(label, value) {
  const row = element('div', 'outbox-field');
  row.append(element('dt', '', label));
  const dd = element('dd');
  if (value instanceof Node) dd.append(value);
  else dd.textContent = value;
  row.append(dd);
  return row;
}

function renderMessage(message) {
  const item = element('li', 'outbox-item');
  const article = element('article', 'outbox-message');
  const headingId = `outbox-${message.id}`;
  article.setAttribute('aria-labelledby', headingId);
  const heading = element('h2', 'outbox-subject', message.subject);
  heading.id = headingId;

  const meta = element('dl', 'outbox-meta');
  const sent = new Date(message.sentAt);
  const time = element('time', '', Number.isNaN(sent.getTime()) ? message.sentAt : timeFormat.format(sent));
  time.dateTime = message.sentAt;
  meta.append(field('From', message.from), field('To', (message.to || []).join(', ')), field('Sent', time));

  // Wrapped, never scrolled: the whole body shows, so no focusable scroll region is needed.
  const body = element('pre', 'outbox-body', message.body);
  meta.append(field('Body', body));

  article.append(heading, meta);
  item.append(article);
  return item;
}

function showError(action, detail) {
  const fault = faultCookie();
  status.textContent = `The outbox could not be ${action} (${detail}).${fault ? ` The fault switch is on: cookie ${FAULT_COOKIE}=${fault}.` : ''}`;
  status.classList.add('is-error');
  faultOffButton.hidden = !fault;
}

function setBusy(busy) {
  refreshButton.disabled = busy;
  clearButton.disabled = busy;
  list.setAttribute('aria-busy', String(busy));
}

async function call(method) {
  const response = await fetch('/api/outbox', { method, headers: { Accept: 'application/json' }, cache: 'no-store' });
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  try {
    return await response.json();
  } catch {
    throw new Error('the answer was not JSON');
  }
}

async function refresh() {
  setBusy(true);
  try {
    const { messages } = await call('GET');
    list.replaceChildren(...messages.map(renderMessage));
    status.classList.remove('is-error');
    faultOffButton.hidden = true;
    status.textContent =
      messages.length === 0
        ? 'The outbox is empty. Messages sent by a contact form or a literature order appear here.'
        : `${messages.length} ${messages.length === 1 ? 'message' : 'messages'}, newest first.`;
  } catch (error) {
    showError('loaded', error.message);
  } finally {
    setBusy(false);
  }
}

async function clear() {
  setBusy(true);
  try {
    const { deleted } = await call('DELETE');
    list.replaceChildren();
    status.classList.remove('is-error');
    status.textContent = `Outbox cleared (${deleted} ${deleted === 1 ? 'message' : 'messages'} removed).`;
  } catch (error) {
    showError('cleared', error.message);
  } finally {
    setBusy(false);
  }
}

refreshButton.addEventListener('click', refresh);
clearButton.addEventListener('click', clear);
faultOffButton.addEventListener('click', () => {
  document.cookie = `${FAULT_COOKIE}=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
  refresh();
});
// Messages sent from another tab show up when the visitor comes back to this one.
document.addEventListener('visibilitychange', () => {
  if (document.visibilityState === 'visible') refresh();
});

refresh();
