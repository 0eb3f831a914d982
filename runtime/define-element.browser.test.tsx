import { useEffect, useState } from 'react';
import {
  describe,
  it,
  assert,
  fixture,
  html,
  shadow,
  waitUntil,
  oneEvent,
  expectConsoleErrors,
  act,
} from '../tests/browser/helpers';
import { attr } from './attributes';
import { defineElement, event, useElement, type ElementDefinition, type FailureDetail } from './define-element';
import { Spinner } from './ui/Spinner';

const attributes = {
  label: attr.string({ default: 'Default label', description: 'Label.' }),
  count: attr.number({ default: 3, min: 1, integer: true, description: 'Count.' }),
  sticky: attr.boolean({ description: 'Sticky.' }),
};

const events = {
  press: event<{ clicks: number }>('Pressed.'),
  error: event<FailureDetail>('A call failed.'),
};

function Probe({ label, count, sticky }: { label: string; count: number; sticky: boolean }) {
  const { emit, config, reportFailure } = useElement<typeof events>();
  const [clicks, setClicks] = useState(0);
  if (label === 'explode') throw new Error('render failure');
  return (
    <div>
      <p data-testid="values">{`${label}|${count}|${sticky}|${config.brand}`}</p>
      <button
        type="button"
        onClick={() => {
          setClicks(clicks + 1);
          emit('press', { clicks: clicks + 1 });
        }}
      >
        Pressed {clicks}
      </button>
      <button type="button" onClick={() => reportFailure({ section: label, kind: 'http' }, true)}>
        Fail
      </button>
    </div>
  );
}

const definition = defineElement({
  tag: 'cm-test-probe',
  description: 'A probe element for the element contract tests.',
  attributes,
  events,
  failurePopup: { title: 'Error', text: 'Probe information is unavailable.' },
  component: Probe,
  styles: 'p { color: rgb(1, 2, 3); }',
  // A view of its own names its own block (site spec 8 names one per block): here, five of anything.
  errorName: (values) => (values.count === 5 ? 'ProbeOfFive' : 'Probe'),
});

const values = (el: Element) => shadow(el).getByTestId('values').textContent;

describe('defineElement: the element contract', () => {
  it('renders in an open shadow root with its styles adopted and the defaults applied', async () => {
    const el = await fixture(html`<cm-test-probe></cm-test-probe>`);
    await waitUntil(() => el.shadowRoot?.querySelector('p'), 'the element renders');
    assert.equal(values(el), 'Default label|3|false|Calder Meridian');
    const paragraph = el.shadowRoot?.querySelector('p') as HTMLElement;
    assert.equal(getComputedStyle(paragraph).color, 'rgb(1, 2, 3)');
    // Page CSS does not reach inside.
    assert.equal(el.shadowRoot?.adoptedStyleSheets.length, 3);
  });

  it('reads data-* attributes, presence booleans, and re-renders on change and removal', async () => {
    const el = await fixture(html`<cm-test-probe data-label="Funds" data-count="7" data-sticky></cm-test-probe>`);
    await waitUntil(() => values(el) === 'Funds|7|true|Calder Meridian', 'the attributes are read');
    await act(() => el.setAttribute('data-count', '9'));
    await waitUntil(() => values(el) === 'Funds|9|true|Calder Meridian', 'a changed attribute re-renders');
    await act(() => el.removeAttribute('data-sticky'));
    await act(() => el.removeAttribute('data-label'));
    await waitUntil(
      () => values(el) === 'Default label|9|false|Calder Meridian',
      'a removed attribute resets to its default',
    );
  });

  it('takes per-element configuration overrides', async () => {
    const el = await fixture(html`<cm-test-probe data-brand="Other Brand"></cm-test-probe>`);
    await waitUntil(() => values(el) === 'Default label|3|false|Other Brand', 'the brand override applies');
  });

  it('reports a bad attribute once, shows a notice outside production, and uses the default', async () => {
    const errors = expectConsoleErrors('data-count="many" is not allowed');
    const el = await fixture(html`<cm-test-probe data-count="many" data-environment="staging"></cm-test-probe>`);
    await waitUntil(() => values(el) === 'Default label|3|false|Calder Meridian', 'the default is used');
    const message =
      '<cm-test-probe>: data-count="many" is not allowed; expected a whole number at least 1. Until it is fixed, using the default 3.';
    assert.deepEqual(errors.messages, [message]);
    assert.equal(shadow(el).getByRole('note').textContent, message);
    await act(() => el.setAttribute('data-label', 'Other'));
    await waitUntil(() => values(el)?.startsWith('Other'), 're-rendered');
    assert.equal(errors.messages.length, 1, 'the same bad value is reported once');
  });

  it('emits <tag>-<verb> events that bubble out of the shadow root', async () => {
    const el = await fixture(html`<cm-test-probe></cm-test-probe>`);
    await waitUntil(() => el.shadowRoot?.querySelector('button'), 'the element renders');
    const pressed = oneEvent<CustomEvent>(document, 'cm-test-probe-press');
    shadow(el).getByRole('button', { name: 'Pressed 0' }).click();
    const event = await pressed;
    assert.ok(event.bubbles && event.composed);
    assert.equal(event.target, el);
    assert.deepEqual(event.detail, { clicks: 1 });
  });

  it('keeps a render failure inside the element: the spec text outside production, other elements unaffected', async () => {
    // React reports the error it caught, and the element's boundary names the element and the block.
    const errors = expectConsoleErrors(
      'Error: render failure The above error occurred in the <Probe> component.',
      '<cm-test-probe>: Error in Probe component Error: render failure',
      '<cm-test-probe>: Error in ProbeOfFive component Error: render failure',
    );
    const container = await fixture(html`
      <div>
        <cm-test-probe data-label="explode" data-count="5" data-environment="demo"></cm-test-probe>
        <cm-test-probe data-label="explode" data-environment="demo"></cm-test-probe>
        <cm-test-probe data-label="explode" data-environment="production"></cm-test-probe>
        <cm-test-probe data-label="Still fine"></cm-test-probe>
      </div>
    `);
    const [view, broken, brokenInProduction, fine] = [...container.querySelectorAll('cm-test-probe')] as HTMLElement[];
    await waitUntil(() => fine && values(fine)?.startsWith('Still fine'), 'the healthy element renders');
    await waitUntil(() => broken && shadow(broken).queryByRole('alert'), 'the failure text renders');
    assert.equal(shadow(broken!).getByRole('alert').textContent, 'Error in Probe component');
    await waitUntil(() => view && shadow(view).queryByRole('alert'), "the view's failure text renders");
    assert.equal(shadow(view!).getByRole('alert').textContent, 'Error in ProbeOfFive component');
    assert.equal(brokenInProduction!.shadowRoot?.textContent, '');
    assert.ok(errors.messages.some((message) => message.includes('<cm-test-probe>: Error in Probe component')));
  });

  it('defining the same tag twice keeps the first definition and warns', async () => {
    const warnings: unknown[] = [];
    const original = console.warn;
    console.warn = (...args: unknown[]) => warnings.push(args.join(' '));
    try {
      const again = defineElement({ ...(definition as unknown as ElementDefinition), description: 'A second copy.' });
      assert.equal(again.description, 'A second copy.');
      assert.equal((customElements.get('cm-test-probe') as unknown as { definition: unknown }).definition, definition);
      assert.deepEqual(warnings, [
        '<cm-test-probe> is already defined by another copy of the widget library; keeping the first.',
      ]);
    } finally {
      console.warn = original;
    }
  });

  it('keeps its state across a DOM move and unmounts when removed', async () => {
    const el = await fixture(html`<cm-test-probe></cm-test-probe>`);
    await waitUntil(() => el.shadowRoot?.querySelector('button'), 'the element renders');
    shadow(el).getByRole('button', { name: 'Pressed 0' }).click();
    await waitUntil(() => shadow(el).queryByRole('button', { name: 'Pressed 1' }), 'the click counts');
    const elsewhere = document.createElement('div');
    document.body.append(elsewhere);
    // act() runs the deferred unmount check (a microtask) and flushes any render it would cause.
    await act(() => elsewhere.append(el));
    assert.ok(shadow(el).queryByRole('button', { name: 'Pressed 1' }));
    el.remove();
    await waitUntil(() => el.shadowRoot?.childElementCount === 0, 'the React root unmounts');
    elsewhere.remove();
  });

  it('several elements failing together open one popup; closing it frees it, and each failure is reported', async () => {
    const container = await fixture(html`
      <div>
        <cm-test-probe data-label="First"></cm-test-probe>
        <cm-test-probe data-label="Second"></cm-test-probe>
      </div>
    `);
    const [first, second] = [...container.querySelectorAll('cm-test-probe')] as HTMLElement[];
    await waitUntil(() => first?.shadowRoot?.querySelector('button') && second?.shadowRoot?.querySelector('button'));
    const reported: FailureDetail[] = [];
    const onError = (event: Event) => reported.push((event as CustomEvent<FailureDetail>).detail);
    document.addEventListener('cm-test-probe-error', onError);
    try {
      shadow(first!).getByRole('button', { name: 'Fail' }).click();
      shadow(second!).getByRole('button', { name: 'Fail' }).click();
      const dialog = await waitUntil(() => shadow(first!).queryByRole('dialog'), 'the first failure opens the popup');
      assert.equal(dialog.textContent?.includes('Probe information is unavailable.'), true);
      // Both elements have rendered after the two clicks: the second one shows no popup of its own.
      await waitUntil(() => reported.length === 2, 'both failures are reported');
      assert.equal(shadow(second!).queryByRole('dialog'), null);
      assert.equal(document.querySelectorAll('cm-test-probe').length, 2);
      assert.deepEqual(reported, [
        { section: 'First', kind: 'http' },
        { section: 'Second', kind: 'http' },
      ]);
      shadow(first!).getByRole('button', { name: 'Close' }).click();
      // The dialog's close event (a task after close()) frees the popup: the dialog leaves the shadow root.
      await waitUntil(() => !first!.shadowRoot!.querySelector('dialog'), 'the popup closes and is removed');
      shadow(second!).getByRole('button', { name: 'Fail' }).click();
      await waitUntil(() => shadow(second!).queryByRole('dialog'), 'a later failure opens it again');
    } finally {
      document.removeEventListener('cm-test-probe-error', onError);
    }
  });
});

/** An element whose content arrives when the test says so: a spinner until then, then one short line. */
let arrive: (() => void) | undefined;
function Slow() {
  const [stage, setStage] = useState<'loading' | 'section' | 'in'>('loading');
  useEffect(() => {
    arrive = () => setStage((current) => (current === 'loading' ? 'section' : 'in'));
  }, []);
  if (stage === 'loading') return <Spinner />;
  // A section's own spinner replacing the element's in one commit (another element, so one unmounts as the other
  // mounts) keeps the reserve.
  if (stage === 'section')
    return (
      <section>
        <Spinner text="Loading the section..." />
      </section>
    );
  return <p>One short line</p>;
}
defineElement({
  tag: 'cm-test-slow',
  description: 'An element whose content arrives late.',
  attributes: {},
  events: {},
  component: Slow,
  styles: '',
  errorName: 'Slow',
});

describe('defineElement: the page reserve (docs/loading-and-layout-shift.md)', () => {
  it('holds the reserve while the first content loads and ends it once the content is in', async () => {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(
      'cm-test-slow { display: block; --cm-reserve-height: 400px } cm-test-slow:state(loading) { min-block-size: var(--cm-reserve-height) }',
    );
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
    try {
      arrive = undefined;
      const el = await fixture<HTMLElement>(html`<cm-test-slow></cm-test-slow>`);
      await waitUntil(() => shadow(el).queryByText('Loading...') && arrive, 'the spinner');
      assert.equal(el.getBoundingClientRect().height, 400);
      await act(() => arrive!());
      await waitUntil(() => shadow(el).queryByText('Loading the section...'), "the section's spinner");
      assert.equal(el.getBoundingClientRect().height, 400);
      await act(() => arrive!());
      await waitUntil(() => shadow(el).queryByText('One short line'), 'the content');
      // The content is in: the element is as tall as its line, with no blank reserve under it.
      await waitUntil(() => el.getBoundingClientRect().height < 100, 'the reserve ends');
      assert.isFalse(el.matches(':state(loading)'));
    } finally {
      document.adoptedStyleSheets = document.adoptedStyleSheets.filter((s) => s !== sheet);
    }
  });
});
