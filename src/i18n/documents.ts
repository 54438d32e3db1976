// The words of the document and video viewers (content types 7, 8, 18 and 25). The ones quoted by
// content-app.md 2.6 and 8 are a contract: "Carregando PDF...", "Erro ao carregar PDF", "Clique para
// entrar" and "Não há vídeos disponíveis nesta lista" (that one is shared, in messages.ts).
import { plural } from './format';

export const documentsMessages = {
  // PDF (25)
  pdfViewer: 'Leitor de PDF',
  pdfLoading: 'Carregando PDF...',
  pdfError: 'Erro ao carregar PDF',
  pdfControls: 'Controles do documento',
  previousPage: 'Página anterior',
  nextPage: 'Próxima página',
  pageOf: (page: number, total: number) => `Página ${page} de ${total}`,
  zoomOut: 'Diminuir zoom',
  zoomIn: 'Aumentar zoom',
  fitWidth: 'Ajustar à largura',
  zoomLevel: (percent: number) => `Zoom de ${percent}%`,

  // Video playlist (7)
  videoCount: (count: number) => plural(count, '1 vídeo', `${count} vídeos`),
  totalDuration: (duration: string) => `${duration} no total`,
  playlistLoadError: 'Não foi possível carregar os vídeos desta lista',
  playerTitle: { youtube: 'Vídeo do YouTube', wistia: 'Vídeo do Wistia' },
  nowPlaying: 'Reproduzindo agora',
  backToPlaylist: 'Voltar para a playlist',
  invalidVideo: 'Vídeo não encontrado',

  // External link (8)
  enter: 'Clique para entrar',
  opensInNewTab: '(abre em uma nova aba)',
  linkUnavailable: 'O endereço deste encontro não está disponível.',

  // Download (18)
  fileName: 'Nome do arquivo',
  fileType: 'Tipo',
  fileSize: 'Tamanho',
  download: 'Baixar arquivo',
  fileUnavailable: 'O arquivo deste conteúdo não está disponível.',
} as const;
