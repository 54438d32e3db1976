// The media viewers' words (content types 1, 2 and 6). The two answers of the resume dialog are quoted
// by content-app.md 4 "Media resume" and are a contract, slash and question marks included.
export const mediaMessages = {
  /** The resume dialog's question, above its two answers. */
  resumeTitle: (clock: string) => `Você parou em ${clock}`,
  resumeFromStart: 'Ouvir/Assistir desde o início?',
  resumeContinue: 'Continuar de onde parou?',
  /** The learning area asks per kind (learning-area.md 4.2 "Resume prompt"). */
  resumeFromStartOf: { video: 'Assistir desde o início?', audio: 'Ouvir desde o início?' },
  /** Shown in place of a player whose source failed (missing file, network, format, stream error). */
  playbackFailed: {
    audio: 'Não foi possível reproduzir este áudio.',
    video: 'Não foi possível reproduzir este vídeo.',
    live: 'Não foi possível reproduzir esta transmissão.',
  },
  audioOf: (title: string) => `Áudio: ${title}`,
  videoOf: (title: string) => `Vídeo: ${title}`,
  listenAgain: 'Para ouvir novamente',
  listenAgainSubject: (idSection: number) => `áudios da seção ${idSection}`,
  liveOf: (title: string) => `Transmissão ao vivo: ${title}`,
  liveUpcoming: 'A transmissão será em',
  livePast: 'A transmissão aconteceu em',
  liveNoDate: 'A data da transmissão ainda não foi definida.',
  liveChat: 'Chat ao vivo',
} as const;
