// A yes-or-no question before something that cannot be taken back (leaving the session, opening
// another site): the shared native-<dialog> Modal as an alertdialog, the way out first so Enter on
// the first focus never confirms by accident, Escape and the backdrop cancel, focus back to the opener.
import type { RefObject } from 'react';
import { Modal } from './Modal';
import { widgetMessages } from '../i18n/widgets';
import * as css from './ConfirmDialog.css';

interface Props {
  open: boolean;
  /** The question, also the dialog's name ("Tem certeza de que deseja sair?"). */
  question: string;
  /** The confirming button's text: what happens ("Sair", "Continuar"). */
  confirmLabel?: string;
  cancelLabel?: string;
  onConfirm: () => void;
  onCancel: () => void;
  /** Modal's returnFocusTo. */
  returnFocusTo?: RefObject<HTMLElement | null>;
}

export function ConfirmDialog({
  open,
  question,
  confirmLabel = widgetMessages.confirmContinue,
  cancelLabel = widgetMessages.confirmCancel,
  onConfirm,
  onCancel,
  returnFocusTo,
}: Props) {
  return (
    <Modal open={open} onClose={onCancel} title={question} role="alertdialog" returnFocusTo={returnFocusTo}>
      <div className={css.actions}>
        {/* First: showModal() focuses it. */}
        <button type="button" className={css.secondary} onClick={onCancel}>
          {cancelLabel}
        </button>
        <button type="button" className={css.primary} onClick={onConfirm}>
          {confirmLabel}
        </button>
      </div>
    </Modal>
  );
}
