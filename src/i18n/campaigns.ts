// The campaign modal's and the content page's campaign words (content-app.md 2.8; the spec quotes none).
export const campaignMessages = {
  /** The modal's title: one campaign, or several. */
  titleOne: 'Nova campanha',
  titleMany: 'Novas campanhas',
  period: (start: string, end: string) => `De ${start} a ${end}`,
  from: (start: string) => `A partir de ${start}`,
  until: (end: string) => `Até ${end}`,
  pointsHeading: 'Como você ganha pontos',
  points: (points: number) => (points === 1 ? '1 ponto' : `${points} pontos`),
  /** 'multiple': where the user is among the campaigns. */
  position: (at: number, of: number) => `Campanha ${at} de ${of}`,
  previous: 'Anterior',
  next: 'Próxima',
  close: 'Entendi',
  closing: 'Aguarde...',
  /** Closing could not be recorded: the modal stays, and says so. */
  closeFailed: 'Não foi possível registrar sua confirmação. Tente novamente.',
  /** The content page: the running campaigns the content counts for. */
  bannerOne: (name: string) => `Este conteúdo vale pontos na campanha ${name}.`,
  bannerMany: 'Este conteúdo vale pontos nas campanhas:',
} as const;
