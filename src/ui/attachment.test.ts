import { describe, expect, it } from 'vitest';
import { attachmentKind, attachmentLabel } from './attachment';

describe('attachmentKind (the DOWNLOAD branch by mimetype)', () => {
  it.each([
    ['image/png', 'image'],
    ['image/svg+xml', 'image'],
    ['IMAGE/JPEG', 'image'],
    ['video/mp4', 'video'],
    ['video/x-msvideo', 'video'],
  ])('shows image/* as an image and video/* in a player: %s as %s', (mimetype, kind) => {
    expect(attachmentKind(mimetype)).toBe(kind);
  });

  it('offers everything else as a download', () => {
    for (const mimetype of [
      'application/pdf',
      'audio/mpeg',
      'application/msword',
      'text/plain',
      '',
      undefined,
    ])
      expect(attachmentKind(mimetype), String(mimetype)).toBe('file');
  });
});

describe('attachmentLabel', () => {
  it('names the kind, and a file by its extension', () => {
    expect(attachmentLabel({ mimetype: 'image/jpeg', extension: 'jpg' })).toBe('Imagem');
    expect(attachmentLabel({ mimetype: 'video/mp4', extension: 'mp4' })).toBe('Vídeo');
    expect(attachmentLabel({ mimetype: 'application/pdf', extension: 'pdf' })).toBe('Arquivo PDF');
    expect(attachmentLabel({ mimetype: 'application/pdf', extension: '.docx' })).toBe('Arquivo DOCX');
    expect(attachmentLabel({ mimetype: 'application/octet-stream' })).toBe('Arquivo');
  });
});
