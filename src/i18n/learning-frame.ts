// The pt-BR words of the learning area's page frame (learning-area.md 2.4 "Header", 2.2, 5, 8):
// header, side menu, in-progress menu, enrolment tree, search and its results. Imported only by the
// lazy learning frame and the search results screen, so the content app's first paint stays without
// them. The texts the spec quotes are marked with their section.
import { plural } from './format';

export const frameMessages = {
  header: 'Cabeçalho',
  openMenu: 'Menu',
  /** 2.4: the side menu of products' title. */
  products: 'Conteúdos',
  productsTree: 'Árvore de conteúdos',
  expand: (title: string) => `Mostrar o que há em ${title}`,
  appSections: 'Seções',
  close: 'Fechar',
  inProgress: 'Em andamento',
  noneInProgress: 'Nenhuma matrícula em andamento.',
  enrollmentTree: 'Minhas matrículas',
  /** 2.4 and 8: an enrolment group without a title, and an empty tree. */
  untitled: 'Sem título',
  noEnrollments: 'Sem matrículas.',
  userMenu: 'Menu de',
  profile: 'Meu perfil',
  supportAccess: 'Acesso de suporte',
  loadingLinks: 'Carregando…',
  /** 6: any admin value above 0 shows it; it opens the admin area in a new tab. */
  administration: 'Administração',
  opensInNewTab: '(abre em uma nova aba)',
  logout: 'Sair',
  search: 'Pesquisar',
  searchPlaceholder: 'O que você quer aprender?',
  searchResults: 'Resultados da pesquisa',
  searchResultsFor: (text: string) => `Resultados para "${text}"`,
  resultCount: (count: number) => plural(count, '1 resultado', `${count.toLocaleString('pt-BR')} resultados`),
  /** 8, "Empty states": 'Não foram encontrados resultados para ...' (search), with the text searched. */
  noResultsFor: (text: string) => `Não foram encontrados resultados para "${text}"`,
  /** 5 and 9: a content search needs 3 characters. */
  searchTooShort: 'Digite ao menos 3 caracteres para pesquisar.',
  loadMore: 'Carregar mais',
} as const;
