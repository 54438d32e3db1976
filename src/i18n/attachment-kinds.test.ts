import { describe, expect, it } from 'vitest';
import attachmentSchema from '../../schemas/attachment.json';
import { attachmentKindLabels } from './attachment-kinds';

describe('attachment kinds (learning-area.md 3 Attachment)', () => {
  it.each([
    ['PDF', ['pdf']],
    ['Apresentação', ['ppt', 'pptx']],
    ['Planilha', ['xls', 'xlsx', 'csv']],
    ['Documento', ['doc', 'docx']],
    ['Imagem', ['jpg', 'png', 'svg', 'webp', 'gif']],
    ['Áudio', ['mp3', 'wav', 'ogg']],
    ['Vídeo', ['mp4', 'webm']],
  ] as const)('%s is the kind of %j', (label, formats) =>
    expect(
      Object.entries(attachmentKindLabels)
        .filter(([, kind]) => kind === label)
        .map(([format]) => format),
    ).toEqual(formats),
  );

  it('names the kind of every format schemas/attachment.json accepts', () =>
    expect(Object.keys(attachmentKindLabels).sort()).toEqual(
      [...attachmentSchema.properties.format.enum].sort(),
    ));
});
