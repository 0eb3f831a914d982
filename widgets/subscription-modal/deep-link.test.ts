import { describe, expect, it } from 'vitest';
import { hasOpenQuery, parseOpenQuery, withoutOpenQuery } from './deep-link';
import { attributes } from './element';

describe('the deep link (accounts spec 2.8)', () => {
  it('reads the configured query string as a name, with or without a value', () => {
    expect(parseOpenQuery('subscribe=blog')).toEqual({ name: 'subscribe', value: 'blog' });
    expect(parseOpenQuery('?subscribe')).toEqual({ name: 'subscribe', value: undefined });
    expect(parseOpenQuery('  ?subscribe=blog ')).toEqual({ name: 'subscribe', value: 'blog' });
    expect(parseOpenQuery('subscribe=a&b')).toEqual({ name: 'subscribe', value: 'a&b' });
    expect(parseOpenQuery(' ')).toBeUndefined();
  });

  it('a configured "%" or a broken escape reads as written, never throwing, and the attribute refuses it', () => {
    expect(parseOpenQuery('%')).toEqual({ name: '%', value: undefined });
    expect(parseOpenQuery('subscribe=100%')).toEqual({ name: 'subscribe', value: '100%' });
    expect(attributes.openWithQuery.parse('%')).toEqual({ ok: false });
    expect(attributes.openWithQuery.parse('subscribe=blog%20posts')).toEqual({
      ok: true,
      value: 'subscribe=blog%20posts',
    });
  });

  it('opens when the query holds the parameter (with its value when one is configured)', () => {
    expect(hasOpenQuery('https://site.example/insights?x=1&subscribe=blog', 'subscribe=blog')).toBe(true);
    expect(hasOpenQuery('https://site.example/insights?subscribe=other', 'subscribe=blog')).toBe(false);
    expect(hasOpenQuery('/insights?subscribe', 'subscribe')).toBe(true);
    expect(hasOpenQuery('/insights?unsubscribe=blog', 'subscribe')).toBe(false);
  });

  it('strips only that parameter, keeping the rest of the address', () => {
    expect(withoutOpenQuery('https://site.example/insights?x=1&subscribe=blog#top', 'subscribe=blog')).toBe(
      'https://site.example/insights?x=1#top',
    );
    expect(withoutOpenQuery('/insights?subscribe=blog', 'subscribe=blog')).toBe('/insights');
  });
});
