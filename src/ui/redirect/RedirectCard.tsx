// The admin and external redirects (content-app.md 2.6): a card explaining where the button leads,
// and a confirmation before anything opens. The new tab is opened by Continuar, a user gesture, so
// no popup blocker stops it. The confirmation is the shared ConfirmDialog.
import { useState } from 'react';
import { ConfirmDialog } from '../ConfirmDialog';
import * as css from './RedirectCard.css';

interface Props {
  /** What is behind the button. */
  intro: string;
  /** The button's text. */
  action: string;
  /** The confirmation's question ("Você será redirecionado..."). */
  confirm: string;
  onContinue: () => void;
  /** The confirmation opened: time to prepare what Continuar needs (the admin link's token). */
  onConfirmOpen?: () => void;
}

export function RedirectCard({ intro, action, confirm, onContinue, onConfirmOpen }: Props) {
  const [open, setOpen] = useState(false);
  return (
    <div className={css.card}>
      <p className={css.intro}>{intro}</p>
      <button
        type="button"
        className={css.primary}
        onClick={() => {
          setOpen(true);
          onConfirmOpen?.();
        }}
      >
        {action}
      </button>
      <ConfirmDialog
        open={open}
        question={confirm}
        onCancel={() => setOpen(false)}
        onConfirm={() => {
          setOpen(false);
          onContinue();
        }}
      />
    </div>
  );
}

/** The message in place of the card (no access, invalid address). */
export function RedirectNotice({ text }: { text: string }) {
  return <p className={css.notice}>{text}</p>;
}
