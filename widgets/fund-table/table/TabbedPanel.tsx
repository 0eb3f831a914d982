/**
 * The tab strip of a view with hash tabs (products spec 2.3, 2.6, 2.8) and the one tab panel it controls, named by
 * the selected tab: the landings' and the 529 plan's tabs.
 */
import { useId, useLayoutEffect, useRef, type FocusEvent, type ReactNode } from 'react';
import { Tabs, type TabItem } from '../../../runtime/ui/Tabs';

/**
 * Keeps the focus in the view when the control that has it leaves the panel with the table it was in: a tab
 * chosen by the address (Back, Forward, a link of the page to another tab) draws another table while the focus is
 * on a sort button or a fund link of the one shown, and a class or tab whose answer waits on the network replaces
 * the table with the spinner. The focus would fall to the page's body; it goes to the selected tab, the panel's
 * name, from where the visitor goes on (WCAG 2.4.3).
 */
function usePanelFocus() {
  const tabs = useRef<HTMLDivElement>(null);
  const focused = useRef<Element | null>(null);
  // After each drawing of the view: is the control that had the focus gone, with the focus nowhere?
  useLayoutEffect(() => {
    const control = focused.current;
    if (!control || control.isConnected) return;
    focused.current = null;
    const active = document.activeElement;
    if (active && active !== document.body) return;
    tabs.current?.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]')?.focus();
  });
  return {
    tabs,
    onFocus: (event: FocusEvent) => {
      focused.current = event.target;
    },
    // A control's removal may blur it with no new target: only a move to another control ends the watch.
    onBlur: (event: FocusEvent) => {
      if (event.relatedTarget) focused.current = null;
    },
  };
}

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
  const { tabs: tabList, onFocus, onBlur } = usePanelFocus();
  return (
    <>
      <div part="tabs" ref={tabList}>
        <Tabs label={label} tabs={tabs} selected={selected} onSelect={onSelect} idPrefix={idPrefix} panelId={panelId} />
      </div>
      <div
        id={panelId}
        className="tab-panel"
        role="tabpanel"
        aria-labelledby={`${idPrefix}-${selected}`}
        onFocus={onFocus}
        onBlur={onBlur}
      >
        {children}
      </div>
    </>
  );
}
