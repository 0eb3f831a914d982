import { useRef, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';

export interface TabItem<K extends string = string> {
  key: K;
  label: ReactNode;
  /** The tab's address (a #hash): a real link, so it can be copied or opened in a new tab. */
  href: string;
}

/**
 * Tabs as the ARIA tabs pattern: one tab stop, arrow keys (and Home / End) move to and select the neighbouring
 * tab, the selected tab controls the panel that follows. Each tab is a link to its hash (products spec 2.3 "Tabs
 * (chosen by URL hash)"); a plain click selects the tab in place, a modified click opens the link as usual.
 */
export function Tabs<K extends string>({
  label,
  tabs,
  selected,
  onSelect,
  idPrefix,
  panelId,
}: {
  label: string;
  tabs: readonly TabItem<K>[];
  selected: K;
  onSelect: (key: K) => void;
  /** Prefix of the tabs' ids; the panel is labelled by `${idPrefix}-${key}`. */
  idPrefix: string;
  panelId: string;
}) {
  const refs = useRef(new Map<K, HTMLAnchorElement>());

  const select = (key: K, focus: boolean) => {
    onSelect(key);
    if (focus) refs.current.get(key)?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLAnchorElement>, index: number) => {
    const last = tabs.length - 1;
    const target =
      event.key === 'ArrowRight'
        ? index === last
          ? 0
          : index + 1
        : event.key === 'ArrowLeft'
          ? index === 0
            ? last
            : index - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : event.key === ' '
                ? index
                : -1;
    if (target < 0) return;
    event.preventDefault();
    select(tabs[target]!.key, true);
  };

  const onClick = (event: MouseEvent<HTMLAnchorElement>, key: K) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    select(key, false);
  };

  return (
    <div className="cm-tabs" role="tablist" aria-label={label}>
      {tabs.map((tab, index) => {
        const isSelected = tab.key === selected;
        return (
          <a
            key={tab.key}
            ref={(node) => {
              if (node) refs.current.set(tab.key, node);
              else refs.current.delete(tab.key);
            }}
            id={`${idPrefix}-${tab.key}`}
            className="cm-tab"
            role="tab"
            href={tab.href}
            aria-selected={isSelected}
            aria-controls={isSelected ? panelId : undefined}
            tabIndex={isSelected ? 0 : -1}
            onClick={(event) => onClick(event, tab.key)}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            {tab.label}
          </a>
        );
      })}
    </div>
  );
}
