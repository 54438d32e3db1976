import { useSyncExternalStore } from 'react';
import { learningOutboxMessages as t } from '../../i18n/learning-outbox';
import * as css from './OutboxStatus.css';
import type { RejectedAnswer } from './types';
import { useOutbox } from './useOutbox';

const subscribeOnline = (onChange: () => void) => {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
};
const isOnline = () => navigator.onLine !== false;

/** What to say about refused answers: the deadline ones together, the others with the server's reason. */
function refusalTexts(rejected: RejectedAnswer[]): string[] {
  const closed = rejected.filter((answer) => answer.reason === 'closed');
  const refused = rejected.filter((answer) => answer.reason === 'refused');
  const texts = closed.length ? [t.closed(closed.length)] : [];
  const last = refused.at(-1);
  if (last) texts.push(t.refused(refused.length, last.message));
  return texts;
}

/**
 * Tells the learner, politely (a live region), that answers wait to be sent and whether the server
 * refused some; says nothing once everything is sent. The region is always there, so that screen
 * readers announce its first text too.
 */
export function OutboxStatus({ idQuestionnaire }: { idQuestionnaire: number }) {
  const { pending, rejected, unreachable } = useOutbox(idQuestionnaire);
  const online = useSyncExternalStore(subscribeOnline, isOnline, () => true);
  return (
    <div role="status" aria-live="polite" className={css.region}>
      {pending > 0 && (
        <p className={css.status}>
          {online && !unreachable ? '' : t.offline}
          {t.waiting(pending)}
        </p>
      )}
      {refusalTexts(rejected).map((text) => (
        <p key={text} className={`${css.status} ${css.refused}`}>
          {text}
        </p>
      ))}
    </div>
  );
}
