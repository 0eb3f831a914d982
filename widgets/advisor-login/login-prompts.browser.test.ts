import {
  afterEach,
  assert,
  beforeEach,
  describe,
  expectConsoleErrors,
  expectNoAxeViolations,
  html,
  it,
} from '../../tests/browser/helpers';
import { clearRequestCache } from '../../runtime/http';
import { arriveSignedOut, leave, mount, setFault, until } from './browser-fixtures';
import { arriveAt } from './register/browser-fixtures';

const prompts = () => mount(html`<advisor-login data-view="login-prompts"></advisor-login>`, '.login-prompts');

describe('<advisor-login data-view="login-prompts"> (accounts spec 2.6)', () => {
  beforeEach(() => {
    arriveSignedOut();
    setFault(null);
    clearRequestCache();
    arriveAt('/investor/login');
  });
  afterEach(() => {
    setFault(null);
    leave();
  });

  it('"Log in to your accounts" and the tiles in the order of cti:meta, each "Log In" in a new tab', async () => {
    const mounted = await prompts();
    const ui = mounted.ui();
    assert.ok(ui.getByRole('heading', { level: 2, name: 'Log in to your accounts' }));
    await until(() => ui.queryAllByRole('listitem').length === 3, 'the tiles');
    assert.deepEqual(
      ui.getAllByRole('heading', { level: 3 }).map((title) => title.textContent),
      ['Mutual fund accounts', '529 plan accounts', 'Retirement plan accounts'],
    );
    assert.ok(ui.getByText('Accounts held directly with Calder Meridian'));
    const links = ui.getAllByRole('link');
    assert.deepEqual(
      links.map((link) => [link.textContent, link.getAttribute('target'), link.getAttribute('rel')]),
      [
        ['Log In to Mutual fund accounts (opens in a new tab)', '_blank', 'noopener'],
        ['Log In to 529 plan accounts (opens in a new tab)', '_blank', 'noopener'],
        ['Log In to Retirement plan accounts (opens in a new tab)', '_blank', 'noopener'],
      ],
    );
    assert.equal(links[0]!.getAttribute('href'), '/investor/account-login?account=funds');
    await expectNoAxeViolations(mounted.el);
  });

  it('a failed scope: logged, a notice with Retry, which brings the tiles', async () => {
    const errors = expectConsoleErrors(/ERROR RETRIEVING DATA 500/);
    setFault('500@/investor/resourceapi');
    const mounted = await prompts();
    const notice = await until(() => mounted.ui().queryByRole('alert'), 'the notice');
    assert.match(notice.textContent ?? '', /The account logins could not be loaded\./);
    await expectNoAxeViolations(mounted.el);
    setFault(null);
    mounted.ui().getByRole('button', { name: 'Retry' }).click();
    await until(() => mounted.ui().queryAllByRole('listitem').length === 3, 'the tiles');
    assert.equal(errors.messages.length, 1);
  });

  it('hostile content: a script link goes nowhere, markup in a title is text', async () => {
    const mounted = await mount(
      html`<advisor-login
        data-view="login-prompts"
        data-prompts-scope="/content/documents/cm-samples/login-prompts-unsafe"
      ></advisor-login>`,
      '.login-prompts',
    );
    await until(() => mounted.ui().queryAllByRole('link').length === 2, 'the tiles');
    const [script, markup] = mounted.ui().getAllByRole('link');
    assert.equal(script!.getAttribute('href'), 'about:blank');
    assert.ok(mounted.ui().getByRole('heading', { name: '<img src=x onerror=alert(1)>Markup title' }));
    assert.isNull(mounted.el.shadowRoot!.querySelector('img'));
    // Another host's login is a link the visitor may follow, in a new tab without access to this page.
    assert.equal(markup!.getAttribute('rel'), 'noopener');
  });
});
