/**
 * Disclaimer documents ({b}:Disclaimer) read by `disclaimer-modal` through data-document-id (site spec 2.6, 4).
 * The prose is written for the fictional firm; links point at the site's legal pages (site spec 2.1, 9).
 */
import type { HalDocument } from './types';

const INSTITUTIONAL_HTML = [
  '<p>The information in this section of the site is intended only for institutional investors and consultants resident in the United States, such as defined benefit and defined contribution plan sponsors, endowments, foundations, insurance companies, sovereign and public funds, and the consultants who advise them. It is not intended for individual investors or for financial professionals acting on behalf of individual clients, and it should not be relied upon by them.</p>',
  '<p>By selecting &ldquo;I accept&rdquo;, you confirm that you are an institutional investor or consultant acting on behalf of an institution, and that you have read and agree to the terms below and to our <a href="/institutional/user-agreement">User Agreement</a>.</p>',
  '<p>Nothing on these pages is an offer to sell, or a solicitation of an offer to buy, any security, separately managed account, collective investment trust or other investment product or service. Strategies and vehicles described here may not be available to every investor or in every jurisdiction. Collective investment trusts are available only to eligible retirement plans; they are not mutual funds and are not registered with the U.S. Securities and Exchange Commission.</p>',
  '<p>Past performance does not guarantee future results. Composite returns are shown gross and net of fees as noted; a client&rsquo;s returns are reduced by advisory fees and other expenses. Investing involves risk, including the possible loss of principal. Views and forecasts are those of the portfolio managers as of the date shown, may change without notice and are not investment advice.</p>',
  '<p>Calder Meridian Investment Management, LLC is an investment adviser registered with the U.S. Securities and Exchange Commission. Registration does not imply a certain level of skill or training. Read our <a href="/institutional/disclosures">Disclosures</a> and <a href="/institutional/privacy-security">Privacy Policy</a> for more information.</p>',
].join('\n');

const GENERAL_HTML = [
  '<p>The information on this site is provided by Calder Meridian for general informational purposes. It is not investment, tax or legal advice, and it is not an offer to buy or sell, or a solicitation of an offer to buy or sell, any security or investment service.</p>',
  '<p>Investing involves risk, including the possible loss of principal. Past performance does not guarantee future results. Before investing, carefully consider a fund&rsquo;s investment objectives, risks, charges and expenses; the prospectus and, if available, the summary prospectus contain this and other information. Read them carefully before investing.</p>',
  '<p>Mutual funds and exchange-traded funds are distributed by Calder Meridian Distributors, LLC, member FINRA and SIPC. Shares are not FDIC insured, may lose value and are not guaranteed by any bank.</p>',
  '<p>By continuing you agree to our <a href="/terms-of-use">Terms of Use</a> and acknowledge our <a href="/privacy-security">Privacy &amp; Security</a> notice.</p>',
].join('\n');

/**
 * HTML as a compromised or careless CMS entry could hold it: a script, an inline event handler and links with
 * the schemes the link rule turns into about:blank (site spec 2.3). For the widgets' sanitizing tests.
 */
const UNSAFE_HTML = [
  '<p>This sample holds markup that must never run.</p>',
  '<script>window.__cmInjected = true;</script>',
  '<p><img src="/binaries/content/gallery/cm/samples/missing.svg" alt="Sample" onerror="window.__cmInjected = true"></p>',
  '<p><a href="javascript:window.__cmInjected=true">A javascript: link</a> and <a href="data:text/html,hi">a data: link</a>.</p>',
  '<p><a href="/disclosures">A safe relative link</a></p>',
  // Styles and a base that would cover the widget's choices or send its links elsewhere: never parsed as such.
  '<style>@import url("https://evil.example/x.css"); dialog { display: none !important }</style>',
  '<base href="https://evil.example/">',
  '<link rel="stylesheet" href="https://evil.example/y.css">',
  '<p style="position:fixed;inset:0;background:red">A styled paragraph</p>',
].join('\n');

export function disclaimerDocuments(): HalDocument[] {
  const base = '/content/documents/cm-common/disclaimers';
  return [
    {
      _meta: {
        id: 'institutional-disclaimer',
        path: `${base}/institutional-disclaimer`,
        type: 'cm:Disclaimer',
        name: 'institutional-disclaimer',
      },
      title: 'Institutional Investors and Consultants',
      subtitle: 'For U.S. institutional investors and consultants only',
      publicationDate: Date.UTC(2025, 0, 6, 14),
      html: { content: INSTITUTIONAL_HTML },
      keys: [],
    },
    {
      _meta: {
        id: 'general-disclaimer',
        path: `${base}/general-disclaimer`,
        type: 'cm:Disclaimer',
        name: 'general-disclaimer',
      },
      title: 'Important Disclosures',
      subtitle: 'Please read before you continue',
      publicationDate: Date.UTC(2025, 0, 6, 14),
      html: { content: GENERAL_HTML },
      keys: [],
    },
    {
      _meta: {
        id: 'unsafe-html-sample',
        path: `${base}/unsafe-html-sample`,
        type: 'cm:Disclaimer',
        name: 'unsafe-html-sample',
      },
      title: 'Sanitizing sample',
      publicationDate: -1,
      html: { content: UNSAFE_HTML },
      keys: [],
    },
  ];
}
