import { describe, expect, it } from 'vitest';
import { isPdfLink, isSecureDocument, siteDocumentLink } from './links';

const INVESTOR = { audience: 'investor' as const, siteBase: '/investor', binariesBase: '/binaries' };

describe('PDF links (products spec 2.1)', () => {
  it('counts a link containing .pdf, or one on the prospectus-hosting service, as a PDF', () => {
    expect(isPdfLink('/binaries/content/assets/cm/a.PDF')).toBe(true);
    expect(isPdfLink('https://docs.prospectus.example/cm/123/SP', 'https://docs.prospectus.example/cm')).toBe(true);
    expect(isPdfLink('/resources/literature/overview')).toBe(false);
  });
});

describe('investor link prefix (products spec 2.1, 6)', () => {
  it('prefixes relative document links with /investor on the investor site', () => {
    expect(siteDocumentLink('/resources/literature/guide', INVESTOR)).toBe('/investor/resources/literature/guide');
  });

  it('leaves PDFs, binaries, absolute addresses and links already prefixed as they are', () => {
    for (const url of [
      '/binaries/content/assets/cm/guide.docx',
      '/resources/literature/guide.pdf',
      'https://example.com/guide',
      '//cdn.example/guide',
      '/investor/resources/guide',
      '',
    ])
      expect(siteDocumentLink(url, INVESTOR)).toBe(url);
  });

  it('changes nothing on the advisor site', () => {
    expect(siteDocumentLink('/resources/literature/guide', { ...INVESTOR, audience: 'advisor', siteBase: '' })).toBe(
      '/resources/literature/guide',
    );
  });
});

describe('secure documents (products spec 3)', () => {
  it('counts a url containing /secure/ as secure', () => {
    expect(isSecureDocument('/binaries/content/assets/cm/literature/secure/attr.pdf')).toBe(true);
    expect(isSecureDocument('/binaries/content/assets/cm/literature/insecure-notes.pdf')).toBe(false);
  });
});
