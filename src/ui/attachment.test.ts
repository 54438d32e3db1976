import { describe, expect, it } from 'vitest';
import { attachmentKind, attachmentLabel } from './attachment';

describe('attachmentKind (the DOWNLOAD branch by mimetype)', () => {
  it('shows image/* as an image and video/* in a player', () => {
    expect(attachmentKind('image/png')).toBe('image');
    expect(attachmentKind('image/svg+xml')).toBe('image');
    expect(attachmentKind('IMAGE/JPEG')).toBe('image');
    expect(attachmentKind('video/mp4')).toBe('video');
    expect(attachmentKind('video/x-msvideo')).toBe('video');
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
