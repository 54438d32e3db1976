// Real HTTP for the file tests (not inject): a multipart body written chunk by chunk as a slow
// client sends it, a download read with pauses, and timed requests, all against a listening server.
import http from 'node:http';
import { readdir } from 'node:fs/promises';
import path from 'node:path';

export interface Target {
  port: number;
  host: string;
}

export interface UploadBody {
  fields: Record<string, string>;
  fileName: string;
  mimetype: string;
  /** The file's first bytes; the rest of `size` is zeros. */
  head: Uint8Array;
  size: number;
  chunkBytes?: number;
  /** A pause after each chunk: a client on a slow link. */
  pauseMs?: number;
  /** Stop sending (the connection is destroyed) after this many file bytes. */
  abortAfter?: number;
}

export interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

const boundary = '----file-streaming-test';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The answer, its body kept only up to `keepBytes` (a big download is counted, not kept). */
function collect(response: http.IncomingMessage, keepBytes = Infinity): Promise<Answer & { bytes: number }> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let bytes = 0;
    response.on('data', (chunk: Buffer) => {
      if (bytes < keepBytes) chunks.push(chunk);
      bytes += chunk.byteLength;
    });
    response.on('error', reject);
    response.on('end', () =>
      resolve({
        status: response.statusCode ?? 0,
        headers: response.headers,
        body: Buffer.concat(chunks),
        bytes,
      }),
    );
  });
}

/** POSTs a multipart form whose file is generated as it is sent (never whole in memory). */
export function sendUpload(target: Target, url: string, token: string, body: UploadBody): Promise<Answer> {
  const { chunkBytes = 64 * 1024, pauseMs = 0 } = body;
  return new Promise((resolve, reject) => {
    const request = http.request({
      port: target.port,
      host: '127.0.0.1',
      method: 'POST',
      path: url,
      headers: {
        host: target.host,
        authorization: `Bearer ${token}`,
        'content-type': `multipart/form-data; boundary=${boundary}`,
      },
    });
    request.on('response', (response) => collect(response).then(resolve, reject));
    request.on('error', reject);
    const write = (chunk: Uint8Array | string) =>
      request.write(chunk) ? Promise.resolve() : new Promise<void>((done) => request.once('drain', done));

    void (async () => {
      for (const [name, value] of Object.entries(body.fields))
        await write(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`);
      await write(
        `--${boundary}\r\nContent-Disposition: form-data; name="fileData"; filename="${body.fileName}"\r\n` +
          `Content-Type: ${body.mimetype}\r\n\r\n`,
      );
      const zeros = new Uint8Array(chunkBytes);
      for (let sent = 0; sent < body.size;) {
        if (request.destroyed) return;
        if (body.abortAfter !== undefined && sent >= body.abortAfter) {
          request.destroy();
          resolve({ status: 0, headers: {}, body: Buffer.alloc(0) });
          return;
        }
        const length = Math.min(chunkBytes, body.size - sent);
        const chunk =
          sent === 0 ? Buffer.concat([body.head, zeros]).subarray(0, length) : zeros.subarray(0, length);
        await write(chunk);
        sent += length;
        if (pauseMs) await sleep(pauseMs);
      }
      request.end(`\r\n--${boundary}--\r\n`);
    })().catch(reject);
  });
}

/** GETs `url`, pausing after each chunk read when `pauseMs` is given (a slow reader). */
export function download(
  target: Target,
  url: string,
  options: { headers?: Record<string, string>; pauseMs?: number; keepBytes?: number } = {},
): Promise<Answer & { bytes: number }> {
  return new Promise((resolve, reject) => {
    const request = http.get(
      { port: target.port, host: '127.0.0.1', path: url, headers: { host: target.host, ...options.headers } },
      (response) => {
        if (options.pauseMs)
          response.on('data', () => {
            response.pause();
            setTimeout(() => response.resume(), options.pauseMs);
          });
        collect(response, options.keepBytes).then(resolve, reject);
      },
    );
    request.on('error', reject);
  });
}

/** How long a GET takes to answer in full, in milliseconds. */
export async function timedGet(target: Target, url: string): Promise<{ ms: number; status: number }> {
  const started = performance.now();
  const answer = await download(target, url);
  return { ms: performance.now() - started, status: answer.status };
}

/** Every file under `folder` (relative paths), whatever their depth. */
export async function filesUnder(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(folder, path.join(entry.parentPath, entry.name)))
    .sort();
}
