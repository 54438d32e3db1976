// The words of the section and content renderers' lists, redirects and tiles: loaded with those
// renderers, not with the first paint (the catalogue in ./messages is one object, all in the app's
// first chunk).
import { plural } from './format';

export const sectionMessages = {
  // lists-a: mosaics, players, grid, highlight, post and multi-format lists
  watch: 'Assistir',
  listen: 'Ouvir',
  videoUnsupported: 'Seu navegador não reproduz este vídeo.',
  highlights: 'Destaques',
  moreContent: 'Mais conteúdos',
  postBy: (author: string) => `Por ${author}`,
  allFormats: 'Todos',
  filterByFormat: 'Filtrar por formato',
  otherContentType: 'Outro formato',

  // screens: user uploads, notifications, card menu, admin and external redirects, assessment
  dateToday: 'Hoje',
  uploadDownloadHint: 'Para baixar o arquivo anexado ao post clique no botão abaixo.',
  uploadDownload: 'DOWNLOAD',
  uploadKind: { image: 'Imagem', video: 'Vídeo', file: 'Arquivo' },
  notificationsTitle: 'Notificações',
  adminIntro: 'Gerencie conteúdos, usuários e configurações do aplicativo na área administrativa.',
  adminOpen: 'Acessar área administrativa',
  adminConfirm: 'Você será redirecionado para a área administrativa.',
  adminDenied: 'Você não tem acesso à área administrativa.',
  adminUnavailable: 'A área administrativa não está disponível no momento.',
  externalIntro: 'Este conteúdo fica em um endereço fora do aplicativo.',
  externalOpen: 'Acessar',
  externalConfirm: (host: string) => `Você será direcionado para um endereço externo: ${host}`,
  invalidAddress: 'Endereço inválido',
  assessmentError: 'Erro ao carregar conteúdo',
  assessmentNewTab: 'Abrir a avaliação em uma nova aba',

  // lists-b: live list, journeys, section carousel, playlist, rated tiles, documents
  live: 'AO VIVO',
  noVideos: 'Não há vídeos disponíveis nesta lista',
  playlistVideos: 'Vídeos da playlist',
  rateThis: 'avalie este conteúdo',
  ratingOf: (stars: number, max: number) => `Avaliação: ${stars} de ${max}`,
  votes: (count: number) => plural(count, '1 avaliação', `${count} avaliações`),
  fileKind: {
    pdf: 'Documento PDF',
    document: 'Documento de texto',
    spreadsheet: 'Planilha',
    presentation: 'Apresentação',
    image: 'Imagem',
    audio: 'Áudio',
    video: 'Vídeo',
    archive: 'Arquivo compactado',
    text: 'Texto',
    file: 'Arquivo',
  },
} as const;
