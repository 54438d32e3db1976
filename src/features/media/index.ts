// The players of the media viewers (content types 1, 2, 6). Import only from their lazy renderers:
// shaka-player is a chunk of its own, fetched only when a stream plays. Any other <audio>/<video> of the
// app takes its failure and retry from src/ui/playback, which needs neither shaka nor this player.
export { MediaPlayer, type MediaPlayerProps } from './MediaPlayer';
export { ItemPlayer, mediaSource } from './ItemPlayer';
export { MediaDetails } from './MediaDetails';
export { formatClock } from './clock';
export { createStreamPlayer, streamingFormat, type StreamPlayer } from './streaming';
export {
  LearningPlaybackProvider,
  allowedSeek,
  playedPercent,
  SEEK_LIMIT_SECONDS,
  SEEK_LOCK_MS,
  type LearningPlayback,
} from './learningPlayback';
