// The credit card form (content-app.md 3, 5): name, number, expiry MM/AA and CVC, masked as typed,
// each field's message shown once it was left or "Avançar" was pressed. The form (useForm) lives in the
// checkout screen, so nothing typed is lost going back and forth between the stages.
import { useId, useLayoutEffect, useRef, type ChangeEvent } from 'react';
import type { Form } from '../../forms/useForm';
import { storeMessages } from '../../i18n/store';
import {
  detectBrand,
  formatCardNumber,
  formatCvc,
  formatExpiry,
  type CardField,
  type CardValues,
} from './card-rules';
import * as css from './checkout.css';

export type CardFormState = Form<CardValues, CardField, CardValues>;

const masks: Record<CardField, (value: string) => string> = {
  name: (value) => value,
  number: formatCardNumber,
  expiry: formatExpiry,
  cvc: formatCvc,
};

export function CardForm({ form, idPrefix }: { form: CardFormState; idPrefix: string }) {
  const brand = detectBrand(form.values.number);
  const field = (name: CardField) => ({
    id: `${idPrefix}-${name}`,
    value: form.values[name],
    error: form.shownError(name),
    onValue: (value: string) => form.set(name, masks[name](value)),
    onLeave: () => form.touch(name),
    register: form.ref(name),
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
  /** Gives the input to the form, which focuses the first invalid field on "Avançar". */
  register: (element: HTMLInputElement | null) => void;
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
  register,
  autoComplete,
  inputMode,
  placeholder,
  hint,
  masked,
}: FieldProps) {
  const input = useRef<HTMLInputElement | null>(null);
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
        ref={(element) => {
          input.current = element;
          register(element);
        }}
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
