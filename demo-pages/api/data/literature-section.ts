/**
 * The fund literature subscription section (products spec 2.21, 3 "Literature subscription"): the document the
 * accordion reads, with an introduction, an e-mail link, a link table and one inner item per fund of the
 * subscription catalogue, each with its literature links.
 */
import { addDocumentSource } from './documents';
import { catalogueFunds, type FixtureFund } from './subscriptions';
import type { HalDocument } from './types';

export const LITERATURE_SECTION_ID = 'literature-subscriptions';

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
const pdf = (fund: FixtureFund, name: string) => [
  { string: `/binaries/content/assets/cm/literature/${slug(fund.name)}-${slug(name)}.pdf` },
];

function fundBlock(fund: FixtureFund) {
  const literature = fund.cit ? ['Fact Sheet', 'Quarterly Fund Commentary'] : ['Fact Sheet', 'Monthly Fund Commentary'];
  return {
    innerLabel: fund.name,
    innerContent: `<p>E-mail updates for the ${fund.name}: each new document is sent when it is published.</p>`,
    innerLink: { text: 'View fund details', link: [{ string: `/products/${fund.productType}/${slug(fund.name)}` }] },
    innerLinkList: {
      tableHeader: 'Literature',
      links: literature.map((name) => ({ text: name, link: pdf(fund, name) })),
    },
  };
}

export function literatureSectionDocument(): HalDocument {
  const funds = catalogueFunds();
  return {
    _meta: {
      id: LITERATURE_SECTION_ID,
      path: '/content/documents/cm-advisor/resources/literature-subscriptions',
      type: 'cm:LiteratureSection',
      name: 'literature-subscriptions',
    },
    sectionTitle: 'Fund literature e-mail updates',
    outerAccordionCompound: [
      {
        outerLabel: 'Mutual Funds',
        contentBlock: [
          {
            value:
              '<p>Choose a fund to receive its fact sheet and commentary by e-mail as soon as they are published.</p>',
          },
          {
            icon: 'email',
            text: 'Questions? E-mail our literature team',
            link: [{ string: 'mailto:literature@caldermeridian.example' }],
          },
          ...funds.filter((fund) => !fund.cit).map(fundBlock),
        ],
      },
      {
        outerLabel: 'Collective Investment Trusts',
        contentBlock: [
          {
            tableHeader: 'Resources',
            links: [
              {
                text: 'About collective investment trusts',
                link: [{ string: '/products/collective-investment-trusts' }],
              },
              {
                text: 'CIT declaration of trust',
                link: [{ string: '/binaries/content/assets/cm/literature/cit-declaration.pdf' }],
              },
            ],
          },
          ...funds.filter((fund) => fund.cit).map(fundBlock),
        ],
      },
    ],
  };
}

addDocumentSource(() => [literatureSectionDocument()]);
