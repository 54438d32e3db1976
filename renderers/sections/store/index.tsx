// Section type 59, the store home ("lojinha", content-app.md 2.7): back button, search box, the tabs
// "TODOS OS PRODUTOS" (POST /store/offers) and "MEUS PRODUTOS" (POST /store/purchased), both with
// {searchText} debounced 1 s (the tab is ?aba=meus-produtos in the URL), and a grid of products (image, title, BRL price, "Produto adquirido"
// when bought). A product opens /detalheslojinha?idOffer={id}&idSection={id} (see
// src/paths/paths.ts). A third tab, "MEUS PEDIDOS" (?aba=meus-pedidos, GET /store/orders), lists the
// user's payments, newest first, or the spec's "Não foi encontrado nenhum pedido" (content-app.md 8);
// it has no search, so the box is not shown there. Loads its own data: registered with source 'self'.
import { useId, useState } from 'react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router-dom';
import { storeOffersQuery, storeOrdersQuery, type OfferList } from '../../../src/api/store';
import { ItemSlot, type SectionRendererProps } from '../../../src/engine';
import type { Offer, StoreOrdersResponse } from '../../../src/generated/types';
import { formatIsoDate } from '../../../src/i18n/dates';
import { cardBrandName, formatBRL, storeMessages } from '../../../src/i18n/store';
import { EmptyState } from '../../../src/ui/cards';
import { Loaded, useDeferredKey } from '../../../src/ui/loaded';
import { useDebouncedValue } from '../../../src/ui/useDebouncedValue';
import { SearchField } from '../../../src/ui/SearchField';
import { CartLink, storeStyles as shared, useGoBack, useStoreIdle } from '../../../src/features/store';
import { MY_ORDERS_TAB, MY_PRODUCTS_TAB, offerPath, TAB_PARAM } from '../../../src/paths/paths';
import { StoreTabs, type StoreTab } from './StoreTabs';
import * as css from './styles.css';

export default function StoreHome({ section }: SectionRendererProps<never>) {
  const [search, setSearch] = useSearchParams();
  const tab = tabOf(search.get(TAB_PARAM));
  const setTab = (next: StoreTab) =>
    setSearch(
      (current) => {
        const params = new URLSearchParams(current);
        const value = tabParams[next];
        if (value) params.set(TAB_PARAM, value);
        else params.delete(TAB_PARAM);
        return params;
      },
      { replace: true },
    );
  const [typed, setTyped] = useState('');
  const searchText = useDebouncedValue(typed.trim());
  // While another tab or search loads, what is shown stays, marked busy (ADR 0009).
  const shownTab = useDeferredKey(tab);
  const shownSearch = useDeferredKey(searchText);
  const stale = shownTab.stale || shownSearch.stale;
  const goBack = useGoBack('/');
  useStoreIdle();

  return (
    <div className={css.store}>
      <div className={css.toolbar}>
        <button type="button" className={shared.backButton} onClick={goBack}>
          <span aria-hidden="true">←</span> {storeMessages.back}
        </button>
        <CartLink idSection={section.idSection} />
      </div>
      {tab === 'orders' ? null : (
        <div className={css.search}>
          <SearchField
            label={storeMessages.search}
            placeholder={storeMessages.searchPlaceholder}
            value={typed}
            onChange={setTyped}
            labelClassName={css.label}
            inputClassName={css.input}
          />
        </div>
      )}
      <StoreTabs selected={tab} onSelect={setTab} panelClassName={css.panel}>
        <Loaded subject={`loja ${section.idSection}`} resetKey={`${shownTab.shown} ${shownSearch.shown}`}>
          {shownTab.shown === 'orders' ? (
            <Orders stale={stale} />
          ) : (
            <Offers
              list={shownTab.shown}
              searchText={shownSearch.shown}
              stale={stale}
              idSection={section.idSection}
            />
          )}
        </Loaded>
      </StoreTabs>
    </div>
  );
}

/** ?aba= of each tab; the first one has none. */
const tabParams: Record<StoreTab, string | undefined> = {
  all: undefined,
  purchased: MY_PRODUCTS_TAB,
  orders: MY_ORDERS_TAB,
};

function tabOf(param: string | null): StoreTab {
  if (param === MY_PRODUCTS_TAB) return 'purchased';
  if (param === MY_ORDERS_TAB) return 'orders';
  return 'all';
}

/** The offers of one tab and search, read inside <Loaded>. */
function Offers({
  list,
  searchText,
  stale,
  idSection,
}: {
  list: OfferList;
  searchText: string;
  stale: boolean;
  idSection: number;
}) {
  const offers = useSuspenseQuery(storeOffersQuery(list, searchText));
  if (offers.data.length === 0) return <EmptyState text={emptyText(list, searchText)} />;
  return (
    <ul className={css.grid} aria-busy={stale || undefined}>
      {offers.data.map((item) => (
        <li key={item.ok ? item.value.idOffer : `invalid-${item.index}`}>
          <ItemSlot item={item}>{(offer) => <OfferCard offer={offer} idSection={idSection} />}</ItemSlot>
        </li>
      ))}
    </ul>
  );
}

function emptyText(list: OfferList, searchText: string) {
  if (searchText) return storeMessages.noMatch(searchText);
  return list === 'purchased' ? storeMessages.noPurchases : storeMessages.noProducts;
}

function OfferCard({ offer, idSection }: { offer: Offer; idSection: number }) {
  return (
    <article className={css.card}>
      {/* Decorative: the title right below names the product. */}
      {offer.imageURL ? <img src={offer.imageURL} alt="" className={css.image} loading="lazy" /> : null}
      <div className={css.body}>
        <h2 className={css.title}>
          <Link to={offerPath(offer.idOffer, idSection)} className={css.link}>
            {offer.title}
          </Link>
        </h2>
        <p className={shared.price}>{formatBRL(offer.price)}</p>
        {offer.aquired ? <p className={shared.badge}>{storeMessages.purchased}</p> : null}
      </div>
    </article>
  );
}

/** MEUS PEDIDOS: the user's orders, newest first, read inside <Loaded>. */
function Orders({ stale }: { stale: boolean }) {
  const orders = useSuspenseQuery(storeOrdersQuery());
  if (orders.data.length === 0) return <EmptyState text={storeMessages.noOrders} />;
  return (
    <ul className={css.orders} aria-busy={stale || undefined}>
      {orders.data.map((order) => (
        <li key={order.idPayment}>
          <OrderCard order={order} />
        </li>
      ))}
    </ul>
  );
}

type Order = StoreOrdersResponse['orders'][number];

function OrderCard({ order }: { order: Order }) {
  const titleId = useId();
  return (
    <article className={css.order} aria-labelledby={titleId} data-order={order.idPayment}>
      <h2 id={titleId} className={css.title}>
        {storeMessages.orderTitle(formatIsoDate(order.date, 'longDateAtTime') ?? order.date)}
      </h2>
      <dl className={css.facts}>
        <div className={css.fact}>
          <dt>{storeMessages.orderStatus}</dt>
          <dd data-status={order.status}>{storeMessages.orderStatuses[order.status]}</dd>
        </div>
        <div className={css.fact}>
          <dt>{storeMessages.total}</dt>
          <dd>{formatBRL(order.totalPrice)}</dd>
        </div>
        <div className={css.fact}>
          <dt>{storeMessages.stepPayment}</dt>
          <dd>{storeMessages.paidWith(cardBrandName(order.card.brand), order.card.lastDigits)}</dd>
        </div>
      </dl>
      {order.items.length > 0 ? (
        <ul className={css.orderItems} aria-label={storeMessages.orderItems}>
          {order.items.map((item) => (
            <li key={item.idOffer} className={css.orderItem}>
              <span>{item.title}</span>
              <span>{formatBRL(item.price)}</span>
            </li>
          ))}
        </ul>
      ) : null}
    </article>
  );
}
