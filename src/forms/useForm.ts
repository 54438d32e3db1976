// One form state for every form of the app: the values, the fields the user left (touched), the
// errors a zod schema finds, and whether a submit was tried. A field's message shows once it was left
// or once a submit was tried; a refused submit moves the focus to the first invalid field (in the
// order given), and nothing typed is ever cleared except by reset().
import { useRef, useState } from 'react';
import type { z } from './zod';

export type FormErrors<F extends string> = Partial<Record<F, string>>;

interface Options<V extends object, F extends keyof V & string, Out> {
  initial: V | (() => V);
  /** Checks the values; an issue's first path segment names its field. */
  schema: z.ZodType<Out>;
  /** The fields that can be invalid, in the order of the page (the focus goes to the first). */
  fields: readonly F[];
}

/** The first message of each field of `fields` among the schema's issues. */
export function errorsOf<F extends string>(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
  fields: readonly F[],
): FormErrors<F> {
  const errors: FormErrors<F> = {};
  for (const issue of issues) {
    const field = fields.find((candidate) => candidate === issue.path[0]);
    if (field) errors[field] ??= issue.message;
  }
  return errors;
}

/** What useForm gives, for a form whose fields are drawn by a child component. */
export type Form<V extends object, F extends keyof V & string, Out> = ReturnType<typeof useForm<V, F, Out>>;

export function useForm<V extends object, F extends keyof V & string, Out>({
  initial,
  schema,
  fields,
}: Options<V, F, Out>) {
  const [values, setValues] = useState<V>(initial);
  const [touched, setTouched] = useState<ReadonlySet<F>>(() => new Set());
  const [submitted, setSubmitted] = useState(false);
  const elements = useRef<Partial<Record<F, HTMLElement | null>>>({});

  const result = schema.safeParse(values);
  const errors: FormErrors<F> = result.success ? {} : errorsOf(result.error.issues, fields);
  const shownError = (field: F) => (submitted || touched.has(field) ? errors[field] : undefined);

  return {
    values,
    errors,
    shownError,
    submitted,
    set<K extends keyof V>(key: K, value: V[K]) {
      setValues((current) => ({ ...current, [key]: value }));
    },
    /** Shows (or, with false, hides again) the field's message before any submit. */
    touch(field: F, isTouched = true) {
      setTouched((current) => {
        if (current.has(field) === isTouched) return current;
        const next = new Set(current);
        if (isTouched) next.add(field);
        else next.delete(field);
        return next;
      });
    },
    /** The field's element, for the focus on a refused submit: `ref={form.ref('name')}`. */
    ref: (field: F) => (element: HTMLElement | null) => {
      elements.current[field] = element;
    },
    /** Shows every message; the parsed values when valid, else null with the first invalid field focused. */
    submit(): Out | null {
      setSubmitted(true);
      if (result.success) return result.data;
      const first = fields.find((field) => errors[field]);
      if (first) elements.current[first]?.focus();
      return null;
    },
    /** Back to the given values (default: the first ones), with no message shown. */
    reset(next?: V) {
      setValues(next ?? initial);
      setTouched(new Set());
      setSubmitted(false);
    },
  };
}
