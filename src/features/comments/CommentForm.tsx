// The write box of a comment, a reply or an edit (learning-area.md 5): a labelled text area with its
// count, that never sends an empty text and keeps what was typed when the call fails, with the
// server's words (or a generic one) in an alert.
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { isApiError } from '../../api/errors';
import { commentMessages as text } from '../../i18n/comments';
import { COMMENT_MAX_LENGTH } from '../../shared-rules/comments';
import { isEmptyComment } from './commentText';
import * as css from './comments.css';

interface Props {
  /** The box's visible label, its name. */
  label: string;
  submitLabel: string;
  initial?: string;
  /** Resolves when stored: the box empties (or closes); rejects: the text stays. */
  onSubmit: (value: string) => Promise<unknown>;
  onCancel?: () => void;
  /** Takes the focus when it appears (opened by 'Responder' or 'Editar'). */
  focusOnOpen?: boolean;
}

export function CommentForm({ label, submitLabel, initial = '', onSubmit, onCancel, focusOnOpen }: Props) {
  const [value, setValue] = useState(initial);
  const [problem, setProblem] = useState<string>();
  const [pending, setPending] = useState(false);
  const id = useId();
  const area = useRef<HTMLTextAreaElement>(null);
  useEffect(() => {
    if (focusOnOpen) area.current?.focus();
  }, [focusOnOpen]);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    if (isEmptyComment(value)) {
      setProblem(text.emptyText);
      return;
    }
    setPending(true);
    setProblem(undefined);
    try {
      await onSubmit(value);
      setValue('');
    } catch (error) {
      setProblem(isApiError(error) && error.code === 'http' ? error.message : text.sendFailed);
    } finally {
      setPending(false);
    }
  };
  return (
    <form className={css.form} onSubmit={(event) => void submit(event)} noValidate>
      <label htmlFor={`${id}-text`} className={css.formLabel}>
        {label}
      </label>
      <textarea
        id={`${id}-text`}
        className={css.textarea}
        value={value}
        rows={3}
        // An edit of a stored text longer than the limit (its tags count here) is not blocked.
        maxLength={Math.max(COMMENT_MAX_LENGTH, initial.length)}
        aria-describedby={`${id}-count${problem ? ` ${id}-problem` : ''}`}
        aria-invalid={problem ? true : undefined}
        ref={area}
        onChange={(event) => {
          setValue(event.target.value);
          if (problem) setProblem(undefined);
        }}
      />
      <div className={css.formFooter}>
        <span id={`${id}-count`} className={css.count}>
          {text.count(value.length)}
        </span>
        {onCancel ? (
          <button type="button" className={css.secondaryButton} onClick={onCancel}>
            {text.cancel}
          </button>
        ) : null}
        <button type="submit" className={css.primaryButton} aria-disabled={pending || undefined}>
          {pending ? text.sending : submitLabel}
        </button>
      </div>
      {problem ? (
        <p id={`${id}-problem`} role="alert" className={css.problem}>
          {problem}
        </p>
      ) : null}
    </form>
  );
}
