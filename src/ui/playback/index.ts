// What every <audio>/<video> of the app shares, light enough for any screen: playing and seeking
// (swallowing a refused autoplay), whether the source failed, and the failure's message with
// "Tentar novamente". The viewers' player with shaka lives in src/features/media, lazy-loaded.
export { play, seek } from './playback';
export { PlaybackFailure } from './PlaybackFailure';
export { usePlaybackFailure, type PlaybackFailureOptions } from './usePlaybackFailure';
