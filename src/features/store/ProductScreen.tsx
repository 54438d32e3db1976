// /detalheslojinha?idOffer={id}&idSection={id}: one product (content-app.md 2.7): image, title,
// description, its HTML content (sanitised), price and one button: "Produto adquirido" (disabled)
// once bought, "Ir para carrinho" when already in the cart, otherwise "Adicionar ao carrinho", which
// adds it and REPLACES this page with the cart (back from the cart does not return here).
import { useMutation, useQuery, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { addToCart, shoppingCartQuery, storeKeys, storeOffersQuery } from '../../api/store';
import { isApiError } from '../../api/errors';
import { Loading } from '../../engine';
import type { Offer } from '../../generated/types';
import { formatBRL, storeMessages } from '../../i18n/store';
import { Loaded } from '../../ui/loaded';
import { CartLink } from './CartLink';
import { cartPath } from '../../paths/paths';
import { idFromQuery } from './paths';
import { SafeHtml } from '../../ui/safe-html';
import { useGoBack } from './useGoBack';
import { useStoreIdle } from './useStoreIdle';
import { useStoreSection } from './useStoreSection';
import * as css from './product.css';
import * as shared from './store.css';

export default function ProductScreen() {
  const [search] = useSearchParams();
  const idOffer = idFromQuery(search, 'idOffer');
  const { idSection, homePath } = useStoreSection();
  const goBack = useGoBack(homePath);
  useStoreIdle();

  return (
    <div className={shared.page}>
      <div className={css.toolbar}>
        <button type="button" className={shared.backButton} onClick={goBack}>
          <span aria-hidden="true">←</span> {storeMessages.back}
        </button>
        <CartLink idSection={idSection} />
      </div>
      {idOffer === undefined ? (
        <OfferNotFound />
      ) : (
        <Loaded subject={`produto ${idOffer}`}>
          <OfferById idOffer={idOffer} idSection={idSection} />
        </Loaded>
      )}
    </div>
  );
}

/** No call of its own in the spec: the product is one of POST /store/offers' (the store home's list). */
function OfferById({ idOffer, idSection }: { idOffer: number; idSection: number | undefined }) {
  const { data: offers } = useSuspenseQuery(storeOffersQuery('all', ''));
  const found = offers.find((item) => item.ok && item.value.idOffer === idOffer);
  return found?.ok === true ? <Product offer={found.value} idSection={idSection} /> : <OfferNotFound />;
}

function OfferNotFound() {
  return <p role="status">{storeMessages.offerNotFound}</p>;
}

function Product({ offer, idSection }: { offer: Offer; idSection: number | undefined }) {
  return (
    <article className={css.product}>
      {offer.imageURL ? <img src={offer.imageURL} alt="" className={css.image} /> : null}
      <div className={css.details}>
        <h1 className={shared.heading}>{offer.title}</h1>
        {offer.description ? <p className={css.description}>{offer.description}</p> : null}
        <p className={shared.price}>
          <span className="visually-hidden">{storeMessages.price}: </span>
          {formatBRL(offer.price)}
        </p>
        <ProductAction offer={offer} idSection={idSection} />
      </div>
      {offer.content ? <SafeHtml html={offer.content} className={css.content} /> : null}
    </article>
  );
}

function ProductAction({ offer, idSection }: { offer: Offer; idSection: number | undefined }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const cart = useQuery(shoppingCartQuery());
  const adding = useMutation({
    mutationFn: () => addToCart(offer.idOffer),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: storeKeys.cart });
      navigate(cartPath(idSection), { replace: true });
    },
  });

  if (offer.aquired)
    return (
      <button type="button" className={shared.primaryButton} disabled>
        {storeMessages.purchased}
      </button>
    );
  if (cart.isPending) return <Loading />;
  if (cart.data?.itens.some((item) => item.idOffer === offer.idOffer))
    return (
      <Link to={cartPath(idSection)} className={shared.primaryButton}>
        {storeMessages.goToCart}
      </Link>
    );
  return (
    <div className={css.action}>
      <button
        type="button"
        className={shared.primaryButton}
        aria-disabled={adding.isPending || undefined}
        onClick={() => {
          if (!adding.isPending) adding.mutate();
        }}
      >
        {adding.isPending ? storeMessages.adding : storeMessages.addToCart}
      </button>
      {adding.isError ? (
        <p role="alert" className={shared.alert}>
          {isApiError(adding.error) && adding.error.code === 'http'
            ? adding.error.message
            : storeMessages.addFailed}
        </p>
      ) : null}
    </div>
  );
}
