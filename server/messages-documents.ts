// The answers of the document and video-playlist calls (content types 7, 18, 25).
export const documentMessages = {
  playlistNotFound: 'Playlist não encontrada.',
} as const;
