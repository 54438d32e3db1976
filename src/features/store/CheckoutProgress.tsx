// The checkout's progress bar (content-app.md 2.7, 4): three pins, Carrinho, Forma de Pagamento and
// Confirmar, each off, current or done. A done pin of the cart or the payment is a button back to it.
import { storeMessages } from '../../i18n/store';
import * as css from './checkout.css';

export type CheckoutStage = 0 | 1 | 2 | 3 | 4;
type PinState = 'off' | 'current' | 'done';

const pins = [
  { stage: 1, label: storeMessages.stepCart },
  { stage: 2, label: storeMessages.stepPayment },
  { stage: 3, label: storeMessages.stepConfirm },
] as const;

export function pinState(pin: number, stage: CheckoutStage): PinState {
  if (stage > pin) return 'done';
  return stage === pin ? 'current' : 'off';
}

/** Only the cart (1) and the payment (2) can be gone back to, and only once passed. */
const canReturnTo = (pin: number, stage: CheckoutStage) => pin <= 2 && pin < stage;

export function CheckoutProgress({
  stage,
  onPin,
  locked,
}: {
  stage: CheckoutStage;
  onPin: (stage: 1 | 2) => void;
  /** While paying, no way back. */
  locked: boolean;
}) {
  return (
    <nav aria-label={storeMessages.steps}>
      <ol className={css.pins}>
        {pins.map((pin, index) => {
          const state = pinState(pin.stage, stage);
          const content = (
            <>
              <span className={css.pinMark} aria-hidden="true">
                {state === 'done' ? '✓' : index + 1}
              </span>
              <span className={css.pinLabel}>{pin.label}</span>
              <span className="visually-hidden">{` (${storeMessages.stepState[state]})`}</span>
            </>
          );
          return (
            <li
              key={pin.stage}
              className={css.pin}
              data-state={state}
              aria-current={state === 'current' ? 'step' : undefined}
            >
              {pin.stage !== 3 && canReturnTo(pin.stage, stage) ? (
                <button
                  type="button"
                  className={css.pinButton}
                  disabled={locked}
                  onClick={() => onPin(pin.stage as 1 | 2)}
                >
                  {content}
                </button>
              ) : (
                <span className={css.pinButton}>{content}</span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
