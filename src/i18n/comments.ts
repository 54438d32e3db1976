// The pt-BR words of the comment drawer (learning-area.md 2.4, 4.10, 5, 8, 9). The spec's own: the
// empty text, the deletion question and toasts, 'Denunciado' and 'Agradecemos por denunciar'.
// Imported only by the drawer's lazy chunk (src/features/comments).
import { COMMENT_MAX_LENGTH } from '../shared-rules/comments';

export const commentMessages = {
  open: 'Comentários',
  title: 'Comentários',
  tabs: 'Comentários da página e da turma',
  pageTab: 'Página',
  /** The class tab's label when the class names none (commentsLabel). */
  classTab: 'Turma',
  /** learning-area.md 8, empty states. */
  empty: 'Não há interações na página/turma ainda. Seja o primeiro!',
  /** learning-area.md 8, "Generic loading error". */
  loadError: 'Erro de carregamento.',
  subject: (type: string, id: number) => `comentários ${type} ${id}`,
  more: 'Carregar mais comentários',
  // ---- the write box ----
  write: 'Escreva um comentário',
  writeReply: 'Escreva uma resposta',
  editLabel: 'Edite o comentário',
  send: 'Comentar',
  sendReply: 'Enviar resposta',
  save: 'Salvar',
  cancel: 'Cancelar',
  sending: 'Enviando…',
  count: (length: number) => `${length}/${COMMENT_MAX_LENGTH} caracteres`,
  /** Nothing to read would be left: the box says so and sends nothing (5). */
  emptyText: 'Escreva um comentário antes de enviar.',
  sendFailed: 'Não foi possível enviar. Tente novamente.',
  // ---- a comment ----
  reply: 'Responder',
  edit: 'Editar',
  delete: 'Excluir',
  report: 'Denunciar',
  /** learning-area.md 4.10: reported by this learner, not again. */
  reported: 'Denunciado',
  reportThanks: 'Agradecemos por denunciar',
  actionFailed: 'Não foi possível concluir. Tente novamente.',
  editedAt: (date: string) => `editado em ${date}`,
  seeMore: 'Ver mais',
  seeLess: 'Ver menos',
  /** A reply the learner reported, or a comment hidden by moderation (4.10). */
  hidden: 'Este conteúdo foi ocultado.',
  deleted: 'Este comentário foi excluído.',
  showReplies: (count: number) => (count === 1 ? 'Ver 1 resposta' : `Ver ${count} respostas`),
  hideReplies: 'Ocultar respostas',
  moreReplies: 'Ver mais respostas',
  replies: (name: string) => `Respostas a ${name}`,
  // ---- deletion (8) ----
  confirmDelete: 'Tem certeza que deseja excluir permanentemente esta mensagem?',
  deletedComment: 'Comentário excluído!',
  deletedReply: 'Resposta excluída!',
} as const;
