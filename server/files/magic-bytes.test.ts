import { readFileSync } from 'node:fs';
import path from 'node:path';
import { crc32 } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { uploadFormats, type UploadExtension } from '../../src/shared-rules/upload-formats.ts';
import { defaultFixturesDir } from '../paths.ts';
import { contentMatchesExtension, detectedTypesOf, magicSampleBytes } from './magic-bytes.ts';

/** The first bytes of one of the demo's real media files. */
const demoMedia = (name: string) =>
  readFileSync(path.join(defaultFixturesDir, 'aurora', 'assets', 'media', name)).subarray(
    0,
    magicSampleBytes,
  );

const zeros = (count: number): number[] => Array.from({ length: count }, () => 0);
const bytes = (...parts: (string | number[])[]) =>
  Buffer.concat(
    parts.map((part) => (typeof part === 'string' ? Buffer.from(part, 'latin1') : Buffer.from(part))),
  );

/** A zip holding one stored (uncompressed) entry, as Office Open XML files begin. */
function zipWith(name: string, content: string): Buffer {
  const data = Buffer.from(content);
  const header = Buffer.alloc(30);
  header.writeUInt32LE(0x04034b50, 0);
  header.writeUInt16LE(20, 4);
  header.writeUInt32LE(crc32(data), 14);
  header.writeUInt32LE(data.byteLength, 18);
  header.writeUInt32LE(data.byteLength, 22);
  header.writeUInt16LE(Buffer.byteLength(name), 26);
  return Buffer.concat([header, Buffer.from(name), data]);
}

const contentTypes = (main: string) =>
  zipWith(
    '[Content_Types].xml',
    '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
      `<Override PartName="/main.xml" ContentType="application/vnd.openxmlformats-officedocument.${main}.main+xml"/></Types>`,
  );

const cfb = bytes([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1], zeros(504));

/** The first bytes of a file of each accepted extension (the demo's own where it has one). */
const samples: Record<UploadExtension, Buffer> = {
  jpg: demoMedia('demo-video-poster.jpg'),
  jpeg: bytes([0xff, 0xd8, 0xff, 0xe1, 0x00, 0x10], 'Exif'),
  png: Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'),
  pdf: demoMedia('manual-de-seguranca-da-informacao.pdf'),
  doc: cfb,
  xls: cfb,
  ppt: cfb,
  docx: contentTypes('wordprocessingml.document'),
  xlsx: contentTypes('spreadsheetml.sheet'),
  pptx: contentTypes('presentationml.presentation'),
  mp3: demoMedia('podcast-boas-vindas.mp3'),
  mp4: demoMedia('demo-video.mp4'),
  avi: bytes('RIFF', [0, 0, 0, 0], 'AVI LIST', zeros(16)),
};

describe('contentMatchesExtension', () => {
  it('covers every extension the upload form accepts', () => {
    expect(Object.keys(detectedTypesOf).sort()).toEqual(Object.keys(uploadFormats).sort());
  });

  it.each(Object.entries(samples))('accepts the first bytes of a real .%s', async (extension, sample) => {
    expect(await contentMatchesExtension(extension as UploadExtension, sample)).toBe(true);
  });

  it.each([
    ['pdf', samples.png],
    ['png', bytes('<html><script>alert(1)</script></html>')],
    ['jpg', bytes('MZ', zeros(100))],
    ['mp4', samples.avi],
    ['doc', samples.pdf],
    ['docx', samples.xlsx],
    ['xls', samples.docx],
    ['mp3', bytes('texto simples, não é áudio')],
    ['avi', new Uint8Array(4100)],
  ] as const)('refuses a .%s whose bytes are something else', async (extension, sample) => {
    expect(await contentMatchesExtension(extension, sample)).toBe(false);
  });
});
