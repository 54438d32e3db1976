// The kind a class attachment is shown as, from its format (learning-area.md 3 Attachment): the
// drawer's label for each extension that schemas/attachment.json accepts.
import type { Attachment } from '../generated/types';

export const attachmentKindLabels: Record<Attachment['format'], string> = {
  pdf: 'PDF',
  ppt: 'Apresentação',
  pptx: 'Apresentação',
  xls: 'Planilha',
  xlsx: 'Planilha',
  csv: 'Planilha',
  doc: 'Documento',
  docx: 'Documento',
  jpg: 'Imagem',
  png: 'Imagem',
  svg: 'Imagem',
  webp: 'Imagem',
  gif: 'Imagem',
  mp3: 'Áudio',
  wav: 'Áudio',
  ogg: 'Áudio',
  mp4: 'Vídeo',
  webm: 'Vídeo',
};
