// The loader watches an element's shadow root for library elements only when its definition lists them in
// `composes` (runtime/define-element.tsx). An element that renders another library element without listing it
// would leave that element undefined on a page that has no other instance of it; a stale entry would watch a shadow
// root for nothing. Both fail here.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '..');
const widgets = join(root, 'widgets');
const tags = readdirSync(widgets).filter((name) => statSync(join(widgets, name)).isDirectory());

/** Every source file of a widget, its tests left out. */
function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

/** The library tags a widget's code creates: `createElement('<tag>', ...)` or a JSX `<tag ...>`. */
function rendered(tag: string): string[] {
  const code = sources(join(widgets, tag))
    .map((path) => readFileSync(path, 'utf8'))
    .join('\n');
  const markup = withoutStrings(withoutComments(code));
  return tags.filter(
    (other) =>
      other !== tag &&
      (new RegExp(`createElement\\(\\s*['"]${other}['"]`).test(code) ||
        new RegExp(`(^|[\\s({>])<${other}(?=[\\s/>])`, 'm').test(markup)),
  );
}

/** The code without its comments, which name other elements in prose ("the page's <subscription-modal>"). */
function withoutComments(code: string): string {
  return code.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`\\])\/\/.*$/gm, '$1');
}

/** The code without its string literals (descriptions and messages name elements too). */
function withoutStrings(code: string): string {
  return code.replace(/'(?:\\.|[^'\\\n])*'|"(?:\\.|[^"\\\n])*"|`(?:\\.|[^`\\])*`/g, "''");
}

/** The tags a widget's definition lists in `composes`. */
function declared(tag: string): string[] {
  const text = readFileSync(join(widgets, tag, 'element.ts'), 'utf8');
  const list = /composes:\s*\[([^\]]*)\]/.exec(text)?.[1] ?? '';
  return [...list.matchAll(/'([a-z-]+)'/g)].map((match) => match[1]!);
}

describe('composed elements', () => {
  it('finds the widgets', () => {
    expect(tags).toContain('fund-table');
    expect(tags).toContain('category-subscription-button');
  });

  it.each(tags)('<%s> lists exactly the library elements it renders in its shadow root', (tag) => {
    expect(declared(tag).sort()).toEqual(rendered(tag).sort());
  });

  it('sees the subscribe buttons the literature elements render', () => {
    expect(rendered('literature-library')).toEqual(['category-subscription-button']);
    expect(rendered('literature-subscriptions')).toEqual(['category-subscription-button']);
    expect(rendered('fund-table')).toEqual([]);
  });
});
