// The evidence of an external course (learning-area.md 5, 9): a PDF, JPG or PNG of at most 5242880 bytes,
// told by its first bytes, not by its name (a program renamed 'certificado.pdf' is no PDF), stored
// under a cleaned name (no spaces, accents folded, no special characters). The form checks a chosen
// file with these before sending it; the reference API checks what arrives again (with file-type).

/** learning-area.md 9: "Evidence file max 5242880 bytes". */
export const EVIDENCE_MAX_BYTES = 5_242_880;

export const evidenceMessages = {
  /** 5. */
  formatRefused: 'Apenas arquivos PDF, JPG ou PNG são permitidos.',
  /** 5. */
  tooLarge: 'O arquivo deve ter no máximo 5MB.',
  /** 8: the upload failed. */
  saveFailed: 'Erro ao salvar o arquivo.',
  empty: 'O arquivo enviado está vazio.',
} as const;

export type EvidenceKind = 'pdf' | 'jpg' | 'png';

export const evidenceMimetypes: Record<EvidenceKind, string> = {
  pdf: 'application/pdf',
  jpg: 'image/jpeg',
  png: 'image/png',
};

/** The multipart fields of the upload (7.7: fileData and fileName; the session goes in its header). */
export const evidenceFields = { file: 'fileData', fileName: 'fileName' } as const;

/** What the file input offers (the content decides, this only narrows the picker). */
export const evidenceAccept = '.pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png';

/** How many first bytes evidenceKindOf reads. */
export const EVIDENCE_SNIFF_BYTES = 8;

const startsWith = (bytes: Uint8Array, signature: readonly number[]) =>
  bytes.length >= signature.length && signature.every((byte, index) => bytes[index] === byte);

/** The kind a file's first bytes say it is: '%PDF-', the PNG signature, or a JPEG's SOI and marker. */
export function evidenceKindOf(bytes: Uint8Array): EvidenceKind | undefined {
  if (startsWith(bytes, [0x25, 0x50, 0x44, 0x46, 0x2d])) return 'pdf';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpg';
  return undefined;
}

/** The size rule: an empty file is no evidence either. */
export function evidenceSizeProblem(size: number): string | undefined {
  if (size <= 0) return evidenceMessages.empty;
  return size > EVIDENCE_MAX_BYTES ? evidenceMessages.tooLarge : undefined;
}

const NAME_MAX = 100;

/**
 * The name the file is stored under: accents folded ('Relatório' -> 'Relatorio'), spaces and every
 * character but letters, digits, '.', '_' and '-' removed, and the extension of what the file really is
 * (a PNG sent as 'foto.pdf' is kept as 'foto.png').
 */
export function cleanEvidenceFileName(name: string, kind: EvidenceKind): string {
  const base = name.replace(/\.[^.]*$/, '');
  const cleaned = base
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .replace(/[^A-Za-z0-9._-]+/g, '')
    .replace(/\.{2,}/g, '.')
    .replace(/^[.\-_]+|[.\-_]+$/g, '')
    .slice(0, NAME_MAX);
  return `${cleaned || 'evidencia'}.${kind}`;
}
