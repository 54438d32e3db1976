// The row of a dialog's own buttons, at its end: its actions if any, then 'Fechar', the way out.
import type { ReactNode } from 'react';
import { widgetMessages } from '../i18n/widgets';
import * as buttons from './buttons.css';
import * as css from './ModalFooter.css';

export function ModalFooter({ onClose, children }: { onClose: () => void; children?: ReactNode }) {
  return (
    <div className={css.footer}>
      {children}
      <button type="button" className={buttons.secondary} onClick={onClose}>
        {widgetMessages.close}
      </button>
    </div>
  );
}
