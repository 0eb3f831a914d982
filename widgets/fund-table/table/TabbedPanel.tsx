/**
 * The tab strip of a view with hash tabs (products spec 2.3, 2.6, 2.8) and the one tab panel it controls, named by
 * the selected tab: the landings' and the 529 plan's tabs.
 */
import { useId, type ReactNode } from 'react';
import { Tabs, type TabItem } from '../../../runtime/ui/Tabs';

export function TabbedPanel<K extends string>({
  label,
  tabs,
  selected,
  onSelect,
  children,
}: {
  /** The tab list's name. */
  label: string;
  tabs: readonly TabItem<K>[];
  selected: K;
  onSelect: (key: K) => void;
  /** The selected tab's content. */
  children: ReactNode;
}) {
  const idPrefix = useId();
  const panelId = `${idPrefix}-panel`;
  return (
    <>
      <div part="tabs">
        <Tabs label={label} tabs={tabs} selected={selected} onSelect={onSelect} idPrefix={idPrefix} panelId={panelId} />
      </div>
      <div id={panelId} className="tab-panel" role="tabpanel" aria-labelledby={`${idPrefix}-${selected}`}>
        {children}
      </div>
    </>
  );
}
