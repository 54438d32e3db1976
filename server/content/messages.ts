// What the content area answers in pt-BR beyond the shared texts of server/messages.ts (section and
// content not found): the video playlists (content types 7, 18, 25), the journeys and the assessment.
export const contentMessages = {
  playlistNotFound: 'Playlist não encontrada.',
  journeyNotFound: 'Jornada não encontrada.',
  assessmentNotFound: 'Esta seção não tem uma avaliação configurada.',
} as const;
