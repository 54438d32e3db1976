import { describe, expect, it } from 'vitest';
import { checkUploadFormat, fileNameExtension } from './upload-formats';

describe('the accepted formats', () => {
  it('reads the extension of a file name, not of its folders', () => {
    expect(fileNameExtension('Relatório Final.PDF')).toBe('pdf');
    expect(fileNameExtension('foto.tar.gz')).toBe('gz');
    expect(fileNameExtension('LEIAME')).toBeUndefined();
    expect(fileNameExtension('.bashrc')).toBeUndefined();
  });

  it('wants the mimetype to agree with the extension, and stores the canonical one', () => {
    expect(checkUploadFormat('foto.JPG', 'image/pjpeg')).toEqual({
      ok: true,
      extension: 'jpg',
      mimetype: 'image/jpeg',
    });
    expect(checkUploadFormat('foto.png', 'application/pdf')).toEqual({ ok: false, reason: 'mimetype' });
    expect(checkUploadFormat('foto.gif', 'image/gif')).toEqual({ ok: false, reason: 'extension' });
    expect(checkUploadFormat('aula.avi', '')).toMatchObject({ ok: true, mimetype: 'video/x-msvideo' });
  });
});
