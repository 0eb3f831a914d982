// Every relative link of the documentation leads somewhere: README.md, CONTRIBUTING.md, docs/ and the elements'
// docs.md (whose links npm run manifest rewrites for the element pages). A link to a file must name one that
// exists; a link to a heading of a Markdown file (`#the-journeys`) must name a heading it has.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '..');

function markdownFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return markdownFiles(path);
    return name.endsWith('.md') ? [path] : [];
  });
}

const documents = [
  join(root, 'README.md'),
  join(root, 'CONTRIBUTING.md'),
  ...markdownFiles(join(root, 'docs')),
  ...readdirSync(join(root, 'widgets'))
    .map((tag) => join(root, 'widgets', tag, 'docs.md'))
    .filter((path) => existsSync(path)),
];

/** The text outside fenced code blocks and inline code, where a link is a link. */
function prose(markdown: string): string {
  return markdown.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, '').replace(/`[^`\n]*`/g, '');
}

/** The targets of the Markdown links and images, and of the HTML `href` and `src` attributes, of a text. */
function linkTargets(markdown: string): string[] {
  const text = prose(markdown);
  const markdownLinks = [...text.matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)].map((match) => match[1]!);
  const htmlLinks = [...text.matchAll(/\s(?:href|src)="([^"]+)"/g)].map((match) => match[1]!);
  return [...markdownLinks, ...htmlLinks];
}

/** GitHub's anchor of a heading: lower case, punctuation dropped, spaces as hyphens. */
function slug(heading: string): string {
  return heading
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .trim()
    .replace(/\s/g, '-');
}

/** The anchors of a Markdown text's headings; a repeated heading gets -1, -2 ..., as GitHub numbers them. */
function anchors(markdown: string): Set<string> {
  const seen = new Map<string, number>();
  const result = new Set<string>();
  for (const match of markdown
    .replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, '')
    .matchAll(/^#{1,6}\s+(.+?)\s*#*$/gm)) {
    const base = slug(match[1]!);
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    result.add(count ? `${base}-${count}` : base);
  }
  return result;
}

/** What is wrong with one link of `file`, or undefined when it leads somewhere. */
function brokenLink(file: string, target: string): string | undefined {
  if (/^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith('//')) return undefined;
  const [path = '', hash] = target.split('#');
  const destination = path ? resolve(dirname(file), decodeURIComponent(path)) : file;
  if (!destination.startsWith(root)) return `${target} leads out of the project`;
  if (!existsSync(destination)) return `${target}: no such file`;
  if (hash && destination.endsWith('.md') && !anchors(readFileSync(destination, 'utf8')).has(hash))
    return `${target}: ${relative(root, destination)} has no heading #${hash}`;
  return undefined;
}

describe('the links of the documentation', () => {
  it('finds links in prose, not in code', () => {
    const text =
      'See [a](a.md) and ![b](img/b.png).\n\n```html\n<a href="x.md">[c](c.md)</a>\n```\n\n`[d](d.md)` <img src="e.png">';
    expect(linkTargets(text)).toEqual(['a.md', 'img/b.png', 'e.png']);
  });

  it("makes a heading's anchor as GitHub does", () => {
    expect(slug('`<cart-order>`')).toBe('cart-order');
    expect(slug('5. The fixture backend and a demo page')).toBe('5-the-fixture-backend-and-a-demo-page');
    expect(slug('Configuration overrides (every element)')).toBe('configuration-overrides-every-element');
    expect(slug('Every row in the DOM, laid out only near the view')).toBe(
      'every-row-in-the-dom-laid-out-only-near-the-view',
    );
    expect([...anchors('# Demo\n\n## Demo\n\n```md\n# not a heading\n```\n')]).toEqual(['demo', 'demo-1']);
  });

  it.each(documents.map((file) => [relative(root, file), file]))('every relative link of %s resolves', (_, file) => {
    const broken = linkTargets(readFileSync(file, 'utf8'))
      .map((target) => brokenLink(file, target))
      .filter(Boolean);
    expect(broken).toEqual([]);
  });

  it('the README links every element page, and every element has one', () => {
    const tags = readdirSync(join(root, 'widgets')).filter((tag) =>
      existsSync(join(root, 'widgets', tag, 'element.ts')),
    );
    const readme = linkTargets(readFileSync(join(root, 'README.md'), 'utf8'));
    for (const tag of tags) {
      expect(readme).toContain(`docs/elements/${tag}.md`);
      expect(existsSync(join(root, 'widgets', tag, 'docs.md')), `widgets/${tag}/docs.md`).toBe(true);
    }
  });
});
