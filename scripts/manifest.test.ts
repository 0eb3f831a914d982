// The files generated from the element definitions: each element's page joins its docs.md and its reference, and
// `npm run manifest:check` (staleFiles) fails on any page that no longer says what the definitions and prose give.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { attr } from '../runtime/attributes';
import { event } from '../runtime/element-context';
import type { ElementDefinition } from '../runtime/define-element';
import {
  buildElementTable,
  expectedFiles,
  markers,
  rebaseLinks,
  replaceBetween,
  staleFiles,
  writeFiles,
  type LoadedDefinition,
} from './manifest';

const definition = (tag: string, overrides: Partial<ElementDefinition> = {}): LoadedDefinition => ({
  path: `widgets/${tag}/element.ts`,
  definition: {
    tag,
    summary: `The ${tag} of the tests`,
    spec: 'site spec 9',
    description: `A ${tag} for the tests (site spec 9).`,
    attributes: {
      heading: attr.string({ default: 'Hello', description: 'The heading.' }),
    },
    events: { open: event<{ id: string }>('It opened.') },
    component: () => null,
    styles: '',
    errorName: 'Test',
    cssParts: { heading: 'The heading.' },
    ...overrides,
  } as ElementDefinition,
  details: { open: '{ id: string }' },
});

const region = (name: string) => {
  const { start, end } = markers(name);
  return `${start}\n${end}\n`;
};

let base: string;
const write = (path: string, text: string) => {
  mkdirSync(dirname(join(base, path)), { recursive: true });
  writeFileSync(join(base, path), text);
};
const read = (path: string) => readFileSync(join(base, path), 'utf8');

beforeEach(() => {
  base = mkdtempSync(join(tmpdir(), 'cm-manifest-'));
  write('README.md', `# Widgets\n\n## The elements\n\n${region('elements')}`);
  write('docs/configuration.md', `# Configuration\n\n${region('config-overrides')}`);
  write('docs/theming.md', `# Theming\n\n${region('tokens')}`);
  write(
    'widgets/demo-box/docs.md',
    '## Example\n\n```html\n<demo-box></demo-box>\n```\n\nSee [events](../../docs/events.md).\n',
  );
});
afterEach(() => rmSync(base, { recursive: true, force: true }));

const generate = (definitions = [definition('demo-box')]) =>
  expectedFiles(base, definitions, [{ name: '--cm-radius', description: 'Design token: radius.', default: '4px' }]);

describe('the element pages', () => {
  it("joins the element's description, spec sections, prose and reference, its links rewritten for docs/elements/", async () => {
    const page = (await generate()).get('docs/elements/demo-box.md')!;
    expect(page).toContain('# `<demo-box>`');
    expect(page).toContain('A demo-box for the tests (site spec 9).');
    expect(page).toContain('**Specification:** site spec 9.');
    expect(page).toContain('<demo-box></demo-box>');
    expect(page).toContain('See [events](../events.md).');
    expect(page).toMatch(/\| `data-heading` +\| `string` +\| `"Hello"` +\| The heading\. +\|/);
    expect(page).toContain('`demo-box-open`');
    expect(page.indexOf('## Example')).toBeLessThan(page.indexOf('## Reference'));
  });

  it('writes the table of elements into the README, and the tokens and overrides into their pages', async () => {
    const files = await generate();
    expect(files.get('README.md')).toMatch(
      /\| \[`<demo-box>`\]\(docs\/elements\/demo-box\.md\) +\| The demo-box of the tests +\| site spec 9 +\|/,
    );
    expect(files.get('docs/theming.md')).toMatch(/\| `--cm-radius` +\| `4px` +\|/);
    expect(files.get('docs/configuration.md')).toContain('`data-api-content`');
  });

  it('needs a docs.md, a summary and spec sections for every element', async () => {
    await expect(generate([definition('bare-box')])).rejects.toThrow('widgets/bare-box/docs.md');
    await expect(generate([definition('demo-box', { spec: undefined })])).rejects.toThrow('`spec`');
    expect(() => buildElementTable([definition('demo-box', { summary: '' })])).toThrow('`summary`');
  });
});

describe('npm run manifest:check', () => {
  it('finds nothing stale once the files are written', async () => {
    const files = await generate();
    writeFiles(base, files);
    expect(staleFiles(base, files)).toEqual([]);
  });

  it("finds an element page stale when it was edited, when the element's prose changed, or when it is missing", async () => {
    writeFiles(base, await generate());
    write('docs/elements/demo-box.md', read('docs/elements/demo-box.md').replace('The heading.', 'A heading.'));
    expect(staleFiles(base, await generate())).toEqual(['docs/elements/demo-box.md']);

    writeFiles(base, await generate());
    write('widgets/demo-box/docs.md', `${read('widgets/demo-box/docs.md')}\nIt also opens on Enter.\n`);
    expect(staleFiles(base, await generate())).toEqual(['docs/elements/demo-box.md']);

    writeFiles(base, await generate());
    rmSync(join(base, 'docs/elements/demo-box.md'));
    expect(staleFiles(base, await generate())).toEqual(['docs/elements/demo-box.md']);
  });

  it('finds the page of an element that is gone, and the README table that still lists it', async () => {
    write('widgets/old-box/docs.md', '## Example\n');
    writeFiles(base, await generate([definition('demo-box'), definition('old-box')]));
    const files = await generate();
    expect(staleFiles(base, files)).toEqual([
      'custom-elements.json',
      'types/elements.d.ts',
      'README.md',
      'docs/elements/old-box.md',
    ]);
    writeFiles(base, files);
    expect(staleFiles(base, files)).toEqual([]);
  });
});

describe('the parts of the generator', () => {
  it('rewrites relative links from the prose beside the code to the page, and leaves the others', () => {
    const prose =
      '[a](../../docs/events.md#typed) [b](model.ts) [c](../cart-order/) [d](#here) [e](https://example.com/x)';
    expect(rebaseLinks(prose, 'widgets/demo-box', 'docs/elements')).toBe(
      '[a](../events.md#typed) [b](../../widgets/demo-box/model.ts) [c](../../widgets/cart-order/) [d](#here) [e](https://example.com/x)',
    );
  });

  it('replaces what lies between the markers, and names the file that has none', () => {
    const { start, end } = markers('elements');
    expect(replaceBetween(`a\n${start}\nold\n${end}\nb`, 'elements', 'new', 'README.md')).toBe(
      `a\n${start}\n\nnew\n\n${end}\nb`,
    );
    expect(() => replaceBetween('a', 'elements', 'new', 'README.md')).toThrow('README.md needs the markers');
  });
});
