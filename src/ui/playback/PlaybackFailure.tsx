// What stands in place of a player whose source failed (usePlaybackFailure): the message, said at once
// (role=alert), and "Tentar novamente". A video keeps its black frame, sized by the caller to the
// element it replaces, so the page does not jump; an audio gets a bar.
import { mediaMessages as text } from '../../i18n/media';
import { messages } from '../../i18n/messages';
import * as css from './playback.css';

export function PlaybackFailure({
  kind,
  message = text.playbackFailed[kind],
  onRetry,
  className,
}: {
  kind: 'audio' | 'video';
  /** By default the kind's ("Não foi possível reproduzir este vídeo."). */
  message?: string;
  onRetry: () => void;
  /** The size of the element it replaces. */
  className?: string;
}) {
  const frame = kind === 'video' ? css.videoFailure : css.failure;
  return (
    <div className={className ? `${frame} ${className}` : frame}>
      <p role="alert" className={css.failureText}>
        {message}
      </p>
      <button type="button" className={css.primary} onClick={onRetry}>
        {messages.retry}
      </button>
    </div>
  );
}
