import { describe, expect, it } from 'vitest';
import { fileExtension, fileTypeOf } from './fileType';

describe('file type of a document', () => {
  it('reads the extension of the path, without query or fragment, in any case', () => {
    expect(fileExtension('/demo/codigo-de-conduta.pdf')).toBe('pdf');
    expect(fileExtension('https://arquivos.test/a/Planilha.XLSX?versao=2#aba')).toBe('xlsx');
    expect(fileExtension('https://arquivos.test/pasta.v2/arquivo')).toBeUndefined();
    expect(fileExtension('https://arquivos.test/')).toBeUndefined();
    expect(fileExtension(undefined)).toBeUndefined();
  });

  it('names the kind from contentLocation first, then mediaLocation', () => {
    expect(fileTypeOf({ idContentType: 18, contentLocation: '/demo/a.pdf', mediaLocation: 'b.mp4' })).toEqual(
      {
        kind: 'pdf',
        extension: 'PDF',
      },
    );
    expect(fileTypeOf({ idContentType: 18, mediaLocation: 'https://x.test/slides.pptx' })).toEqual({
      kind: 'presentation',
      extension: 'PPTX',
    });
    expect(fileTypeOf({ idContentType: 18, contentLocation: 'https://x.test/politica.docx' }).kind).toBe(
      'document',
    );
    expect(fileTypeOf({ idContentType: 18, contentLocation: 'https://x.test/kit.zip' }).kind).toBe('archive');
  });

  it('keeps an unknown extension as a generic file', () => {
    expect(fileTypeOf({ idContentType: 18, contentLocation: 'https://x.test/modelo.dwg' })).toEqual({
      kind: 'file',
      extension: 'DWG',
    });
  });

  it('falls back to the content type when there is no address', () => {
    expect(fileTypeOf({ idContentType: 25 })).toEqual({ kind: 'pdf' });
    expect(fileTypeOf({ idContentType: 18 })).toEqual({ kind: 'file' });
  });
});
