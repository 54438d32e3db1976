// The pt-BR words of the learning area's home blocks and cards (learning-area.md 2.3). Imported only
// by the lazy block renderers, src/ui/learning-card and the learning pages that list blocks.
export const blockMessages = {
  /** learning-area.md 2.3 and 8, "Unknown card block". */
  unknownBlock: (type: string) => `O tipo "${type}" não existe na lista de componentes.`,
  banners: 'Banners',
  banner: 'banner',
  bannerOf: (current: number, total: number) => `${current} de ${total}`,
  bannerNumber: (banner: number) => `Banner ${banner}`,
  goToBanner: (banner: number) => `Ir para o banner ${banner}`,
  previousBanner: 'Banner anterior',
  nextBanner: 'Próximo banner',
  pauseRotation: 'Pausar a troca automática dos banners',
  resumeRotation: 'Retomar a troca automática dos banners',
  loadingCards: 'Carregando cards...',
  /** learning-area.md 2.3: "Empty pages show a 'page has no content blocks' message". */
  noBlocks: 'Esta página ainda não tem blocos de conteúdo.',
} as const;
