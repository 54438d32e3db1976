import { describe, expect, it } from 'vitest';
import {
  cleanEvidenceFileName,
  EVIDENCE_MAX_BYTES,
  evidenceKindOf,
  evidenceMessages,
  evidenceSizeProblem,
} from './external-course-evidence';

const bytes = (...values: number[]) => new Uint8Array(values);
const text = (value: string) => new TextEncoder().encode(value);

describe('the evidence’s content, by its first bytes', () => {
  it('knows a PDF, a PNG and a JPEG', () => {
    expect(evidenceKindOf(text('%PDF-1.7\n'))).toBe('pdf');
    expect(evidenceKindOf(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a))).toBe('png');
    expect(evidenceKindOf(bytes(0xff, 0xd8, 0xff, 0xe0))).toBe('jpg');
  });

  it('refuses a renamed program, an HTML page, a GIF and a truncated header', () => {
    expect(evidenceKindOf(bytes(0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0))).toBeUndefined(); // ELF
    expect(evidenceKindOf(text('MZ\x90\x00'))).toBeUndefined(); // Windows .exe
    expect(evidenceKindOf(text('<html><body>'))).toBeUndefined();
    expect(evidenceKindOf(text('GIF89a'))).toBeUndefined();
    expect(evidenceKindOf(text('%PDF'))).toBeUndefined();
    expect(evidenceKindOf(bytes())).toBeUndefined();
  });

  it('accepts up to 5242880 bytes, one more is refused with the spec’s message', () => {
    expect(evidenceSizeProblem(EVIDENCE_MAX_BYTES)).toBeUndefined();
    expect(evidenceSizeProblem(EVIDENCE_MAX_BYTES + 1)).toBe('O arquivo deve ter no máximo 5MB.');
    expect(evidenceSizeProblem(0)).toBe(evidenceMessages.empty);
    expect(evidenceMessages.formatRefused).toBe('Apenas arquivos PDF, JPG ou PNG são permitidos.');
  });
});

describe('the stored file name', () => {
  it('folds accents and removes spaces and special characters', () => {
    expect(cleanEvidenceFileName('Certificado de Conclusão (final)!.pdf', 'pdf')).toBe(
      'CertificadodeConclusaofinal.pdf',
    );
    expect(cleanEvidenceFileName('ação_ÇÃO-ü 2024.PNG', 'png')).toBe('acao_CAO-u2024.png');
  });

  it('takes the extension of what the file is, not of its name', () => {
    expect(cleanEvidenceFileName('foto.pdf', 'png')).toBe('foto.png');
    expect(cleanEvidenceFileName('scan', 'jpg')).toBe('scan.jpg');
  });

  it('never leaves a path, a hidden name or nothing', () => {
    expect(cleanEvidenceFileName('../../etc/passwd.pdf', 'pdf')).toBe('etcpasswd.pdf');
    expect(cleanEvidenceFileName('.pdf', 'pdf')).toBe('evidencia.pdf');
    expect(cleanEvidenceFileName('😀 ★.png', 'png')).toBe('evidencia.png');
    expect(cleanEvidenceFileName(`${'a'.repeat(300)}.pdf`, 'pdf')).toHaveLength(104);
  });
});
