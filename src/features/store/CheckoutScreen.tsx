// /cartlojinha?idSection={id}: cart and checkout (content-app.md 2.7, 4). Stages: 0 loading the cart,
// 1 cart, 2 payment method (credit card), 3 review, 4 result. "Avançar" goes 1 -> 2, and 2 -> 3 only
// with a valid card; confirming pays (once: a second click while paying does nothing), then shows the
// result and reloads the cart. From a refused payment "Voltar" returns to the payment stage.
import {
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type ReactNode,
  type RefObject,
} from 'react';
import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { buy, removeFromCart, shoppingCartQuery, storeKeys } from '../../api/store';
import { isApiError } from '../../api/errors';
import type { StoreCartResponse } from '../../generated/types';
import { formatBRL, storeMessages } from '../../i18n/store';
import { Loaded } from '../../ui/loaded';
import { useForm } from '../../forms/useForm';
import { CardForm, type CardFormState } from './CardForm';
import { cardSchema } from './card-schema';
import { buyPayload, cardFields, detectBrand, emptyCard, lastDigits } from './card-rules';
import { CheckoutProgress, type CheckoutStage } from './CheckoutProgress';
import { useStoreIdle } from './useStoreIdle';
import { useStoreSection } from './useStoreSection';
import * as css from './checkout.css';
import * as shared from './store.css';
import { LiveNote } from '../../ui/LiveNote';

interface PaymentResult {
  authorised: boolean;
  /** The server's reason when it refused the request itself (a card it checked again). */
  reason?: string;
}

export default function CheckoutScreen() {
  const { idSection, homePath, myProductsPath } = useStoreSection();
  const queryClient = useQueryClient();
  // 0 until the cart has come (content-app.md 4: "0 loading cart"), then the learner's stage.
  const [stage, setStage] = useState<CheckoutStage>(0);
  const cartArrived = useCallback(() => setStage((current) => (current === 0 ? 1 : current)), []);
  const form = useForm({ initial: emptyCard, schema: cardSchema, fields: cardFields });
  const [result, setResult] = useState<PaymentResult | null>(null);
  const fieldIds = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const payingNow = useRef(false);
  useStoreIdle();

  const payment = useMutation({
    mutationFn: () => buy(buyPayload(form.values)),
    onSuccess: (answer) => {
      setResult({ authorised: answer.sucess });
      // The card is not kept once it paid; after a refusal the user may fix it, so it stays.
      if (answer.sucess) form.reset(emptyCard);
    },
    onError: (error) =>
      setResult({
        authorised: false,
        reason: isApiError(error) && error.code === 'http' ? error.message : undefined,
      }),
    onSettled: () => {
      payingNow.current = false;
      setStage(4);
      // The cart is reloaded: emptied after a purchase, and the offers now say "Produto adquirido";
      // the orders (MEUS PEDIDOS, storeKeys.orders) too, with this payment, authorised or not.
      void queryClient.invalidateQueries({ queryKey: storeKeys.all });
    },
  });

  const previousStage = useRef(stage);
  useEffect(() => {
    // Each stage replaces the previous one: its heading takes the focus, so screen readers follow.
    // Not on arrival (0 -> 1): the page's own start is where a new page begins.
    if (previousStage.current !== stage && previousStage.current !== 0) heading.current?.focus();
    previousStage.current = stage;
  }, [stage]);

  const goTo = (next: 1 | 2) => {
    if (payingNow.current) return;
    setResult(null);
    setStage(next);
  };

  const toReview = () => {
    // Invalid: every message shows and the first invalid field has the focus.
    if (form.submit()) setStage(3);
  };

  const pay = () => {
    // One payment only: the button is disabled while paying, but two clicks (or Enter pressed twice)
    // can land before React re-renders; the ref is set at once, isPending only on the next render.
    if (payingNow.current) return;
    payingNow.current = true;
    payment.mutate();
  };

  const stageBody = (cart: StoreCartResponse) => {
    if (stage <= 1)
      return <CartStage cart={cart} homePath={homePath} heading={heading} onNext={() => goTo(2)} />;
    if (stage === 2)
      return (
        <section className={css.stage} aria-labelledby={`${fieldIds}-title`}>
          <h2 id={`${fieldIds}-title`} ref={heading} tabIndex={-1} className={css.stageTitle}>
            {storeMessages.stepPayment}
          </h2>
          <form
            noValidate
            className={css.stage}
            onSubmit={(event) => {
              event.preventDefault();
              toReview();
            }}
          >
            <CardForm form={form} idPrefix={fieldIds} />
            <LiveNote role="alert" className={shared.alert}>
              {form.submitted && Object.keys(form.errors).length > 0 && storeMessages.fixErrors}
            </LiveNote>
            <div className={css.actions}>
              <button type="button" className={shared.secondaryButton} onClick={() => goTo(1)}>
                {storeMessages.backToCart}
              </button>
              <button type="submit" className={shared.primaryButton}>
                {storeMessages.next}
              </button>
            </div>
          </form>
        </section>
      );
    if (stage === 3)
      return (
        <ReviewStage
          cart={cart}
          form={form}
          heading={heading}
          paying={payment.isPending}
          onBack={() => goTo(2)}
          onPay={pay}
        />
      );
    return (
      <ResultStage
        result={result ?? { authorised: false }}
        heading={heading}
        myProductsPath={myProductsPath}
        onBack={() => goTo(2)}
      />
    );
  };

  return (
    <div className={shared.page}>
      <Link to={homePath} className={shared.backButton}>
        <span aria-hidden="true">←</span> {storeMessages.back}
      </Link>
      <h1 className={shared.heading}>{storeMessages.checkoutTitle}</h1>
      <CheckoutProgress stage={stage} onPin={goTo} locked={payment.isPending} />
      <div data-stage={stage} data-section={idSection}>
        <Loaded subject="carrinho">
          <WithCart onArrive={cartArrived}>{stageBody}</WithCart>
        </Loaded>
      </div>
    </div>
  );
}

/** The cart read inside <Loaded>; its first arrival moves the checkout from stage 0 to the cart. */
function WithCart({
  onArrive,
  children,
}: {
  onArrive: () => void;
  children: (cart: StoreCartResponse) => ReactNode;
}) {
  const { data } = useSuspenseQuery(shoppingCartQuery());
  // Before paint, so the progress bar never shows stage 0 beside a cart.
  useLayoutEffect(onArrive, [onArrive]);
  return children(data);
}

type HeadingRef = RefObject<HTMLHeadingElement | null>;

/** The cart's offers and total; in the cart stage each line also has its "Remover". */
function CartLines({
  cart,
  action,
}: {
  cart: StoreCartResponse;
  action?: (item: StoreCartResponse['itens'][number]) => ReactNode;
}) {
  return (
    <>
      <ul className={css.items}>
        {cart.itens.map((item) => (
          <li key={item.idOffer} className={css.item}>
            {item.imageURL ? <img src={item.imageURL} alt="" className={css.thumb} /> : <span />}
            <span className={css.itemText}>
              <span className={css.itemTitle}>{item.title}</span>
              <span>{formatBRL(item.price)}</span>
            </span>
            {action?.(item)}
          </li>
        ))}
      </ul>
      <p className={css.total}>
        <span>{storeMessages.total}</span>
        <span data-total="">{formatBRL(cart.shoppingCart.totalPrice)}</span>
      </p>
    </>
  );
}

function CartStage({
  cart,
  homePath,
  heading,
  onNext,
}: {
  cart: StoreCartResponse;
  homePath: string;
  heading: HeadingRef;
  onNext: () => void;
}) {
  const queryClient = useQueryClient();
  const removal = useMutation({
    mutationFn: removeFromCart,
    onSettled: () => queryClient.invalidateQueries({ queryKey: storeKeys.all }),
  });
  const titleId = useId();
  const empty = cart.itens.length === 0;
  return (
    <section className={css.stage} aria-labelledby={titleId}>
      <h2 id={titleId} ref={heading} tabIndex={-1} className={css.stageTitle}>
        {storeMessages.stepCart}
      </h2>
      {empty ? (
        <p data-empty="">{storeMessages.emptyCart}</p>
      ) : (
        <CartLines
          cart={cart}
          action={(item) => (
            <button
              type="button"
              className={css.removeButton}
              aria-label={storeMessages.removeItem(item.title)}
              disabled={removal.isPending && removal.variables === item.idOffer}
              onClick={() => removal.mutate(item.idOffer)}
            >
              {storeMessages.remove}
            </button>
          )}
        />
      )}
      <LiveNote role="alert" className={shared.alert}>
        {removal.isError && storeMessages.removeFailed}
      </LiveNote>
      <div className={css.actions}>
        <Link to={homePath} className={shared.secondaryButton}>
          {storeMessages.keepShopping}
        </Link>
        {empty ? null : (
          <button type="button" className={shared.primaryButton} onClick={onNext}>
            {storeMessages.next}
          </button>
        )}
      </div>
    </section>
  );
}

function ReviewStage({
  cart,
  form,
  heading,
  paying,
  onBack,
  onPay,
}: {
  cart: StoreCartResponse;
  form: CardFormState;
  heading: HeadingRef;
  paying: boolean;
  onBack: () => void;
  onPay: () => void;
}) {
  const titleId = useId();
  const brand = detectBrand(form.values.number);
  return (
    <section className={css.stage} aria-labelledby={titleId} aria-busy={paying || undefined}>
      <h2 id={titleId} ref={heading} tabIndex={-1} className={css.stageTitle}>
        {storeMessages.reviewTitle}
      </h2>
      <CartLines cart={cart} />
      <dl className={css.summary}>
        <dt>{storeMessages.stepPayment}</dt>
        <dd>{storeMessages.paidWith(brand?.niceType ?? '', lastDigits(form.values.number))}</dd>
        <dt>{storeMessages.holder}</dt>
        <dd>{form.values.name.trim()}</dd>
      </dl>
      {paying ? (
        <div className={css.paying} role="status">
          <progress className={css.progress} aria-label={storeMessages.paying} />
          <span>{storeMessages.paying}</span>
        </div>
      ) : null}
      <div className={css.actions}>
        <button type="button" className={shared.secondaryButton} onClick={onBack} disabled={paying}>
          {storeMessages.backToPayment}
        </button>
        <button
          type="button"
          className={shared.primaryButton}
          onClick={onPay}
          disabled={paying || cart.itens.length === 0}
        >
          {paying ? storeMessages.paying : storeMessages.pay}
        </button>
      </div>
    </section>
  );
}

function ResultStage({
  result,
  heading,
  myProductsPath,
  onBack,
}: {
  result: PaymentResult;
  heading: HeadingRef;
  myProductsPath: string;
  onBack: () => void;
}) {
  const titleId = useId();
  return (
    <section
      className={`${css.stage} ${css.result}`}
      aria-labelledby={titleId}
      data-result={result.authorised ? 'authorised' : 'refused'}
    >
      <span
        className={css.resultMark}
        data-tone={result.authorised ? 'success' : 'failure'}
        aria-hidden="true"
      >
        {result.authorised ? '✓' : '!'}
      </span>
      <h2 id={titleId} ref={heading} tabIndex={-1} className={css.stageTitle}>
        {result.authorised ? storeMessages.authorised : storeMessages.refused}
      </h2>
      <p>{result.authorised ? storeMessages.authorisedText : storeMessages.refusedText}</p>
      {result.reason ? <p className={shared.alert}>{result.reason}</p> : null}
      <div className={css.actions}>
        {result.authorised ? (
          <Link to={myProductsPath} className={shared.primaryButton}>
            {storeMessages.seeMyProducts}
          </Link>
        ) : (
          <button type="button" className={shared.primaryButton} onClick={onBack}>
            {storeMessages.back}
          </button>
        )}
      </div>
    </section>
  );
}
