// The journey viewers' pt-BR strings (content-app.md 2.6: content types 15, 16, 22 and 23). Imported
// only by their lazy renderers. "MAPA DE LOCALIZAÇÃO" and "SAIR DESTE MÓDULO" are a contract.
export const journeysMessages = {
  locationMap: 'MAPA DE LOCALIZAÇÃO',
  exitModule: 'SAIR DESTE MÓDULO',
  back: 'Voltar',
  previous: 'Anterior',
  next: 'Próxima',
  menu: 'Menu',
  navigation: 'Navegação da jornada',
  progress: 'Progresso na jornada',
  pageOf: (page: number, total: number) => `Página ${page} de ${total}`,
  pageNumber: (page: number) => `Página ${page}`,
  chapter: (chapter: number) => `Capítulo ${chapter}`,
  chapterLabel: (abbreviation: string | undefined, title: string | undefined, chapter: number) =>
    [abbreviation, title].filter(Boolean).join(' · ') || `Capítulo ${chapter}`,
  current: '(página atual)',
  steps: 'Etapas da jornada',
  step: (step: number) => `Etapa ${step}`,
  stepState: { seen: 'vista', current: 'atual', open: 'liberada', locked: 'bloqueada' },
  lockedHint: 'As etapas são liberadas uma a uma: veja a etapa atual para liberar a próxima.',
  empty: 'Não há conteúdo a ser visualizado',
  frameNewTab: 'Abrir esta página em uma nova aba',
  invalidAddress: 'Endereço inválido',
} as const;
