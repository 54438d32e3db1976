// What a screen shows when its data did not come: the spec's text and a retry for learners;
// in designer preview an invalid payload also shows its JSON pointer and failing rule.
import { useEngine, InvalidData } from '../engine';
import { isApiError } from '../api/errors';
import { messages } from '../i18n/messages';
import * as css from './LoadFailed.css';

export function LoadFailed({
  error,
  retry,
  subject,
  text = messages.loadError,
}: {
  error: unknown;
  retry: () => void;
  subject: string;
  /** The spec's text for this screen when it names one (the media library's "Erro ao carregar conteúdo"). */
  text?: string;
}) {
  const { preview } = useEngine();
  if (isApiError(error) && error.code === 'invalid')
    return (
      <InvalidData
        preview={preview}
        subject={subject}
        issues={error.issues}
        raw={error.raw}
        politeText={text}
      />
    );
  return (
    <div role="alert" className={css.error}>
      <p>{text}</p>
      <button type="button" className={css.button} onClick={retry}>
        {messages.retry}
      </button>
    </div>
  );
}
