// The pt-BR words of the learning area's home blocks and cards (learning-area.md 2.3). Imported only
// by the lazy block renderers and src/ui/learning-card.
export const blockMessages = {
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
} as const;
