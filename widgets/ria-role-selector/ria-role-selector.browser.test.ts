import {
  act,
  afterEach,
  arriveAt,
  assert,
  assertFocused,
  beforeEach,
  describe,
  expectConsoleErrors,
  expectNoAxeViolations,
  fixture,
  html,
  it,
  oneEvent,
  sendKeys,
  shadow,
  waitUntil,
} from '../../tests/browser/helpers';
import { PLACE_TEXT } from './containers';
import './element';

/** The CMS's page: the selector and the eight containers around it, each with a link a keyboard reaches. */
const page = (extra = html``) => html`
  <div class="page">
    <ria-role-selector></ria-role-selector>
    ${[0, 1, 2, 3, 4, 5, 6, 7].map(
      (n) =>
        html`<section data-role-container=${String(n)} aria-label=${`Container ${n}`}>
          <p>The content of container ${n}, with <a href=${`#c${n}`}>a link to read more</a> in its text.</p>
        </section>`,
    )}
    ${extra}
  </div>
`;

async function mount(template = page()) {
  const wrapper = await fixture(template);
  const el = wrapper.querySelector('ria-role-selector')!;
  const select = await waitUntil(
    () => shadow(el).queryByRole('combobox', { name: 'I am a:' }) as HTMLSelectElement | null,
    'the selector renders',
  );
  return { wrapper, el, select };
}

/** The containers' numbers in the page's order, and those shown. */
const order = (wrapper: Element) =>
  [...wrapper.querySelectorAll<HTMLElement>('[data-role-container]')].map((c) => c.dataset.roleContainer);
const shown = (wrapper: Element) =>
  [...wrapper.querySelectorAll<HTMLElement>('[data-role-container]')]
    .filter((c) => !c.hidden && getComputedStyle(c).display !== 'none')
    .map((c) => c.dataset.roleContainer);

/** Every value aria-disabled takes on the select from now on (the 900 ms lock is seen however briefly it lasts). */
function recordLock(select: HTMLSelectElement) {
  const values: Array<string | null> = [];
  new MutationObserver(() => values.push(select.getAttribute('aria-disabled'))).observe(select, {
    attributeFilter: ['aria-disabled'],
  });
  return values;
}

describe('<ria-role-selector> (site spec 2.7, 6)', () => {
  beforeEach(() => arriveAt(''));
  afterEach(() => arriveAt(''));

  it('shows the prompt, "I am a:" and the five options; every container in its authored order', async () => {
    const { wrapper, el, select } = await mount();
    assert.ok(shadow(el).getByText('Select your role. Watch your priorities come to life.'));
    assert.deepEqual(
      [...select.options].map((option) => option.text),
      ['Select Role', 'CIO/Analyst', 'Principal/Founder', 'Wealth Advisor/Financial Planner', 'Compliance/Marketing'],
    );
    assert.equal(select.selectedOptions[0]?.text, 'Select Role');
    assert.deepEqual(order(wrapper), ['0', '1', '2', '3', '4', '5', '6', '7']);
    assert.deepEqual(shown(wrapper), ['0', '1', '2', '3', '4', '5', '6', '7']);
    await expectNoAxeViolations(wrapper);
  });

  it('by keyboard: a role reorders and hides the containers, locks for 900 ms with a loader, keeps the focus', async () => {
    const { wrapper, el, select } = await mount();
    const lock = recordLock(select);
    const loaderTexts: string[] = [];
    const loader = el.shadowRoot!.querySelector('[role="status"]')!;
    new MutationObserver(() => loaderTexts.push(loader.textContent ?? '')).observe(loader, {
      childList: true,
      subtree: true,
    });
    select.focus();
    const changed = oneEvent<CustomEvent>(el, 'ria-role-selector-change');
    await sendKeys({ press: 'ArrowDown' });
    assert.deepEqual((await changed).detail, {
      role: 'CIO/Analyst',
      order: [0, 1, 2, 5, 3, 4, 6, 7],
      hidden: [4, 6],
    });
    await waitUntil(() => order(wrapper).join() === '0,1,2,5,3,4,6,7', 'the containers reordered');
    assert.deepEqual(shown(wrapper), ['0', '1', '2', '5', '3', '7']);
    assert.equal(new URLSearchParams(location.search).get('role'), 'cio-analyst');
    await waitUntil(() => lock.join() === 'true,', 'the lock set, then lifted', 5000);
    assert.include(loaderTexts, 'Loading...');
    assert.equal(loader.textContent, '');
    assertFocused(select, 'the selector keeps the focus through the lock');
    await expectNoAxeViolations(wrapper);

    // The keyboard goes on through the page in the order shown: the hidden containers are not reached.
    await sendKeys({ press: 'Tab' });
    assertFocused(wrapper.querySelector('a[href="#c0"]'), 'the first container');
    for (const expected of ['#c1', '#c2', '#c5', '#c3', '#c7']) {
      await sendKeys({ press: 'Tab' });
      assertFocused(wrapper.querySelector(`a[href="${expected}"]`), `then ${expected}`);
    }
  });

  it('a change while locked is undone; after the lock the next role applies', async () => {
    const { wrapper, el, select } = await mount();
    // The second change comes the moment the lock is set, however slow the machine.
    const undone = new Promise<string>((resolve) => {
      const observer = new MutationObserver(() => {
        if (select.getAttribute('aria-disabled') !== 'true') return;
        observer.disconnect();
        select.value = 'compliance-marketing';
        select.dispatchEvent(new Event('change', { bubbles: true }));
        resolve(select.value);
      });
      observer.observe(select, { attributeFilter: ['aria-disabled'] });
    });
    let changes = 0;
    el.addEventListener('ria-role-selector-change', () => (changes += 1));
    select.value = 'principal-founder';
    select.dispatchEvent(new Event('change', { bubbles: true }));
    await undone;
    await act(async () => {});
    assert.equal(select.value, 'principal-founder', 'the locked change is undone');
    assert.equal(changes, 1);
    assert.deepEqual(order(wrapper), ['0', '1', '4', '5', '3', '2', '6', '7']);
    await waitUntil(() => select.getAttribute('aria-disabled') === null, 'the lock lifted', 5000);
    select.value = 'wealth-advisor-financial-planner';
    select.dispatchEvent(new Event('change', { bubbles: true }));
    await waitUntil(() => order(wrapper).join() === '0,1,3,4,6,2,5,7', 'the next role applies');
    assert.deepEqual(shown(wrapper), ['0', '1', '3', '4', '6', '2', '7']);
  });

  it('the choice survives a reload: the address names it, and the page opens arranged for it', async () => {
    arriveAt('?topic=ria&role=compliance-marketing');
    const { wrapper, select } = await mount();
    assert.equal(select.selectedOptions[0]?.text, 'Compliance/Marketing');
    assert.deepEqual(order(wrapper), ['0', '1', '6', '3', '4', '2', '5', '7']);
    assert.deepEqual(shown(wrapper), ['0', '1', '6', '3', '4', '7']);

    // "Select Role" again: every container in its authored order, the address without the role.
    select.value = '';
    select.dispatchEvent(new Event('change', { bubbles: true }));
    await waitUntil(() => shown(wrapper).length === 8, 'every container shown');
    assert.deepEqual(order(wrapper), ['0', '1', '2', '3', '4', '5', '6', '7']);
    assert.equal(location.search, '?topic=ria');
  });

  it('leaves what else the page holds where it is, and puts every container back when it leaves the page', async () => {
    arriveAt('?role=principal-founder');
    const { wrapper, el } = await mount(page(html`<p class="note">A note after the containers</p>`));
    assert.deepEqual(order(wrapper), ['0', '1', '4', '5', '3', '2', '6', '7']);
    assert.equal(wrapper.lastElementChild?.className, 'note');
    assert.equal(wrapper.firstElementChild, el);
    el.remove();
    await waitUntil(() => order(wrapper).join() === '0,1,2,3,4,5,6,7', 'the authored order back');
    assert.deepEqual(shown(wrapper), ['0', '1', '2', '3', '4', '5', '6', '7']);
    assert.equal(
      [...wrapper.childNodes].filter((node) => node.nodeType === Node.COMMENT_NODE && node.textContent === PLACE_TEXT)
        .length,
      0,
      'no place marker is left behind',
    );
  });

  it('a container the CMS draws again is arranged with the others', async () => {
    arriveAt('?role=cio-analyst');
    const { wrapper } = await mount();
    const old = wrapper.querySelector('[data-role-container="4"]')!;
    const fresh = document.createElement('section');
    fresh.dataset.roleContainer = '4';
    fresh.setAttribute('aria-label', 'Container 4, redrawn');
    old.replaceWith(fresh);
    await waitUntil(() => fresh.hidden, 'the redrawn container is hidden for the role');
    assert.deepEqual(order(wrapper), ['0', '1', '2', '5', '3', '4', '6', '7']);
  });

  it('a marker that is not a container number logs one error; that container keeps its place and shows', async () => {
    expectConsoleErrors('<ria-role-selector>: data-role-container="9" is not allowed');
    arriveAt('?role=compliance-marketing');
    const { wrapper } = await mount(page(html`<section data-role-container="9" aria-label="Stray">Stray</section>`));
    assert.deepEqual(order(wrapper), ['0', '1', '6', '3', '4', '2', '5', '7', '9']);
    assert.include(shown(wrapper), '9');
  });

  it('a page with no container says so once', async () => {
    expectConsoleErrors('<ria-role-selector>: no content container found');
    const wrapper = await fixture(
      html`<div>
        <ria-role-selector></ria-role-selector>
        <p>No containers</p>
      </div>`,
    );
    const el = wrapper.querySelector('ria-role-selector')!;
    await waitUntil(() => shadow(el).queryByRole('combobox'), 'the selector renders');
  });
});
