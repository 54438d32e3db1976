// content-app.md 4 "Media resume": when the learner stopped part-way before, the player asks whether
// to start over ("Ouvir/Assistir desde o início?") or go on ("Continuar de onde parou?"). Escape
// closes the question and leaves the player at the start, paused.
import { Modal } from '../../ui/Modal';
import { mediaMessages as text } from '../../i18n/media';
import { formatClock } from './clock';
import * as css from './media.css';

interface Props {
  open: boolean;
  /** Seconds where the learner stopped. */
  position: number;
  onStartOver: () => void;
  onContinue: () => void;
  onDismiss: () => void;
  /** The start-over answer; the content app's "Ouvir/Assistir desde o início?" by default. */
  fromStartText?: string;
}

export function ResumeDialog({
  open,
  position,
  onStartOver,
  onContinue,
  onDismiss,
  fromStartText = text.resumeFromStart,
}: Props) {
  return (
    <Modal open={open} onClose={onDismiss} title={text.resumeTitle(formatClock(position))} role="alertdialog">
      <div className={css.actions}>
        <button type="button" className={css.secondary} onClick={onStartOver}>
          {fromStartText}
        </button>
        <button type="button" className={css.primary} onClick={onContinue}>
          {text.resumeContinue}
        </button>
      </div>
    </Modal>
  );
}
