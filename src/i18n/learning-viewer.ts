// The learning content viewer's words (learning-area.md 2.4, 4.2, 4.3, 6, 8). Quoted texts are a
// contract: exact words and accents.
import { learningContract } from '../shared-rules/contract-messages';
import { learningStatusLabels } from './learning-status';
import { messages } from './messages';

export const learningViewerMessages = {
  /** 8 "Unknown content type". */
  unknownType: messages.contentUnavailable,
  /** 8 "Bad download". */
  invalidFile: 'Arquivo inválido.',
  /** 2.2, 4.3, 8 "Restricted content", with 6's long text. */
  restrictedTitle: learningContract.restricted,
  restrictedText:
    'Este conteúdo é restrito para um grupo específico e você não tem permissão para visualizar.',
  /** 4.2 "'Concluído' shows". */
  completed: learningStatusLabels.COMPLETED,
  /** 4.2 SCORM package processing (the player is issue 12). */
  scormWait: 'Aguarde: o pacote deste conteúdo está sendo processado e será aberto em seguida.',
  /** 4.2 external link: pressing Continuar completes it. */
  continue: 'Continuar',
  /** 2.4 navigation map. */
  openMap: 'Mapa de navegação',
  youAreHere: 'Você está aqui!',
  locked: 'Bloqueado',
  percentDone: (percent: number) => `${percent}% concluído`,
  /** 2.4 previous and next content buttons. */
  previous: 'Conteúdo anterior',
  next: 'Próximo conteúdo',
  /** 4.3: why 'next' is blocked. */
  nextLocked: 'Conclua este conteúdo para liberar o próximo.',
  /** A content the server would not open (locked, not of this enrollment): its pt-BR reason follows. */
  refusedTitle: 'Conteúdo indisponível',
} as const;
