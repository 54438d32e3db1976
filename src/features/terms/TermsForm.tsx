// The terms to accept (learning-area.md 4.12, 5; content-app.md 4, 5): the agreement, when owed, with
// the communication consent, and each responsibility term left to sign, each with its box. 'Continuar'
// answers all of them once every box is ticked; pressed before, it says 'Você precisa aceitar os termos
// para continuar.' and points at the first unticked box. 'Sair' declines: the session ends.
import { useId, useRef, useState, type FormEvent } from 'react';
import { acceptAgreement, signResponsibilityTerm } from '../../api/terms';
import type { TermsResponse } from '../../generated/types';
import { termsMessages as text } from '../../i18n/terms';
import { SafeHtml } from '../../ui/safe-html';
import * as buttons from '../../ui/buttons.css';
import { messageOr, usePendingAction } from '../../ui/usePendingAction';
import { useTickedSet } from '../../ui/useTickedSet';
import * as css from './terms.css';
import { LiveNote } from '../../ui/LiveNote';

interface Props {
  idUser: number;
  owed: TermsResponse;
  /** Every owed term answered and stored. */
  onAccepted: () => void;
  onDecline: () => void;
}

const AGREEMENT = 'agreement';
const termKey = (idTerm: number) => `term-${idTerm}`;

export function TermsForm({ idUser, owed, onAccepted, onDecline }: Props) {
  const agreementOwed = owed.userLicenceTermsAccepted !== 1 && owed.agreementTerms !== undefined;
  const boxes = [
    ...(agreementOwed ? [AGREEMENT] : []),
    ...owed.responsibilityTerms.map((term) => termKey(term.idTermOfResponsibility)),
  ];
  const [ticked, tick] = useTickedSet();
  const [communication, setCommunication] = useState(false);
  const [tried, setTried] = useState(false);
  const { pending: saving, failure, run } = usePendingAction(messageOr(text.saveFailed));
  const form = useRef<HTMLFormElement>(null);
  const errorId = useId();
  const allTicked = boxes.every((box) => ticked.has(box));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    setTried(true);
    if (!allTicked) {
      form.current?.querySelector<HTMLInputElement>('input[aria-invalid="true"]')?.focus();
      return;
    }
    await run(async () => {
      // The agreement first, then each term: a failure midway is asked again, and what was stored
      // stays stored (the server keeps one acceptance per version).
      if (agreementOwed) await acceptAgreement(idUser, communication);
      for (const term of owed.responsibilityTerms)
        await signResponsibilityTerm(term.idTermOfResponsibility, term.versionNumber);
      onAccepted();
    });
  };

  const box = (key: string, label: string) => {
    const invalid = tried && !ticked.has(key);
    return (
      <label className={css.box}>
        <input
          type="checkbox"
          checked={ticked.has(key)}
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? errorId : undefined}
          onChange={(event) => tick(key, event.target.checked)}
        />
        <span>{label}</span>
      </label>
    );
  };

  return (
    <form ref={form} className={css.form} onSubmit={(event) => void submit(event)} noValidate>
      <p>{text.intro}</p>
      {agreementOwed ? (
        <div className={css.term}>
          <TermText label={text.agreementText} html={owed.agreementTerms ?? ''} />
          {box(AGREEMENT, text.agreementLabel)}
          <label className={css.box}>
            <input
              type="checkbox"
              checked={communication}
              onChange={(event) => setCommunication(event.target.checked)}
            />
            <span>{text.communicationLabel}</span>
          </label>
        </div>
      ) : null}
      {owed.responsibilityTerms.map((term) => (
        <section key={term.idTermOfResponsibility} className={css.term} aria-label={term.title}>
          <h2 className={css.termTitle}>{term.title}</h2>
          <TermText label={text.termText(term.title)} html={term.text} />
          {box(termKey(term.idTermOfResponsibility), text.responsibilityLabel(term.title))}
        </section>
      ))}
      {tried && !allTicked ? (
        <p id={errorId} role="alert" className={css.error}>
          {text.mustAccept}
        </p>
      ) : null}
      <LiveNote role="alert" className={css.error}>
        {failure}
      </LiveNote>
      {saving ? <p role="status">{text.saving}</p> : null}
      <div className={css.actions}>
        <button type="button" className={buttons.secondary} onClick={onDecline} disabled={saving}>
          {text.decline}
        </button>
        {/* Never disabled before every box is ticked (4.12): pressing it says why, which a disabled
            button, skipped by the keyboard and silent, could not. */}
        <button type="submit" className={buttons.primary}>
          {text.continue}
        </button>
      </div>
    </form>
  );
}

/** A term's text: a long one scrolls in its box, which the keyboard reaches too (tab, then arrows). */
function TermText({ label, html }: { label: string; html: string }) {
  return (
    // oxlint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region must take focus
    <div role="region" aria-label={label} tabIndex={0} className={css.termText}>
      <SafeHtml html={html} />
    </div>
  );
}
