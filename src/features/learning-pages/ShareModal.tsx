// The share-link modal (learning-area.md 2.4, 4.2, 9): the page's address and 'Copiar link'; a copy
// shows 'Link copiado' for 5 s. Opening it and copying each send share analytics ('content/share/click',
// 'content/share/copy'); a browser without a clipboard fails quietly (5, "Clipboard copy").
import { useEffect, useState } from 'react';
import { sendShareAnalytics } from '../../api/learning-pages';
import { learningPageMessages as text } from '../../i18n/learning-pages';
import * as buttons from '../../ui/buttons.css';
import { Modal } from '../../ui/Modal';
import { ModalFooter } from '../../ui/ModalFooter';
import * as css from './learning-pages.css';

/** 'Link copiado' stays 5 s (learning-area.md 9, "Copy-link confirmation 5 s"). */
export const COPIED_MS = 5000;

interface Props {
  open: boolean;
  onClose: () => void;
  link: string;
  idUser: number;
  idContent: number;
}

export function ShareModal({ open, onClose, link, idUser, idContent }: Props) {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return undefined;
    const timer = setTimeout(() => setCopied(false), COPIED_MS);
    return () => clearTimeout(timer);
  }, [copied]);
  const copy = async () => {
    sendShareAnalytics('content/share/copy', idUser, idContent);
    try {
      await navigator.clipboard.writeText(link);
      setCopied(true);
    } catch {
      // 5: "Clipboard copy fails quietly if unsupported".
    }
  };
  return (
    <Modal open={open} onClose={onClose} title={text.shareTitle}>
      <label className={css.field}>
        {text.shareLink}
        <input type="text" readOnly value={link} className={css.input} />
      </label>
      <ModalFooter onClose={onClose}>
        <button type="button" className={buttons.primary} onClick={() => void copy()}>
          {text.copyLink}
        </button>
      </ModalFooter>
      <p role="status" className={css.copied}>
        {copied ? text.linkCopied : ''}
      </p>
    </Modal>
  );
}
