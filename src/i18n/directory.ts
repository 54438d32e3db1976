// The pt-BR words of the directory screens (content-app.md 2.6: media library, people directory,
// another user's profile, agenda) and of the paged list (section type 9), loaded with those screens
// rather than with the first paint's catalogue (./messages).
import { plural } from './format';

// One formatter, made once: toLocaleString builds a new one per call (about 1 ms each).
const wholeNumber = new Intl.NumberFormat('pt-BR');

export const directoryMessages = {
  libraryLoadError: 'Erro ao carregar conteúdo',
  libraryPick: 'Escolha uma biblioteca',
  libraryName: 'Nome',
  libraryModified: 'Modificado',
  libraryFolderOf: (folder: string) => `Conteúdo de ${folder}`,
  folder: 'Pasta',
  searchUser: 'Buscar Usuário',
  seeMore: 'ver mais',
  noUserMatch: (text: string) => `Nenhum nome contém "${text}". A lista anterior foi mantida.`,
  peopleShown: (shown: number, total: number) => plural(total, '1 pessoa', `${shown} de ${total} pessoas`),
  profileEmail: 'E-mail',
  profileUnavailable: 'Perfil não encontrado.',
  agendaNoEvents: 'Nenhum evento neste mês',
  agendaPrevious: 'Mês anterior',
  agendaNext: 'Próximo mês',
  agendaToday: 'Hoje',
  agendaTypes: 'Tipos de evento',
  agendaType: 'Tipo',
  agendaLink: 'Acessar o link do evento',
  agendaMonthEvents: (month: string) => `Eventos de ${month}`,

  // paged: the paged list with search tags (section type 9)
  pagedSearch: 'Buscar',
  pagedSearchPlaceholder: 'Título ou descrição',
  pagedTags: 'Filtrar por tags',
  pagedResults: (count: number) =>
    plural(count, '1 conteúdo encontrado', `${wholeNumber.format(count)} conteúdos encontrados`),
  loadMore: 'Carregar mais',
} as const;
