// The two lists of the store as tabs: "TODOS OS PRODUTOS" and "MEUS PRODUTOS" (src/ui/tabs: arrow keys,
// Home and End move and select). The selected list lives in the URL (?aba=meus-produtos).
import type { ReactNode } from 'react';
import type { OfferList } from '../../../src/api/store';
import { storeMessages } from '../../../src/i18n/store';
import { Tabs, type TabItem } from '../../../src/ui/tabs/Tabs';

const tabs: readonly TabItem<OfferList>[] = [
  { id: 'all', label: storeMessages.allProducts },
  { id: 'purchased', label: storeMessages.myProducts },
];

export function StoreTabs({
  selected,
  onSelect,
  panelClassName,
  children,
}: {
  selected: OfferList;
  onSelect: (list: OfferList) => void;
  panelClassName: string;
  children: ReactNode;
}) {
  return (
    <Tabs
      label={storeMessages.tabsLabel}
      tabs={tabs}
      selected={selected}
      onSelect={onSelect}
      panelClassName={panelClassName}
    >
      {children}
    </Tabs>
  );
}
