import { describe, expect, it } from 'vitest';
import { cmsText, decodeEntities } from './cms-text';

describe('decodeEntities (site spec 5: "HTML entities in result text are decoded for display")', () => {
  it('decodes named, decimal and hexadecimal references once', () => {
    expect(decodeEntities('Q&amp;A: investor&#8217;s guide &ndash; 2025&#x2019;s &ldquo;view&rdquo;')).toBe(
      'Q&A: investor\u2019s guide \u2013 2025\u2019s \u201cview\u201d',
    );
    expect(decodeEntities('&amp;lt;b&amp;gt;')).toBe('&lt;b&gt;');
  });

  it('gives markup back as text, never as HTML', () => {
    expect(decodeEntities('&lt;img src=x onerror=alert(1)&gt;')).toBe('<img src=x onerror=alert(1)>');
  });

  it('leaves unknown references, bare ampersands and out-of-range code points harmless', () => {
    expect(decodeEntities('AT&T &unknown; &#0; &#x110000; &#xD800;')).toBe('AT&T &unknown; \ufffd \ufffd \ufffd');
  });
});

describe('cmsText: CMS text as written, shown as text', () => {
  it.each([
    ['Risk &amp; reward', 'Risk & reward'],
    ['The &quot;late-cycle&quot; checklist', 'The "late-cycle" checklist'],
    ['Investor&rsquo;s guide', 'Investor\u2019s guide'],
    ['A summary with <b>bold</b> markup and an &quot;entity&quot;.', 'A summary with bold markup and an "entity".'],
    ['<p>One.</p><p>Two.</p>', 'One. Two.'],
    ['Line<br>break<br/>s', 'Line break s'],
    ['  spaced \n\t out  ', 'spaced out'],
    ['Fund&nbsp;A', 'Fund\u00a0A'],
    ['Plain&nbsp;&nbsp;title\n', 'Plain title'],
    ['Calder Meridian&reg; Income', 'Calder Meridian\u00ae Income'],
  ])('%j reads %j', (field, text) => {
    expect(cmsText(field)).toBe(text);
  });

  it('keeps what the CMS encoded as characters: "&lt;em&gt;" is the text <em>, not markup', () => {
    expect(cmsText('Entities &amp; markup: &lt;em&gt;escaped&lt;/em&gt; text')).toBe(
      'Entities & markup: <em>escaped</em> text',
    );
  });

  it('drops hostile markup and the content of scripts and styles', () => {
    expect(cmsText('Markup in a title <img src=x onerror="window.cmXss=(window.cmXss||0)+1">')).toBe(
      'Markup in a title',
    );
    expect(cmsText('<script>window.cmXss=1</script>A summary')).toBe('A summary');
    expect(cmsText('<style>body{display:none}</style>Styled')).toBe('Styled');
    expect(cmsText('<b onmouseover="a>b">Sample</b> Author')).toBe('Sample Author');
    expect(cmsText('Open <!-- a comment <b> --> text')).toBe('Open text');
    expect(cmsText('<svg onload=alert(3)><title>x</title></svg>Account')).toBe('Account');
  });

  it('leaves a "<" that starts no tag as it is', () => {
    expect(cmsText('Yields < 2% and a <b')).toBe('Yields < 2% and a <b');
  });

  it('gives "" for a missing field', () => {
    expect(cmsText(undefined)).toBe('');
    expect(cmsText(null)).toBe('');
    expect(cmsText('')).toBe('');
    expect(cmsText('<p> </p>')).toBe('');
  });
});
