// The store's lists as tabs: "TODOS OS PRODUTOS", "MEUS PRODUTOS" and "MEUS PEDIDOS" (src/ui/tabs:
// arrow keys, Home and End move and select). The selected list lives in the URL (?aba=meus-produtos,
// ?aba=meus-pedidos).
import type { ReactNode } from 'react';
import type { OfferList } from '../../../src/api/store';
import { storeMessages } from '../../../src/i18n/store';
import { Tabs, type TabItem } from '../../../src/ui/tabs/Tabs';

/** The two lists of offers, and the user's orders. */
export type StoreTab = OfferList | 'orders';

const tabs: readonly TabItem<StoreTab>[] = [
  { id: 'all', label: storeMessages.allProducts },
  { id: 'purchased', label: storeMessages.myProducts },
  { id: 'orders', label: storeMessages.myOrders },
];

export function StoreTabs({
  selected,
  onSelect,
  panelClassName,
  children,
}: {
  selected: StoreTab;
  onSelect: (tab: StoreTab) => void;
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
