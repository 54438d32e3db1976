// Tabs on react-aria-components (WAI-ARIA tabs pattern, automatic activation): arrow keys, Home and End
// move and select; only the selected tab is in the Tab order; the one panel is labelled by its tab.
// The caller keeps the selection (often in the URL); the panel shows whatever the selected tab holds.
import { useEffect, useRef, type ReactNode } from 'react';
import { Tab, TabList, TabPanel, Tabs as AriaTabs, type Key } from 'react-aria-components';
import * as css from './Tabs.css';

export interface TabItem<K extends string> {
  id: K;
  label: ReactNode;
}

interface Props<K extends string> {
  /** The accessible name of the tab list (pt-BR). */
  label: string;
  tabs: readonly TabItem<K>[];
  selected: K;
  onSelect: (id: K) => void;
  /** The content of the selected tab. */
  children: ReactNode;
  panelClassName?: string;
}

export function Tabs<K extends string>({
  label,
  tabs,
  selected,
  onSelect,
  children,
  panelClassName,
}: Props<K>) {
  const select = (key: Key | null) => {
    const tab = tabs.find((candidate) => candidate.id === key);
    if (tab && tab.id !== selected) onSelect(tab.id);
  };
  return (
    <AriaTabs selectedKey={selected} onSelectionChange={select}>
      <TabList aria-label={label} className={css.list}>
        {tabs.map((tab) => (
          <Tab key={tab.id} id={tab.id} className={css.tab}>
            {({ isSelected }) => <TabLabel selected={isSelected}>{tab.label}</TabLabel>}
          </Tab>
        ))}
      </TabList>
      {/* Keyed by the tab: react-aria keeps a panel's DOM id from its first render, so a panel that
          stayed mounted across a change kept the first tab's id (aria-controls then named no element). */}
      <TabPanel key={selected} id={selected} className={panelClassName}>
        {children}
      </TabPanel>
    </AriaTabs>
  );
}

/**
 * A tab's text. On a narrow screen the strip scrolls sideways, and the selected tab (opened by its
 * address, or chosen from a menu) is brought into the strip's view: only the strip scrolls, never the
 * page. It lives in the tab because react-aria builds its collection before the tabs reach the
 * document, so an effect of the list would find no tab yet.
 */
function TabLabel({ selected, children }: { selected: boolean; children: ReactNode }) {
  const own = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    const tab = own.current?.closest<HTMLElement>('[role="tab"]');
    const strip = tab?.closest<HTMLElement>('[role="tablist"]');
    if (!selected || !tab || !strip || strip.scrollWidth <= strip.clientWidth) return;
    const box = strip.getBoundingClientRect();
    const start = tab.getBoundingClientRect().left - box.left + strip.scrollLeft;
    const end = start + tab.getBoundingClientRect().width;
    if (start < strip.scrollLeft) strip.scrollLeft = start;
    else if (end > strip.scrollLeft + strip.clientWidth) strip.scrollLeft = end - strip.clientWidth;
  }, [selected]);
  return <span ref={own}>{children}</span>;
}
