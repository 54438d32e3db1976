// The rich-text editor's words (content-app.md 2.8, 5). 'Formato de url inválido' is the spec's own.
import { richTextContract } from '../shared-rules/contract-messages';

export const richTextMessages = {
  toolbar: 'Formatação',
  bold: 'Negrito',
  italic: 'Itálico',
  underline: 'Sublinhado',
  link: 'Link',
  linkAddress: 'Endereço do link',
  linkHint: 'Comece com http://, https:// ou www.',
  applyLink: 'Aplicar link',
  removeLink: 'Remover link',
  cancel: 'Cancelar',
  invalidLink: richTextContract.invalidLink,
  count: (count: number, max: number) => `${count}/${max} caracteres`,
  limitReached: (max: number) => `Limite de ${max} caracteres atingido.`,
} as const;
