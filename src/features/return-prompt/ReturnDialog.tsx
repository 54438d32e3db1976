// The return-to-last-content prompt (content-app.md 4): asks the server for the content the user was
// last tracked on and offers it. Accepting goes to /content/{id}?idSection=…; declining, Escape or a
// click outside closes it. Nothing to offer, or the call failed: it closes unseen (content-app.md 8:
// other call failures are swallowed), and the home's next prompt takes its turn.
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { lastTrackedContent } from '../../api/engagement';
import { returnPromptMessages as text } from '../../i18n/return-prompt';
import { contentPath } from '../../paths/paths';
import * as buttons from '../../ui/buttons.css';
import { Modal } from '../../ui/Modal';
import * as footer from '../../ui/ModalFooter.css';
import * as css from './returnPrompt.css';

interface Props {
  /** Answered: with the content's address when accepted, nothing when declined or nothing to offer. */
  onAnswered: (to?: string) => void;
}

export default function ReturnDialog({ onAnswered }: Props) {
  // Fresh on each sign-in: what the user did on another device counts.
  const last = useQuery({ queryKey: ['tracking', 'last'], queryFn: lastTrackedContent, gcTime: 0 });
  const content = last.data ?? null;
  const nothing = last.isError || (last.isSuccess && content === null);
  useEffect(() => {
    if (nothing) onAnswered();
  }, [nothing, onAnswered]);
  if (!content) return null;
  return (
    <Modal open onClose={() => onAnswered()} title={text.title}>
      <p className={css.body}>{content.text ? text.body(content.text) : text.bodyUntitled}</p>
      <div className={footer.footer}>
        <button type="button" className={buttons.secondary} onClick={() => onAnswered()}>
          {text.decline}
        </button>
        <button
          type="button"
          className={buttons.primary}
          onClick={() => onAnswered(contentPath(content.idContentItem, content.idSection))}
        >
          {text.accept}
        </button>
      </div>
    </Modal>
  );
}
