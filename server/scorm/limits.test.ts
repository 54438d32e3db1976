// Issue 17's SCORM defects, through the routes: what the package origin refuses in a commit or finish
// (unclean text, unbounded scores and suspend data), the times it caps, and what an upload refuses
// (unreadable entries and manifests, too many lessons) while the item keeps its previous package.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { zipSync, type Zippable } from 'fflate';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../paths.ts';
import { bearer, expectFailure, horizonte } from '../test-support/test-server.ts';
import { horizonteLearner } from '../test-support/horizonte-learner.ts';
import { scormMessages } from './messages.ts';
import { contentUrl, packageHost, playedRun, scormOfContent } from './test-support.ts';

const { live, bruno } = horizonteLearner();

interface Scorm {
  status: string;
  standard: string;
  scos: { idSco: number; scoEnrollment: { status: string; grade: number | null; totalTime: number } }[];
}

/** The content GET, checked against its schema (a null totalTime would fail it). */
const scormOf = (idEnrollment: number, idNodeEnrollment: number, idContentItem: number) =>
  scormOfContent<Scorm>(live, contentUrl(idEnrollment, idNodeEnrollment, idContentItem), bruno());

/** A run of the item's first lesson: its address on the package host. */
async function launch(idEnrollment: number, idNodeEnrollment: number, idContentItem: number) {
  const { scos } = await scormOf(idEnrollment, idNodeEnrollment, idContentItem);
  const response = await live.post('/api/learning/scorm/play/', bruno(), {
    idEnrollment,
    idContentItem,
    idSco: scos[0]!.idSco,
  });
  return playedRun(response).base;
}

/** A raw JSON body (lone surrogates written as escapes, as a browser's JSON.stringify does). */
const onPackageHost = (url: string, body: unknown) =>
  live.app.inject({
    method: 'POST',
    url,
    headers: { host: packageHost, 'content-type': 'application/json' },
    payload: JSON.stringify(body),
  });

const rowOf = async (idEnrollment: number, idContentItem: number) =>
  (
    await live.db.query<{ suspendData: string | null; grade: number | null; cmi: unknown }>(
      `SELECT suspend_data AS "suspendData", grade, cmi FROM scorm_sco_enrollments
        WHERE id_enrollment = $1 AND id_content_item = $2`,
      [idEnrollment, idContentItem],
    )
  )[0];

describe('commit and finish bodies (issue 17, defects 4 and 13)', () => {
  it('refuses NUL and lone surrogates in any value or key with a pt-BR 400, and keeps what was stored', async () => {
    const base = await launch(511, 51100, 3701);
    expect(
      (
        await onPackageHost(`${base}commit`, {
          cmi: { suspend_data: 'ok', core: { lesson_status: 'incomplete' } },
        })
      ).statusCode,
    ).toBe(204);
    const bodies = [
      { cmi: { suspend_data: 'a\u0000b' } },
      { cmi: { core: { lesson_location: 'x\ud800' } } },
      { cmi: { 'bad\u0000key': '1' } },
      { cmi: { interactions: { '0': { id: 'q\udc00' } } } },
      { cmi: { interactions: { '0\ud800': { id: 'q1' } } } },
    ];
    for (const body of bodies) {
      for (const kind of ['commit', 'finish']) {
        const response = await onPackageHost(`${base}${kind}`, body);
        expectFailure(response, 400, /caracteres não permitidos/);
      }
    }
    expect((await rowOf(511, 3701))?.suspendData).toBe('ok');
    // The run is still live: a clean finish is taken.
    const finished = await onPackageHost(`${base}finish`, { cmi: { core: { lesson_status: 'passed' } } });
    expect(finished.statusCode, finished.body).toBe(200);
  });

  it('bounds scores: scaled within [-1, 1], raw a sane decimal, the grade 0 to 100', async () => {
    const base = await launch(511, 51100, 3704);
    for (const score of [{ raw: '1e308' }, { scaled: '5' }, { raw: 'Infinity' }, { max: '9'.repeat(40) }]) {
      const response = await onPackageHost(`${base}commit`, { cmi: { score } });
      expectFailure(response, 400, /cmi\.score\./);
    }
    expect((await onPackageHost(`${base}commit`, { cmi: { score: { raw: '500' } } })).statusCode).toBe(204);
    expect((await rowOf(511, 3704))?.grade).toBe(100);
    expect((await onPackageHost(`${base}commit`, { cmi: { score: { scaled: '-1' } } })).statusCode).toBe(204);
    expect((await rowOf(511, 3704))?.grade).toBe(0);
  });

  it("keeps suspend_data within its version's limit (4096 for 1.2, 64000 for 2004)", async () => {
    const twelve = await launch(511, 51100, 3701);
    expectFailure(
      await onPackageHost(`${twelve}commit`, { cmi: { suspend_data: 'x'.repeat(4097) } }),
      400,
      scormMessages.suspendDataTooLong(4096),
    );
    expect(
      (await onPackageHost(`${twelve}commit`, { cmi: { suspend_data: 'x'.repeat(4096) } })).statusCode,
    ).toBe(204);
    const twenty = await launch(511, 51100, 3704);
    expectFailure(
      await onPackageHost(`${twenty}commit`, { cmi: { suspend_data: 'x'.repeat(64_001) } }),
      400,
      /no máximo 64000 caracteres/,
    );
    expectFailure(
      await onPackageHost(`${twenty}commit`, { cmi: { suspend_data: 'x'.repeat(900 * 1024) } }),
      400,
      /no máximo 64000 caracteres/,
    );
    expect(
      (await onPackageHost(`${twenty}commit`, { cmi: { suspend_data: 'y'.repeat(64_000) } })).statusCode,
    ).toBe(204);
    expect((await rowOf(511, 3704))?.suspendData?.length).toBe(64_000);
  });

  it('bounds every key and value of the free tree', async () => {
    const base = await launch(511, 51100, 3704);
    for (const cmi of [
      { interactions: { '0': { learner_response: 'r'.repeat(4097) } } },
      { interactions: { ['k'.repeat(65)]: { id: 'q' } } },
      { a: { b: { c: { d: { e: { f: { g: { h: { i: 'deep' } } } } } } } } },
    ]) {
      const response = await onPackageHost(`${base}commit`, { cmi });
      expect(response.statusCode, JSON.stringify(cmi).slice(0, 80)).toBe(400);
    }
  });
});

describe('times (issue 17, defect 7)', () => {
  it('a huge 2004 session_time is capped: the finish and the content page still answer', async () => {
    const base = await launch(511, 51101, 3703);
    const response = await onPackageHost(`${base}finish`, {
      cmi: { completion_status: 'completed', session_time: `P${'9'.repeat(400)}Y` },
    });
    expect(response.statusCode, response.body).toBe(200);
    // A run lives 12 hours at most: so does its session.
    expect(response.json()).toMatchObject({ scoEnrollment: { totalTime: 12 * 3600 } });
    const { scos } = await scormOf(511, 51101, 3703);
    expect(scos[0]?.scoEnrollment.totalTime).toBe(12 * 3600);
  });
});

const golf12 = readFileSync(path.join(projectRoot, 'fixtures/horizonte/packages/golf-12-runtime-basic.zip'));
const manifest12 = (items: number) => `<?xml version="1.0"?>
<manifest identifier="m" xmlns="http://www.imsproject.org/xsd/imscp_rootv1p1p2" xmlns:adlcp="http://www.adlnet.org/xsd/adlcp_rootv1p2">
  <metadata><schemaversion>1.2</schemaversion></metadata>
  <organizations default="o"><organization identifier="o"><title>T</title>
${Array.from({ length: items }, (_, index) => `    <item identifier="i${index}" identifierref="r"><title>L${index}</title></item>`).join('\n')}
  </organization></organizations>
  <resources><resource identifier="r" type="webcontent" adlcp:scormtype="sco" href="index.html"/></resources>
</manifest>`;
const text = (value: string) => new TextEncoder().encode(value);
const page = text('<p>oi</p>'.repeat(200));

/**
 * Rewrites an entry's headers (local and central) in a zip fflate built: its compression method, its
 * declared size, or its compressed bytes.
 */
function patched(
  zip: Uint8Array,
  name: string,
  change: { method?: number; declaredSize?: number; corrupt?: boolean },
): Uint8Array {
  const bytes = new Uint8Array(zip);
  const view = new DataView(bytes.buffer);
  const nameBytes = text(name);
  const hasName = (at: number) => nameBytes.every((byte, index) => bytes[at + index] === byte);
  for (let at = 0; at + 4 <= bytes.length; at += 1) {
    const signature = view.getUint32(at, true);
    if (signature === 0x04034b50 && view.getUint16(at + 26, true) === nameBytes.length && hasName(at + 30)) {
      if (change.method !== undefined) view.setUint16(at + 8, change.method, true);
      if (change.declaredSize !== undefined) view.setUint32(at + 22, change.declaredSize, true);
      if (change.corrupt) {
        const data = at + 30 + nameBytes.length + view.getUint16(at + 28, true);
        // BFINAL with the reserved block type 11: no inflater reads past the first byte.
        bytes.fill(0xff, data, data + Math.min(8, view.getUint32(at + 18, true)));
      }
    }
    if (signature === 0x02014b50 && view.getUint16(at + 28, true) === nameBytes.length && hasName(at + 46)) {
      if (change.method !== undefined) view.setUint16(at + 10, change.method, true);
      if (change.declaredSize !== undefined) view.setUint32(at + 24, change.declaredSize, true);
    }
  }
  return bytes;
}

const goodEntries = (): Zippable => ({ 'imsmanifest.xml': text(manifest12(2)), 'index.html': page });

describe('uploads (issue 17, defects 2, 3 and 6)', () => {
  const send = (zip: Uint8Array, token: string) => {
    const data = new FormData();
    data.set('file', new Blob([zip], { type: 'application/zip' }), 'pacote.zip');
    return live.app.inject({
      method: 'POST',
      url: '/api/learning/scorm/content-items/3711/package',
      headers: bearer(horizonte, token),
      payload: data,
    });
  };
  const counts = async () =>
    (
      await live.db.query<{ packages: number; files: number }>(
        `SELECT (SELECT count(*)::int FROM scorm_packages WHERE status <> 'ERROR') AS packages,
                (SELECT count(*)::int FROM scorm_package_files) AS files`,
      )
    )[0];

  it('an entry that fails while being stored is a pt-BR 400, and the item keeps its previous package', async () => {
    const admin = await live.login(horizonte, 'admin@horizonte.test');
    expect((await send(golf12, admin)).statusCode).toBe(201);
    const before = await scormOf(512, 51200, 3711);
    expect([before.status, before.scos.length]).toEqual(['SUCCESS', 1]);
    const deflated = zipSync(goodEntries(), { level: 6 });
    const lzma = patched(zipSync(goodEntries(), { level: 0 }), 'index.html', { method: 14 });
    const longer = patched(deflated, 'index.html', { declaredSize: 10 });
    const corrupt = patched(deflated, 'index.html', { corrupt: true });
    for (const zip of [lzma, longer, corrupt]) {
      const response = await send(zip, admin);
      // Learners keep their lessons whatever the upload answered.
      expect(await scormOf(512, 51200, 3711)).toEqual(before);
      expectFailure(response, 400, scormMessages.unreadableEntry('index.html'));
    }
    expect((await launch(512, 51200, 3711)).startsWith('/scorm/runs/')).toBe(true);
  });

  it('a bzip2, corrupt or longer-than-declared manifest is a pt-BR 400 with nothing stored', async () => {
    const admin = await live.login(horizonte, 'admin@horizonte.test');
    const before = await counts();
    const deflated = zipSync(goodEntries(), { level: 6 });
    for (const zip of [
      patched(zipSync(goodEntries(), { level: 0 }), 'imsmanifest.xml', { method: 12 }),
      patched(deflated, 'imsmanifest.xml', { corrupt: true }),
      patched(deflated, 'imsmanifest.xml', { declaredSize: 20 }),
    ])
      expectFailure(await send(zip, admin), 400, scormMessages.unreadableEntry('imsmanifest.xml'));
    expect(await counts()).toEqual(before);
  });

  it('more than 1,000 items is refused in pt-BR before anything is stored', async () => {
    const admin = await live.login(horizonte, 'admin@horizonte.test');
    const before = await counts();
    const many = zipSync({ 'imsmanifest.xml': text(manifest12(1001)), 'index.html': page });
    expectFailure(await send(many, admin), 413, scormMessages.tooManyLessons(1000));
    expect(await counts()).toEqual(before);
    const enough = zipSync({ 'imsmanifest.xml': text(manifest12(1000)), 'index.html': page });
    const stored = await send(enough, admin);
    expect(stored.statusCode, stored.body).toBe(201);
    expect(stored.json()).toMatchObject({ data: { scos: 1000 } });
  });
});
