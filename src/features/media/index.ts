// The players of the media viewers (content types 1, 2, 6). Import only from their lazy renderers:
// shaka-player is a chunk of its own, fetched only when a stream plays. Any other <audio>/<video> of the
// app takes its failure and retry from usePlaybackFailure and PlaybackFailure (importing those files
// alone: they need neither shaka nor the viewer's player).
export { MediaPlayer, type MediaPlayerProps } from './MediaPlayer';
export { PlaybackFailure } from './PlaybackFailure';
export { usePlaybackFailure, type PlaybackFailureOptions } from './usePlaybackFailure';
export { MediaDetails } from './MediaDetails';
export { formatClock } from './clock';
export { streamingFormat } from './streaming';
