// The way to the cart from the store home and a product: its item count from GET /store/shoppingcart.
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { shoppingCartQuery } from '../../api/store';
import { storeMessages } from '../../i18n/store';
import { cartPath } from '../../paths/paths';
import * as css from './store.css';

export function CartLink({ idSection }: { idSection: number | undefined }) {
  const cart = useQuery(shoppingCartQuery());
  const count = cart.data?.shoppingCart.numItens ?? 0;
  return (
    <Link to={cartPath(idSection)} className={css.secondaryButton}>
      {cart.data ? storeMessages.openCart(count) : storeMessages.cart}
    </Link>
  );
}
