// The two lists of the store as ARIA tabs (WAI-ARIA tabs pattern, automatic activation): arrow keys,
// Home and End move and select; only the selected tab is in the Tab order. Plain elements rather than
// react-aria's Tabs: nothing here needs more, and the page's CSP stays out of the question.
import { useRef, type KeyboardEvent } from 'react';
import type { OfferList } from '../../../src/api/store';
import { storeMessages } from '../../../src/i18n/store';
import * as css from './styles.css';

const tabs: { list: OfferList; label: string }[] = [
  { list: 'all', label: storeMessages.allProducts },
  { list: 'purchased', label: storeMessages.myProducts },
];

export function StoreTabs({
  selected,
  onSelect,
  panelId,
}: {
  selected: OfferList;
  onSelect: (list: OfferList) => void;
  panelId: string;
}) {
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const move = (event: KeyboardEvent, index: number) => {
    const last = tabs.length - 1;
    const target =
      event.key === 'ArrowRight'
        ? (index + 1) % tabs.length
        : event.key === 'ArrowLeft'
          ? (index + last) % tabs.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (target === null) return;
    event.preventDefault();
    const tab = tabs[target];
    if (!tab) return;
    onSelect(tab.list);
    buttons.current[target]?.focus();
  };
  return (
    <div role="tablist" aria-label={storeMessages.tabsLabel} className={css.tabs}>
      {tabs.map((tab, index) => {
        const isSelected = tab.list === selected;
        return (
          <button
            key={tab.list}
            ref={(element) => {
              buttons.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`${panelId}-${tab.list}`}
            aria-selected={isSelected}
            aria-controls={panelId}
            tabIndex={isSelected ? 0 : -1}
            className={css.tab}
            onClick={() => onSelect(tab.list)}
            onKeyDown={(event) => move(event, index)}
          >
            {tab.label}
          </button>
        );
      })}
    </div>
  );
}
