// The credit card form (content-app.md 3, 5): name, number, expiry MM/AA and CVC, masked as typed,
// each field's message shown once it was left or "Avançar" was pressed. The values live in the
// checkout screen, so nothing typed is lost going back and forth between the stages.
import { useId, useLayoutEffect, useRef, type ChangeEvent } from 'react';
import { storeMessages } from '../../i18n/store';
import {
  cardErrors,
  detectBrand,
  formatCardNumber,
  formatCvc,
  formatExpiry,
  type CardErrors,
  type CardField,
  type CardValues,
} from './card-rules';
import * as css from './checkout.css';

export interface CardFormState {
  values: CardValues;
  /** Fields the user left at least once. */
  touched: Partial<Record<CardField, boolean>>;
  /** "Avançar" was pressed: every message shows. */
  submitted: boolean;
}

export const visibleErrors = (state: CardFormState, now?: Date): CardErrors => {
  const errors = cardErrors(state.values, now);
  if (state.submitted) return errors;
  return Object.fromEntries(Object.entries(errors).filter(([field]) => state.touched[field as CardField]));
};

const masks: Record<CardField, (value: string) => string> = {
  name: (value) => value,
  number: formatCardNumber,
  expiry: formatExpiry,
  cvc: formatCvc,
};

export function CardForm({
  state,
  onChange,
  idPrefix,
}: {
  state: CardFormState;
  onChange: (state: CardFormState) => void;
  /** Field ids are `${idPrefix}-{field}`, so the screen can move the focus to the first error. */
  idPrefix: string;
}) {
  const errors = visibleErrors(state);
  const brand = detectBrand(state.values.number);
  const set = (field: CardField, value: string) =>
    onChange({ ...state, values: { ...state.values, [field]: masks[field](value) } });
  const leave = (field: CardField) => onChange({ ...state, touched: { ...state.touched, [field]: true } });
  const field = (name: CardField) => ({
    id: `${idPrefix}-${name}`,
    value: state.values[name],
    error: errors[name],
    onValue: (value: string) => set(name, value),
    onLeave: () => leave(name),
  });

  return (
    <fieldset className={css.cardForm}>
      <legend className={css.legend}>{storeMessages.cardTitle}</legend>
      <Field label={storeMessages.cardName} autoComplete="cc-name" {...field('name')} />
      <Field
        label={storeMessages.cardNumber}
        autoComplete="cc-number"
        inputMode="numeric"
        masked
        hint={brand ? storeMessages.cardBrand(brand.niceType) : ''}
        {...field('number')}
      />
      <div className={css.pair}>
        <Field
          label={storeMessages.cardExpiry}
          autoComplete="cc-exp"
          inputMode="numeric"
          placeholder="MM/AA"
          masked
          {...field('expiry')}
        />
        <Field
          label={storeMessages.cardCvc}
          autoComplete="cc-csc"
          inputMode="numeric"
          masked
          {...field('cvc')}
        />
      </div>
    </fieldset>
  );
}

interface FieldProps {
  id: string;
  label: string;
  value: string;
  error: string | undefined;
  onValue: (value: string) => void;
  onLeave: () => void;
  autoComplete: string;
  inputMode?: 'numeric';
  placeholder?: string;
  /** A live line under the field ('' keeps it in the page, silent). */
  hint?: string;
  /** The value is reformatted as typed: keep the caret after the same digit. */
  masked?: boolean;
}

function Field({
  id,
  label,
  value,
  error,
  onValue,
  onLeave,
  autoComplete,
  inputMode,
  placeholder,
  hint,
  masked,
}: FieldProps) {
  const input = useRef<HTMLInputElement>(null);
  const caretDigits = useRef<number | null>(null);
  const hintId = useId();
  const errorId = `${id}-error`;

  useLayoutEffect(() => {
    const element = input.current;
    const digits = caretDigits.current;
    if (!element || digits === null || document.activeElement !== element) return;
    caretDigits.current = null;
    const position = caretAfterDigits(value, digits);
    element.setSelectionRange(position, position);
  }, [value]);

  const change = (event: ChangeEvent<HTMLInputElement>) => {
    const { value: typed, selectionStart } = event.target;
    if (masked && selectionStart !== null)
      caretDigits.current = typed.slice(0, selectionStart).replace(/\D/g, '').length;
    onValue(typed);
  };

  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={css.field}>
      <label htmlFor={id} className={css.label}>
        {label}
      </label>
      <input
        ref={input}
        id={id}
        className={css.input}
        value={value}
        onChange={change}
        onBlur={onLeave}
        autoComplete={autoComplete}
        inputMode={inputMode}
        placeholder={placeholder}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        required
      />
      {hint !== undefined ? (
        <p id={hintId} className={css.hint} aria-live="polite">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className={css.fieldError}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** The index just after the `digits`-th digit of `value` (0 digits: the start). */
export function caretAfterDigits(value: string, digits: number): number {
  if (digits <= 0) return 0;
  let seen = 0;
  for (const [index, char] of [...value].entries()) {
    if (/\d/.test(char)) seen += 1;
    if (seen === digits) return index + 1;
  }
  return value.length;
}
