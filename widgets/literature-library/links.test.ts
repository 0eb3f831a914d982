import { describe, expect, it } from 'vitest';
import { documentHref, isPdfLink, isSecureDocument, showsLockedMark, siteDocumentLink } from './links';

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

describe('secure documents (products spec 2.15, 6; accounts spec 2.7)', () => {
  it('counts a url containing /secure/ as secure', () => {
    expect(isSecureDocument('/binaries/content/assets/cm/literature/secure/attr.pdf')).toBe(true);
    expect(isSecureDocument('/binaries/content/assets/cm/literature/insecure-notes.pdf')).toBe(false);
  });

  it('shows the locked mark on the advisor site only', () => {
    expect(showsLockedMark({ secure: true }, 'advisor')).toBe(true);
    expect(showsLockedMark({ secure: true }, 'investor')).toBe(false);
    expect(showsLockedMark({ secure: true }, 'institutional')).toBe(false);
    expect(showsLockedMark({ secure: false }, 'advisor')).toBe(false);
  });

  it('sends a visitor who is not signed in to {base}/login?redirect={target} for a secure document', () => {
    const document = { url: '/binaries/content/assets/cm/secure/attr.pdf', secure: true };
    expect(documentHref(document, { audience: 'advisor', siteBase: '', advisorSignedIn: false })).toBe(
      '/login?redirect=%2Fbinaries%2Fcontent%2Fassets%2Fcm%2Fsecure%2Fattr.pdf',
    );
    expect(documentHref(document, { audience: 'advisor', siteBase: '', advisorSignedIn: true })).toBe(document.url);
    expect(documentHref(document, { audience: 'investor', siteBase: '/investor', advisorSignedIn: false })).toBe(
      document.url,
    );
  });
});
