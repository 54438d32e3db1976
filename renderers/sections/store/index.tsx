// Section type 59, the store home ("lojinha", content-app.md 2.7): back button, search box, the tabs
// "TODOS OS PRODUTOS" (POST /store/offers) and "MEUS PRODUTOS" (POST /store/purchased), both with
// {searchText} debounced 1 s (the tab is ?aba=meus-produtos in the URL), and a grid of products (image, title, BRL price, "Produto adquirido"
// when bought). A product opens /detalheslojinha?idOffer={id}&idSection={id} (see
// src/paths/paths.ts). Loads its own data: registered with source 'self'.
import { useState } from 'react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router-dom';
import { storeOffersQuery, type OfferList } from '../../../src/api/store';
import { ItemSlot, type SectionRendererProps } from '../../../src/engine';
import type { Offer } from '../../../src/generated/types';
import { formatBRL, storeMessages } from '../../../src/i18n/store';
import { EmptyState } from '../../../src/ui/cards';
import { Loaded, useDeferredKey } from '../../../src/ui/loaded';
import { useDebouncedValue } from '../../../src/ui/useDebouncedValue';
import { SearchField } from '../../../src/ui/SearchField';
import { CartLink, storeStyles as shared, useGoBack, useStoreIdle } from '../../../src/features/store';
import { MY_PRODUCTS_TAB, offerPath, TAB_PARAM } from '../../../src/paths/paths';
import { StoreTabs } from './StoreTabs';
import * as css from './styles.css';

export default function StoreHome({ section }: SectionRendererProps<never>) {
  const [search, setSearch] = useSearchParams();
  const list: OfferList = search.get(TAB_PARAM) === MY_PRODUCTS_TAB ? 'purchased' : 'all';
  const setList = (next: OfferList) =>
    setSearch(
      (current) => {
        const params = new URLSearchParams(current);
        if (next === 'purchased') params.set(TAB_PARAM, MY_PRODUCTS_TAB);
        else params.delete(TAB_PARAM);
        return params;
      },
      { replace: true },
    );
  const [typed, setTyped] = useState('');
  const searchText = useDebouncedValue(typed.trim());
  // While another tab or search loads, the products shown stay, marked busy (ADR 0009).
  const shownList = useDeferredKey(list);
  const shownSearch = useDeferredKey(searchText);
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
      <StoreTabs selected={list} onSelect={setList} panelClassName={css.panel}>
        <Loaded subject={`loja ${section.idSection}`} resetKey={`${shownList.shown} ${shownSearch.shown}`}>
          <Offers
            list={shownList.shown}
            searchText={shownSearch.shown}
            stale={shownList.stale || shownSearch.stale}
            idSection={section.idSection}
          />
        </Loaded>
      </StoreTabs>
    </div>
  );
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
