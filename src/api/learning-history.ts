// The history, the certificates and their authenticity (learning-area.md 7.5). Under the 'learning'
// key, so an enrolment refreshes them; never stale (9).
import { queryOptions } from '@tanstack/react-query';
import type { HistoryRow } from '../generated/types';
import { api } from './instance';

const NEVER_STALE = Infinity;

export const historyKeys = {
  history: (idUser: number, onlyWithCertificate: boolean) =>
    ['learning', 'journey', 'history', idUser, onlyWithCertificate] as const,
  authenticity: (code: string) => ['certificate-authenticity', code] as const,
};

/** GET /learning/students/{idUser}/history[?onlyWithCertificate=1]. */
export const historyQuery = (idUser: number, onlyWithCertificate = false) =>
  queryOptions({
    queryKey: historyKeys.history(idUser, onlyWithCertificate),
    queryFn: async (): Promise<HistoryRow[]> =>
      (
        await api().request('GET', `/learning/students/${idUser}/history`, {
          schema: 'api/learning-history-response',
          query: onlyWithCertificate ? { onlyWithCertificate: 1 } : undefined,
        })
      ).history,
    staleTime: NEVER_STALE,
  });

/** 7.5: "POST /certificate also exists with a 30 s timeout". */
const CERTIFICATE_TIMEOUT_MS = 30_000;

/** The name the server gives the file (Content-Disposition, filename* first), else the spec's pattern. */
function fileNameOf(disposition: string | null, fallback: string): string {
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition ?? '')?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded);
    } catch {
      // A malformed name: the plain one, else the fallback.
    }
  }
  return /filename="([^"]+)"/i.exec(disposition ?? '')?.[1] ?? fallback;
}

/**
 * POST /learning/certificates/ {idUser, idEnrollment}: the certificate's PDF and its file name. The
 * one client sends it (token, 401, errors in the server's words); its transport keeps the PDF and
 * hands the client an empty answer to check.
 */
export async function downloadCertificate(
  body: { idUser: number; idEnrollment: number },
  fallbackName: string,
): Promise<{ blob: Blob; fileName: string }> {
  let file: { blob: Blob; fileName: string } | undefined;
  const keepPdf: typeof fetch = async (input, init) => {
    const response = await fetch(input, init);
    if (!response.ok || !response.headers.get('content-type')?.includes('application/pdf')) return response;
    file = {
      blob: await response.blob(),
      fileName: fileNameOf(response.headers.get('content-disposition'), fallbackName),
    };
    return new Response(null, { status: 200 });
  };
  await api().request('POST', '/learning/certificates/', {
    schema: 'api/learning-no-content-response',
    body,
    fetch: keepPdf,
    timeoutMs: CERTIFICATE_TIMEOUT_MS,
  });
  if (!file) throw new Error('Arquivo inválido.');
  return file;
}

/** GET /learning/students/certificate-authenticity/{code}: public, no session token sent. */
export const authenticityQuery = (code: string) =>
  queryOptions({
    queryKey: historyKeys.authenticity(code),
    queryFn: () =>
      api().request('GET', `/learning/students/certificate-authenticity/${encodeURIComponent(code)}`, {
        schema: 'api/learning-certificate-authenticity-response',
        token: '',
        keepSessionOn401: true,
      }),
    staleTime: NEVER_STALE,
    retry: false,
  });
