// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { attr, attributeName, describeIssue, optionalOneOf, readAttributes } from './attributes';
import { resetPageConfig } from './config';
import { configAttributes } from './config-attributes';

const map = {
  expiryDays: attr.number({ default: 30, min: 0, exclusiveMin: true, unit: 'days', description: 'Days.' }),
  sticky: attr.boolean({ description: 'Sticky.' }),
  variant: attr.oneOf(['general', 'institutional'], { default: 'general', description: 'Variant.' }),
  heading: attr.string({ default: 'Important Information', description: 'Heading.' }),
};

function read(attributes: Record<string, string>) {
  return readAttributes(map, (name) => attributes[name] ?? null);
}

describe('data-* attributes', () => {
  it('names attributes after the prop in kebab case', () => {
    expect(attributeName('expiryDays')).toBe('data-expiry-days');
    expect(attributeName('product')).toBe('data-product');
  });

  it('uses the defaults when attributes are absent or empty', () => {
    expect(read({}).values).toEqual({
      expiryDays: 30,
      sticky: false,
      variant: 'general',
      heading: 'Important Information',
    });
    expect(read({ 'data-expiry-days': '', 'data-variant': '  ' }).issues).toEqual([]);
  });

  it('parses numbers, presence booleans and words', () => {
    const { values, issues } = read({
      'data-expiry-days': '7',
      'data-sticky': '',
      'data-variant': 'institutional',
      'data-heading': 'Read first',
    });
    expect(issues).toEqual([]);
    expect(values).toEqual({ expiryDays: 7, sticky: true, variant: 'institutional', heading: 'Read first' });
    expect(read({ 'data-sticky': 'false' }).values.sticky).toBe(false);
    expect(read({ 'data-sticky': 'data-sticky' }).issues).toHaveLength(1);
  });

  it('falls back to the default and reports a bad value with what is allowed', () => {
    const { values, issues } = read({ 'data-expiry-days': 'soon', 'data-variant': 'retail' });
    expect(values.expiryDays).toBe(30);
    expect(values.variant).toBe('general');
    expect(issues.map((issue) => describeIssue('disclaimer-modal', issue))).toEqual([
      '<disclaimer-modal>: data-expiry-days="soon" is not allowed; expected a number of days greater than 0. Until it is fixed, using the default 30.',
      '<disclaimer-modal>: data-variant="retail" is not allowed; expected one of "general", "institutional". Until it is fixed, using the default "general".',
    ]);
  });

  it('rejects numbers outside their bounds and non-decimal notation', () => {
    expect(read({ 'data-expiry-days': '0' }).issues).toHaveLength(1);
    expect(read({ 'data-expiry-days': '-3' }).issues).toHaveLength(1);
    expect(read({ 'data-expiry-days': '1e3' }).issues).toHaveLength(1);
    expect(read({ 'data-expiry-days': '0.5' }).values.expiryDays).toBe(0.5);
  });

  it('reads "true" and "false" in any case and with spaces, and reports any other boolean value', () => {
    expect(read({ 'data-sticky': ' TRUE ' })).toEqual({
      values: expect.objectContaining({ sticky: true }),
      issues: [],
    });
    expect(read({ 'data-sticky': 'False' })).toEqual({
      values: expect.objectContaining({ sticky: false }),
      issues: [],
    });
    expect(read({ 'data-sticky': 'yes' }).issues.map((issue) => issue.attribute)).toEqual(['data-sticky']);
  });

  it('reads numbers of several digits and decimals, around spaces, and words around spaces', () => {
    expect(read({ 'data-expiry-days': ' 12 ', 'data-variant': ' institutional ' })).toEqual({
      values: expect.objectContaining({ expiryDays: 12, variant: 'institutional' }),
      issues: [],
    });
    expect(read({ 'data-expiry-days': '2.25' }).values.expiryDays).toBe(2.25);
    expect(read({ 'data-expiry-days': '2.' }).issues).toHaveLength(1);
  });

  it('describes optional attributes: what they accept, and that a bad value is ignored', () => {
    const optional = {
      documentId: attr.optionalString({ description: 'Id.', pattern: /^[\w-]+$/, allowed: 'a document id' }),
      note: attr.optionalString({ description: 'Note.' }),
      tab: optionalOneOf(['performance', 'ratings'], { description: 'Tab.' }),
    };
    expect(optional.note.allowed).toBe('any text');
    expect(optional.tab.type).toBe('"performance" | "ratings"');
    const { values, issues } = readAttributes(optional, (name) =>
      name === 'data-document-id' ? 'a b' : name === 'data-tab' ? 'prices' : name === 'data-note' ? 'Read' : null,
    );
    expect(values).toEqual({ documentId: undefined, note: 'Read', tab: undefined });
    expect(issues.map((issue) => describeIssue('x-y', issue))).toEqual([
      '<x-y>: data-document-id="a b" is not allowed; expected a document id. Until it is fixed, the attribute is ignored.',
      '<x-y>: data-tab="prices" is not allowed; expected one of "performance", "ratings". Until it is fixed, the attribute is ignored.',
    ]);
  });

  it('names whole numbers, units and both bounds in what a number accepts', () => {
    const count = attr.number({ default: 3, min: 1, max: 9, integer: true, unit: 'rows', description: 'Rows.' });
    expect(count.allowed).toBe('a whole number of rows at least 1 and at most 9');
    expect(count.parse('4.5')).toEqual({ ok: false });
    expect(count.parse('9')).toEqual({ ok: true, value: 9 });
  });
});

describe('attr.siteUrl', () => {
  const def = attr.siteUrl({ description: 'Where a choice leads.' });

  it('takes a path or a URL of this site', () => {
    expect(def.parse('/investor-redirect')).toEqual({ ok: true, value: '/investor-redirect' });
    expect(def.parse(`${location.origin}/a?b=1`)).toEqual({ ok: true, value: `${location.origin}/a?b=1` });
    expect(def.parse(null)).toEqual({ ok: true, value: undefined });
    expect(def.parse(' ')).toEqual({ ok: true, value: undefined });
  });

  it('takes a path written with spaces around it as the path', () => {
    expect(def.parse('  /investor-redirect ')).toEqual({ ok: true, value: '/investor-redirect' });
  });

  it.each(['//evil.example/', '/\\evil.example/', 'https://evil.example/', 'javascript:alert(1)'])(
    'refuses %j',
    (value) => {
      expect(def.parse(value)).toEqual({ ok: false });
    },
  );
});

describe('attr.link: where a template sends the visitor, or an image (issue: hostile pages)', () => {
  const def = attr.link({ default: '/register', description: 'Where Register Now leads.' });
  const configured = (block: object) => {
    const script = document.createElement('script');
    script.type = 'application/json';
    script.dataset.cmConfig = '';
    script.textContent = JSON.stringify(block);
    document.head.append(script);
    resetPageConfig();
    return () => {
      script.remove();
      resetPageConfig();
    };
  };

  it('takes a path, a URL of this site, and mailto:', () => {
    expect(def.parse('/register?x=1')).toEqual({ ok: true, value: '/register?x=1' });
    expect(def.parse(`${location.origin}/a`)).toEqual({ ok: true, value: `${location.origin}/a` });
    expect(def.parse('mailto:literature@caldermeridian.example')).toEqual({
      ok: true,
      value: 'mailto:literature@caldermeridian.example',
    });
    expect(def.parse(null)).toEqual({ ok: true, value: '/register' });
  });

  it('takes a link written with spaces around it as the link; one of spaces only is the default', () => {
    expect(def.parse(' /register?x=1  ')).toEqual({ ok: true, value: '/register?x=1' });
    expect(def.parse('   ')).toEqual({ ok: true, value: '/register' });
    expect(def.parse('')).toEqual({ ok: true, value: '/register' });
  });

  it.each([
    '//evil.example/x',
    '/\\evil.example/x',
    '\\\\evil.example/x',
    'https://evil.example/x',
    'javascript:alert(1)',
    'data:text/html,x',
  ])('refuses %j, naming what is allowed', (value) => {
    expect(def.parse(value)).toEqual({ ok: false });
    expect(def.allowed).toContain('allowedOrigins');
  });

  it('takes another site the page configuration allows', () => {
    const undo = configured({ allowedOrigins: ['https://accounts.example.com/'] });
    try {
      expect(def.parse('https://accounts.example.com/login')).toEqual({
        ok: true,
        value: 'https://accounts.example.com/login',
      });
      expect(def.parse('https://evil.example/login')).toEqual({ ok: false });
    } finally {
      undo();
    }
  });
});

describe('data-api-* service bases', () => {
  it('are left to the page configuration when absent, empty or spaces only', () => {
    for (const raw of [null, '', '   ']) {
      expect(configAttributes.apiSearch.parse(raw)).toEqual({ ok: true, value: undefined });
    }
  });

  it('take a path, this site, or a service base of the page configuration; no other host', () => {
    const script = document.createElement('script');
    script.type = 'application/json';
    script.dataset.cmConfig = '';
    script.textContent = JSON.stringify({ api: { products: 'https://services.example.com' } });
    document.head.append(script);
    resetPageConfig();
    try {
      expect(configAttributes.apiAuth.parse('/gateway')).toEqual({ ok: true, value: '/gateway' });
      expect(configAttributes.apiAuth.parse('https://services.example.com/v2')).toEqual({
        ok: true,
        value: 'https://services.example.com/v2',
      });
      expect(configAttributes.apiAuth.parse('https://evil.example')).toEqual({ ok: false });
      expect(configAttributes.apiContent.parse('//evil.example/resourceapi')).toEqual({ ok: false });
      expect(configAttributes.apiAuth.parse('  /gateway ')).toEqual({ ok: true, value: '/gateway' });
    } finally {
      script.remove();
      resetPageConfig();
    }
  });
});
