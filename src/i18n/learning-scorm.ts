// The SCORM lessons' words (learning-area.md 2.4 "SCORM tree: lesson cards", 4.1, 4.2, 4.3, 8). Quoted
// texts are a contract: exact words and accents. Imported only by the lazy lesson screens.
import { catalogMessages } from './learning-catalog';
import { learningStatusLabels } from './learning-status';
import { learningViewerMessages } from './learning-viewer';

export const learningScormMessages = {
  /** 8, loading messages: while the lesson's run is asked for. */
  starting: 'Aguarde, iniciando conteúdo.',
  /** 4.2, 8: a package whose processing status is not SUCCESS. */
  processing: learningViewerMessages.scormWait,
  /** The lesson cards' heading and list. */
  lessons: 'Lições',
  noLessons: 'Este pacote não tem lições.',
  /** 4.1: a lesson without a record yet. */
  notStarted: learningStatusLabels.NOT_ATTEMPTED,
  status: (label: string) => `Situação: ${label}`,
  workload: catalogMessages.workload,
  /** 4.3: a locked card is not clickable, and says why. */
  locked: 'Bloqueado',
  lockedReason: 'Conclua as lições anteriores para liberar esta lição.',
  openLesson: (title: string) => `Abrir a lição ${title}`,
  /** The player. */
  close: 'Fechar',
  closing: 'Aguarde, salvando o seu progresso.',
  playerTitle: (title: string) => `Conteúdo: ${title}`,
  lessonFinished: 'Lição finalizada. O seu progresso foi salvo.',
  /** A lesson of a course kept on the device, played without a connection (issue 20, ADR 0026). */
  keptOffline:
    'Sem conexão: esta é a cópia da lição guardada neste aparelho. O seu progresso será enviado quando a conexão voltar.',
  completed: learningStatusLabels.COMPLETED,
  /** An admin's package screen (issue 22): the link beside a content's lessons, and the screen. */
  replacePackage: 'Enviar pacote SCORM',
  packageTitle: 'Enviar pacote SCORM',
  packageOf: (title: string) => `Conteúdo: ${title}`,
  packageHelp:
    'O arquivo .zip do pacote (SCORM 1.2 ou 2004), com o imsmanifest.xml na raiz. Ele substitui o pacote atual: os alunos abrem o novo a partir da próxima lição.',
  packageFile: 'Arquivo do pacote (.zip)',
  packageRequired: 'Escolha o arquivo .zip do pacote.',
  packageNotZip: 'O pacote deve ser um arquivo .zip.',
  send: 'Enviar',
  sending: 'Enviando o pacote...',
  sent: (percent: number) => `${percent}% enviado`,
  processingPackage: 'Arquivo enviado. Verificando e guardando o pacote...',
  packageProgress: 'Envio do pacote',
  packageStored: (standard: string, lessons: number) =>
    `SCORM ${standard}, ${lessons} ${lessons === 1 ? 'lição' : 'lições'}.`,
  packageFailed: 'Não foi possível enviar o pacote. Tente novamente.',
  adminsOnly: 'Apenas administradores podem enviar pacotes SCORM.',
  backToContent: 'Voltar ao conteúdo',
} as const;
