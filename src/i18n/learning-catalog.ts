// The pt-BR words of the catalog (block and page), the recommendations and the enrollments in progress
// (learning-area.md 2.3, 8). Imported only by their lazy renderers and the catalog page.
export const catalogMessages = {
  /** learning-area.md 2.3 and 8, the recommendations block's empty text. */
  noRecommendations: 'Não foram encontradas recomendações.',
  /** learning-area.md 2.3 and 8, the catalog's empty text. */
  noResults: 'Não foram encontrados resultados',
  /** learning-area.md 2.3: opens the full grid of the catalog. */
  seeAll: 'Ver todos',
  seeAllOf: (title: string) => `Ver todos: ${title}`,
  search: 'Buscar no catálogo',
  searchPlaceholder: 'Título ou descrição (até 25 caracteres)',
  tags: 'Filtrar por tags',
  loadMore: 'Carregar mais',
  results: (count: number) =>
    count === 0 ? '' : count === 1 ? '1 resultado' : `${count.toLocaleString('pt-BR')} resultados`,
  catalog: 'Catálogo',
  recommendations: 'Recomendações',
  inProgress: 'Matrículas em andamento',
  // ---- a course's presentation, its catalog page without an enrollment (2.2, 4.4) ----
  workload: (hours: number) => `Carga horária: ${hours.toLocaleString('pt-BR')} h`,
  syllabus: 'Conteúdo programático',
  contentsAfterEnrollment: 'Os conteúdos do curso são listados após a matrícula.',
} as const;
