import { attr } from '../../runtime/attributes';
import { defineElement } from '../../runtime/define-element';
import uiStyles from '../../runtime/ui/ui.css?inline';
import { LiteratureSubscriptions } from './LiteratureSubscriptions';
import styles from './styles.css?inline';

export const attributes = {
  documentId: attr.string({
    default: '',
    description:
      'Id of the literature section document (content API halapi): sectionTitle and outerAccordionCompound[] (products spec 3 "Literature subscription").',
    pattern: /^[\w-]{1,200}$/,
    allowed: 'a document id (letters, digits, "_" and "-")',
  }),
};

export const events = {};

export const definition = defineElement({
  tag: 'literature-subscriptions',
  summary: 'The fund literature subscription accordion',
  spec: 'products spec 2.21',
  description:
    'The fund literature subscription accordion (products spec 2.21): outer items with HTML, e-mail links, link tables and one inner item per fund, each fund with its "Subscribe" button and an "Email Updates" checkbox per literature row (both <category-subscription-button>, served by the page\'s <subscription-modal>). The address "#{outer}/{inner}" opens an item; each header shows whether it is open. A section that cannot be loaded shows its failure text with Retry.',
  attributes,
  events,
  composes: ['category-subscription-button'],
  component: LiteratureSubscriptions,
  styles: `${uiStyles}\n${styles}`,
  errorName: 'LiteratureSubscriptions',
  cssParts: {
    title: 'The section title (shown in upper case).',
    item: 'An outer accordion item.',
    fund: "A fund's inner accordion item.",
    placeholder: 'The 600 px placeholder shown while the section loads.',
    failure: 'The failure text with Retry, shown when the section cannot be loaded.',
  },
});
