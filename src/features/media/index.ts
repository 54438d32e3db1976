// The players of the media viewers (content types 1, 2, 6). Import only from their lazy renderers:
// shaka-player is a chunk of its own, fetched only when a stream plays.
export { MediaPlayer, type MediaPlayerProps } from './MediaPlayer';
export { MediaDetails } from './MediaDetails';
export { formatClock } from './clock';
export { streamingFormat } from './streaming';
