// The video playlist (content-app.md 2.6, content type 24) as its renderer uses it: the list of
// videos, the playlist id and total time, and saving the duration. The player screen is lazy-loaded
// by the router from its file.
export { PlaylistVideos } from './PlaylistVideos';
export { playlistIdOf, totalSeconds } from './playlist';
export { useSavePlaylistDuration } from './useSavePlaylistDuration';
