// The offline courses' words (issue 20 item 2: a course kept on the device). The spec quotes no text for
// them; these follow the app's tone. Loaded with a course page only.
import { formatFileSize } from './fileSize';
import { plural } from './format';

export const offlineCourseMessages = {
  /** The switch's visible label, also its name. */
  label: 'Disponível offline',
  hint: 'Guarde os vídeos, áudios, arquivos, páginas e lições deste curso para estudar sem internet.',
  downloading: (done: number, total: number, bytes: number) =>
    `Baixando o curso: ${done} de ${plural(total, '1 item', `${total} itens`)} (${formatFileSize(bytes)}).`,
  saved: (bytes: number, savedAt: Date) =>
    `Curso guardado neste aparelho: ${formatFileSize(bytes)}, em ${savedAt.toLocaleDateString('pt-BR')}.`,
  /** navigator.storage.estimate(): what the app uses of what the browser allows it. */
  quota: (usage: number, quota: number) =>
    `Espaço usado pelo aplicativo: ${formatFileSize(usage)} de ${formatFileSize(quota)} disponíveis.`,
  removed: 'O curso foi removido deste aparelho.',
  failed: 'Não foi possível guardar o curso neste aparelho. Verifique sua conexão e tente novamente.',
  full: 'Não há espaço suficiente neste aparelho para guardar o curso.',
} as const;
