// Compressed answers and revalidation (issue 21): JSON and text over 1 KB go brotli or gzip, whichever
// the browser takes (with `Vary: Accept-Encoding`); every answer of a string or buffer gets a weak ETag,
// and a request whose If-None-Match names it gets 304 with no body. API answers stay `no-store` unless
// a route says otherwise (the learning catalogue's pages say `private, no-cache`: the browser keeps
// them and asks again each time, and an unchanged page costs a 304).
//
// Registered before any route, the ETag first: its hook must hash the payload before compression
// turns it into a stream. Built app files come precompressed (static-app.ts) and are left alone, and
// so are byte ranges (206: Content-Range counts uncompressed bytes).
import { constants } from 'node:zlib';
import compress from '@fastify/compress';
import etag from '@fastify/etag';
import type { FastifyInstance } from 'fastify';

/** Below this, compression costs more than it saves (headers and CPU for a few hundred bytes). */
export const compressionThresholdBytes = 1024;

/** Content types worth compressing: JSON, text, SVG, JavaScript; never media, zips or fonts. */
const compressible = /^(application\/(json|manifest\+json|javascript|xml)|text\/|image\/svg\+xml)/;

export async function useCompression(app: FastifyInstance): Promise<void> {
  await app.register(etag, { weak: true });
  await app.register(compress, {
    threshold: compressionThresholdBytes,
    encodings: ['br', 'gzip'],
    customTypes: compressible,
    // Answers are made per request: brotli's default quality 11 spends ~10x the CPU of 5 for a few
    // percent less; 5 already beats gzip's 6 on JSON.
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } },
  });
}

/** What a route of data that rarely changes says: the browser keeps it, revalidates it every time. */
export const revalidateEveryTime = 'private, no-cache';
