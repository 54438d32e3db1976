// POST {uploadHost}/uploads/usercontent (content-app.md 7): the upload form's call (section type 49),
// multipart with idSection, fileData, title and description. It goes through the one client, so the
// bearer token, the new-token, 401 and offline rules and the response schema apply as to any call;
// only the transport differs: XMLHttpRequest, because fetch cannot report upload progress.
//
// uploadHost (runtime config, /config.json): '' sends the call to the API base (the reference API
// serves it at /api/uploads/usercontent); an address ("https://uploads.example.com") sends it there,
// and that host must then be allowed by the app's Content-Security-Policy (connect-src).
import type { UserUpload } from '../generated/types';
import { api, runtimeConfig } from './instance';
import type { RuntimeConfig } from './runtime-config';
import { uploadFields } from '../shared-rules/upload-formats';

export interface UserContentUpload {
  idSection: number;
  title: string;
  description: string;
  file: File;
}

export interface UploadProgress {
  loaded: number;
  total: number;
}

/** 30 s fits an answer; a 20 MB file on a slow mobile link takes minutes to go up. */
const UPLOAD_TIMEOUT_MS = 10 * 60_000;

export const uploadBaseUrl = (config: Pick<RuntimeConfig, 'apiBaseUrl' | 'uploadHost'>) =>
  config.uploadHost?.trim() || config.apiBaseUrl;

/** Sends the form; resolves with the stored upload as the user-upload list will show it. */
export async function sendUserContent(
  upload: UserContentUpload,
  onProgress?: (progress: UploadProgress) => void,
): Promise<UserUpload | undefined> {
  const body = new FormData();
  body.set(uploadFields.idSection, String(upload.idSection));
  body.set(uploadFields.title, upload.title);
  body.set(uploadFields.description, upload.description);
  // The file goes last: a server reading the stream has the texts before the bytes.
  body.set(uploadFields.file, upload.file, upload.file.name);
  const response = await api().request('POST', '/uploads/usercontent', {
    schema: 'api/user-content-upload-response',
    body,
    baseUrl: uploadBaseUrl(runtimeConfig()),
    fetch: xhrTransport(onProgress),
    timeoutMs: UPLOAD_TIMEOUT_MS,
  });
  return response.data;
}

/**
 * fetch's contract on XMLHttpRequest, plus upload progress. It fails the way fetch does (TypeError
 * on a network error, AbortError when the signal aborts), so the client's offline and timeout rules
 * hold unchanged.
 */
export function xhrTransport(onProgress?: (progress: UploadProgress) => void): typeof fetch {
  return (input, init) =>
    new Promise<Response>((resolve, reject) => {
      const xhr = new XMLHttpRequest();
      xhr.open(init?.method ?? 'GET', input instanceof Request ? input.url : String(input));
      new Headers(init?.headers).forEach((value, name) => xhr.setRequestHeader(name, value));
      xhr.upload.addEventListener('progress', (event) => {
        if (event.lengthComputable) onProgress?.({ loaded: event.loaded, total: event.total });
      });
      xhr.addEventListener('load', () => resolve(responseOf(xhr)));
      xhr.addEventListener('error', () => reject(new TypeError('Falha de rede durante o envio.')));
      xhr.addEventListener('abort', () => reject(new DOMException('Envio interrompido.', 'AbortError')));
      const signal = init?.signal;
      if (signal?.aborted) return xhr.abort();
      signal?.addEventListener('abort', () => xhr.abort(), { once: true });
      xhr.send((init?.body ?? null) as XMLHttpRequestBodyInit | null);
    });
}

const NULL_BODY_STATUSES = new Set([101, 204, 205, 304]);

function responseOf(xhr: XMLHttpRequest): Response {
  const headers = new Headers();
  for (const line of xhr.getAllResponseHeaders().split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.append(line.slice(0, colon).trim(), line.slice(colon + 1).trim());
  }
  return new Response(NULL_BODY_STATUSES.has(xhr.status) ? null : xhr.responseText, {
    status: xhr.status,
    statusText: xhr.statusText,
    headers,
  });
}
