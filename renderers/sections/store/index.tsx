// Section type 59, the store home ("lojinha", content-app.md 2.7): back button, search box, the tabs
// "TODOS OS PRODUTOS" (POST /store/offers) and "MEUS PRODUTOS" (POST /store/purchased), both with
// {searchText} debounced 1 s (the tab is ?aba=meus-produtos in the URL), and a grid of products (image, title, BRL price, "Produto adquirido"
// when bought). A product opens /detalheslojinha?idOffer={id}&idSection={id} (see
// src/app/paths.ts). Loads its own data: registered with source 'self'.
import { useId, useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router-dom';
import { storeOffersQuery, type OfferList } from '../../../src/api/store';
import { ItemSlot, Loading, type SectionRendererProps } from '../../../src/engine';
import type { Offer } from '../../../src/generated/types';
import { formatBRL, storeMessages } from '../../../src/i18n/store';
import { EmptyState } from '../../../src/ui/cards';
import { LoadFailed } from '../../../src/ui/LoadFailed';
import { useDebouncedValue } from '../../../src/ui/useDebouncedValue';
import { CartLink } from '../../../src/features/store/CartLink';
import { MY_PRODUCTS_TAB, offerPath, TAB_PARAM } from '../../../src/app/paths';
import * as shared from '../../../src/features/store/store.css';
import { useGoBack } from '../../../src/features/store/useGoBack';
import { useStoreIdle } from '../../../src/features/store/useStoreIdle';
import { StoreTabs } from './StoreTabs';
import * as css from './styles.css';

export default function StoreHome({ section }: SectionRendererProps<never>) {
  const searchId = useId();
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
  const offers = useQuery({ ...storeOffersQuery(list, searchText), placeholderData: keepPreviousData });
  const goBack = useGoBack('/');
  useStoreIdle();

  let body;
  if (offers.isPending) body = <Loading />;
  else if (offers.isError)
    body = (
      <LoadFailed
        error={offers.error}
        retry={() => void offers.refetch()}
        subject={`loja ${section.idSection}`}
      />
    );
  else if (offers.data.length === 0) body = <EmptyState text={emptyText(list, searchText)} />;
  else
    body = (
      <ul className={css.grid} aria-busy={offers.isPlaceholderData || undefined}>
        {offers.data.map((item) => (
          <li key={item.ok ? item.value.idOffer : `invalid-${item.index}`}>
            <ItemSlot item={item}>
              {(offer) => <OfferCard offer={offer} idSection={section.idSection} />}
            </ItemSlot>
          </li>
        ))}
      </ul>
    );

  return (
    <div className={css.store}>
      <div className={css.toolbar}>
        <button type="button" className={shared.backButton} onClick={goBack}>
          <span aria-hidden="true">←</span> {storeMessages.back}
        </button>
        <CartLink idSection={section.idSection} />
      </div>
      <div className={css.search}>
        <label htmlFor={searchId} className={css.label}>
          {storeMessages.search}
        </label>
        <input
          id={searchId}
          type="search"
          className={css.input}
          value={typed}
          placeholder={storeMessages.searchPlaceholder}
          autoComplete="off"
          onChange={(event) => setTyped(event.target.value)}
        />
      </div>
      <StoreTabs selected={list} onSelect={setList} panelClassName={css.panel}>
        {body}
      </StoreTabs>
    </div>
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
