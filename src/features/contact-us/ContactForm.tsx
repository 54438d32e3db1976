// The contact form (learning-area.md 2.2 /contactus, 5, 7.9, 8): one message, checked with the spec's
// words as the learner leaves it or sends it, with a counter of the characters that count (trimmed,
// src/shared-rules/contact-us.ts). Sent: 'Mensagem enviada com sucesso!' (and the company's own
// thanks) and an empty form; refused: the server's message, with what was typed kept.
import { useId, useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { serverMessage } from '../../api/errors';
import { sendContactMessage } from '../../api/contact-us';
import { useForm } from '../../forms/useForm';
import { contactUsText as text } from '../../i18n/contact-us';
import { CONTACT_MESSAGE_MAX_LENGTH, contactMessageLength } from '../../shared-rules/contact-us';
import { showToast } from '../../ui/toast';
import { contactFields, contactFormSchema, emptyContactForm } from './contactForm';
import * as css from './contactUs.css';
import { LiveNote } from '../../ui/LiveNote';

const TOAST_ERROR_MS = 10_000;

/** The server's own words (a closed feature, too many messages) or the form's generic failure. */
function refusalText(error: unknown): string {
  const sent = serverMessage(error);
  return sent?.trim() ? sent : text.sendError;
}

export function ContactForm({ feedbackMessage }: { feedbackMessage?: string }) {
  const form = useForm({ initial: emptyContactForm, schema: contactFormSchema, fields: contactFields });
  const [sent, setSent] = useState(false);
  const id = useId();
  const send = useMutation({
    mutationFn: sendContactMessage,
    onSuccess: () => {
      form.reset(emptyContactForm);
      setSent(true);
    },
    onError: (error) => showToast(refusalText(error), { tone: 'error', durationMs: TOAST_ERROR_MS }),
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    setSent(false);
    const values = form.submit();
    if (values && !send.isPending) send.mutate(values.message);
  }

  const length = contactMessageLength(form.values.message);
  const problem = form.shownError('message');
  const refusal = send.isError ? refusalText(send.error) : undefined;
  return (
    <form className={css.card} noValidate onSubmit={submit} aria-label={text.menuEntry}>
      <div className={css.field}>
        <label htmlFor={id} className={css.label}>
          {text.message}
        </label>
        <textarea
          ref={form.ref('message')}
          id={id}
          className={css.textarea}
          rows={8}
          value={form.values.message}
          aria-invalid={problem ? true : undefined}
          aria-describedby={[`${id}-counter`, problem ? `${id}-error` : ''].join(' ').trim()}
          onChange={(event) => {
            setSent(false);
            form.set('message', event.target.value);
          }}
          onBlur={() => form.touch('message')}
        />
        {/* Not a live region: read with the field, not at every key. */}
        <p
          id={`${id}-counter`}
          className={`${css.counter} ${length > CONTACT_MESSAGE_MAX_LENGTH ? css.counterOver : ''}`}
        >
          {text.counter(length)}
        </p>
        {problem ? (
          <p id={`${id}-error`} className={css.error}>
            {problem}
          </p>
        ) : null}
      </div>
      <LiveNote role="alert" className={css.error}>
        {refusal}
      </LiveNote>
      <div role="status" className={css.success}>
        {sent ? (
          <>
            <span className={css.successTitle}>{text.sent}</span>
            {feedbackMessage ? <span>{feedbackMessage}</span> : null}
          </>
        ) : null}
      </div>
      <div className={css.actions}>
        <button type="submit" className={css.button} aria-disabled={send.isPending}>
          {send.isPending ? text.sending : text.send}
        </button>
      </div>
    </form>
  );
}
