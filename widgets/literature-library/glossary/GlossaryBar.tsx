import type { MouseEvent } from 'react';
import { RegisteredText } from '../../../runtime/ui/RegisteredText';
import { GLOSSARY_BAR_ID, GLOSSARY_TEXTS, type BarItem } from './model';

/**
 * The letter bar (products spec 2.13): A to Z with the titles that do not start with a letter. A letter with entries
 * links to its first entry; a letter without is shown as text, marked unavailable (aria-disabled, and "no entries"
 * for a screen reader), neither a link nor in the tab order. The bar is the target of each entry's "Top": it takes
 * the focus by script (tabindex -1), and the next Tab reaches its first link.
 */
export function GlossaryBar({
  items,
  onFollow,
}: {
  items: readonly BarItem[];
  onFollow: (id: string) => (event: MouseEvent<HTMLAnchorElement>) => void;
}) {
  return (
    <nav
      className="glossary-bar"
      id={GLOSSARY_BAR_ID}
      aria-label={GLOSSARY_TEXTS.bar}
      tabIndex={-1}
      part="glossary-bar"
    >
      <ul className="glossary-letters">
        {items.map((item) => (
          <li
            key={item.letter ? `letter-${item.label}` : item.target}
            className={item.letter ? undefined : 'glossary-other'}
          >
            {item.target ? (
              <a className="glossary-letter" href={`#${item.target}`} onClick={onFollow(item.target)}>
                <RegisteredText text={item.label} />
              </a>
            ) : (
              <span className="glossary-letter" aria-disabled="true">
                {item.label}
                <span className="cm-visually-hidden">, {GLOSSARY_TEXTS.noEntries}</span>
              </span>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
