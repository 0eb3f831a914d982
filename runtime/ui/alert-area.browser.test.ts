import { writeServiceCache } from '../service-cache';
import {
  after,
  afterEach,
  assert,
  assertFocused,
  before,
  describe,
  expectNoAxeViolations,
  it,
  sendKeys,
  waitUntil,
} from '../../tests/browser/helpers';
import { alertStore, closeAlert, raiseAlert, type AlertInput } from '../stores/alerts';
import { LAST_LOGIN_ALERT_ID, watchLastLogin } from '../stores/last-login';
import { refreshSession } from '../stores/session';

/** The page: a control before the banners' place, and one after it (the banners must not cover it). */
let page: HTMLElement;
let area: HTMLElement;

const banners = () => [...(area.shadowRoot?.querySelectorAll<HTMLElement>('.cm-alert-banner') ?? [])];
const bannerTitles = () => banners().map((banner) => banner.querySelector('strong')?.textContent);
const region = (role: 'status' | 'alert') =>
  area.shadowRoot!.querySelector<HTMLElement>(`[role="${role}"][aria-live]`)!.textContent;
const closeButton = (title: string) =>
  area.shadowRoot!.querySelector<HTMLButtonElement>(`button[aria-label="Close: ${title}"]`)!;

function raise(input: Partial<AlertInput> & { title: string }) {
  return raiseAlert({ status: 'info', text: `${input.title} text.`, ...input });
}

describe('alert banners (site spec 2.8, accounts spec 4.12)', () => {
  before(() => {
    page = document.createElement('main');
    page.innerHTML =
      '<button type="button" id="before">Before</button><div data-cm-alerts></div><button type="button" id="after">After</button>';
    document.body.append(page);
    area = page.querySelector('[data-cm-alerts]')!;
  });
  after(() => page.remove());
  afterEach(() => {
    for (const alert of alertStore.getState().alerts) closeAlert(alert.id);
    sessionStorage.clear();
  });

  it("status, bold title, text and a close button, stacked in the page's flow above its controls", async () => {
    raise({ id: 'saved', status: 'success', title: 'Saved', text: 'Your preferences were saved.' });
    raise({ id: 'failed', status: 'error', title: 'Not saved', text: 'Please try again.', sticky: true });
    await waitUntil(() => banners().length === 2, 'the banners');
    assert.deepEqual(bannerTitles(), ['Saved', 'Not saved']);
    const [saved] = banners();
    assert.equal(saved!.dataset.status, 'success');
    assert.equal(
      saved!.querySelector('.cm-alert-banner-body')?.textContent,
      'Success: SavedYour preferences were saved.',
    );
    assert.equal(getComputedStyle(saved!.querySelector('strong')!).fontWeight, '700');
    assert.ok(closeButton('Saved'));
    // In the flow: the control after the banners is below them, not under them.
    const bottom = Math.max(...banners().map((banner) => banner.getBoundingClientRect().bottom));
    assert.isAtLeast(page.querySelector('#after')!.getBoundingClientRect().top, bottom);
    await expectNoAxeViolations(area);
  });

  it('each alert is read out once: information politely, an error at once', async () => {
    raise({ id: 'note', title: 'Note' });
    await waitUntil(() => region('status') === 'Information: Note. Note text.', 'the polite announcement');
    raise({ id: 'broken', status: 'error', title: 'Broken', sticky: true });
    await waitUntil(() => region('alert') === 'Error: Broken. Broken text.', 'the assertive announcement');
    assert.equal(region('status'), 'Information: Note. Note text.');
  });

  it('closes by itself after its display time and says why; a sticky one stays', async () => {
    const closed: string[] = [];
    raise({ id: 'sticky', title: 'Sticky', sticky: true });
    raise({ id: 'short', title: 'Short', displayMs: 50, onClose: (how) => closed.push(how) });
    await waitUntil(() => closed.length === 1, 'the short alert closes');
    assert.deepEqual(closed, ['timeout']);
    assert.deepEqual(bannerTitles(), ['Sticky']);
  });

  it('keyboard: Close hands the focus to the next banner, the last one back to where it came from', async () => {
    const before = page.querySelector<HTMLButtonElement>('#before')!;
    raise({ id: 'one', title: 'One', sticky: true });
    raise({ id: 'two', title: 'Two', sticky: true });
    await waitUntil(() => banners().length === 2, 'the banners');
    before.focus();
    await sendKeys({ press: 'Tab' });
    assertFocused(closeButton('One'));
    await sendKeys({ press: 'Enter' });
    await waitUntil(() => banners().length === 1, 'One closes');
    assertFocused(closeButton('Two'));
    await sendKeys({ press: 'Space' });
    await waitUntil(() => banners().length === 0, 'Two closes');
    assertFocused(before);
  });

  it('a banner with the focus in it waits; it closes when the focus leaves', async () => {
    const closed: string[] = [];
    raise({ id: 'read', title: 'Read me', displayMs: 100, onClose: (how) => closed.push(`read ${how}`) });
    await waitUntil(() => banners().length === 1, 'the banner');
    closeButton('Read me').focus();
    // Another alert of the same time closes: the one being read does not.
    raise({ id: 'other', title: 'Other', displayMs: 100, onClose: (how) => closed.push(`other ${how}`) });
    await waitUntil(() => closed.includes('other timeout'), 'the other alert closes');
    assert.deepEqual(bannerTitles(), ['Read me']);
    page.querySelector<HTMLButtonElement>('#after')!.focus();
    await waitUntil(() => closed.includes('read timeout'), 'the alert closes once left');
  });
});

describe('the last-login banner (accounts spec 2.8, 4.12)', () => {
  afterEach(() => {
    closeAlert(LAST_LOGIN_ALERT_ID);
    document.cookie = 'CM_USER_STATUS=LOGGEDOFF; path=/';
    localStorage.clear();
    sessionStorage.clear();
    refreshSession();
  });

  it('a signed-in advisor sees the last login; once closed it stays closed for the browser session', async () => {
    document.cookie = 'CM_USER_TYPE=ADV; path=/';
    document.cookie = 'CM_USER_STATUS=LOGGEDIN; path=/';
    localStorage.setItem('username', 'avery.allen@northfield-advisors.com');
    refreshSession();
    const profile = { firstNm: 'Avery', webLastLoginDt: '2026-11-20T14:32:00' };
    writeServiceCache('/adv.svc/secure/profile', profile);
    watchLastLogin();
    // The banners' place went with the page of the tests above: it is put back at the top of the page.
    const banner = await waitUntil(
      () => document.querySelector('[data-cm-alerts]')?.shadowRoot?.querySelector('.cm-alert-banner'),
      'the banner',
    );
    const area = banner.getRootNode() as ShadowRoot;
    assert.equal(
      banner.querySelector('.cm-alert-banner-body')?.textContent,
      'Information: Welcome back, AveryYour last login was November 20, 2026 at 2:32 PM.',
    );
    area.querySelector<HTMLButtonElement>('button[aria-label="Close: Welcome back, Avery"]')!.click();
    await waitUntil(() => sessionStorage.getItem('CLOSE-LASTLOGIN') === 'true', 'closed for the session');
    watchLastLogin();
    assert.deepEqual(alertStore.getState().alerts, []);
  });
});
