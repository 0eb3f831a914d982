import { defineElement, event } from '../../runtime/define-element';
import { RoleSelector } from './RoleSelector';
import styles from './styles.css?inline';

export const attributes = {};

export const events = {
  change: event<{ role: string | null; order: number[]; hidden: number[] }>(
    'The visitor chose a role (`role`: its label, null for "Select Role"); `order` lists the page\'s containers in the order now shown, `hidden` those hidden.',
  ),
};

export const definition = defineElement({
  tag: 'ria-role-selector',
  summary: "The RIA resources role selector, which orders and hides the page's content",
  spec: 'site spec 2.7, 6',
  description:
    'The RIA resources role selector (site spec 2.7, 6): "Select your role. Watch your priorities come to life.", "I am a:" and the five options. The choice reorders and hides the page\'s content containers, the CMS\'s own markup around the selector marked data-role-container="0" to "7"; the selector then waits 900 ms with a loader. The choice is kept in the address (?role=), so a reload shows the same page; without script every container shows in its authored order.',
  attributes,
  events,
  component: RoleSelector,
  styles,
  // site spec 2.2: the block is "Selector"; the spec gives no render-failure text for it.
  errorName: 'Selector',
  cssParts: {
    prompt: 'The text "Select your role. Watch your priorities come to life."',
    label: 'The label "I am a:".',
    select: 'The role dropdown.',
    loader: 'The loader shown for 900 ms after a change.',
  },
  cssProperties: {
    '--cm-role-selector-background': {
      description: "The selector band's background.",
      default: 'the brand colour',
    },
  },
});
