// A side drawer (filters, a lesson's outline) on the app's Modal, the native <dialog>: focus stays
// inside, Escape and the backdrop close it, focus returns to the opener. It slides in from the end
// edge and carries its own "Fechar" button.
import type { ReactNode } from 'react';
import { widgetMessages } from '../../i18n/widgets';
import { Modal } from '../Modal';
import * as css from './Drawer.css';

interface Props {
  open: boolean;
  onClose: () => void;
  /** The drawer's heading (pt-BR), which names it. */
  title: ReactNode;
  children: ReactNode;
  /** A wider drawer (the comments' 50vw): added to the drawer's own class. */
  className?: string;
}

export function Drawer({ open, onClose, title, children, className }: Props) {
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={title}
      className={className ? `${css.drawer} ${className}` : css.drawer}
    >
      <button type="button" className={css.close} onClick={onClose}>
        {widgetMessages.close}
      </button>
      <div className={css.body}>{children}</div>
    </Modal>
  );
}
