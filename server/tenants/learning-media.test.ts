// Issue 17, defect 1, second half: the files of learning contents were served to anyone, with no
// session. Now GET /demo/* opens them only through the signed address the API gives a learner allowed
// to open the content (media-signature.ts); every other fixture file stays public.
import { describe, expect, it } from 'vitest';
import { aurora, expectFailure, horizonte } from '../test-support/test-server.ts';
import { horizonteLearner } from '../test-support/horizonte-learner.ts';
import { mediaSigner } from './media-signature.ts';
import { tenantMessages } from './messages.ts';
import { mediaSigningKey } from './store.ts';

const { live, get } = horizonteLearner();
const file = (url: string, host = horizonte, headers: Record<string, string> = {}) =>
  live.get(url, { host, ...headers });

/** The signed address of the free content 3101's video, as GET /api/learning/contents/3101 gives it. */
async function signedVideo(): Promise<string> {
  const response = await get('/api/learning/contents/3101');
  expect(response.statusCode, response.body).toBe(200);
  const address = response.json<{ data: { contentLocation: string } }>().data.contentLocation;
  expect(address).toMatch(/^\/demo\/learning\/video-lideranca\.mp4\?exp=\d+&sig=[\w-]{43}$/);
  return address;
}

describe('GET /demo/* of a learning content file', () => {
  it('refuses a locked content file without signature, with a bad one and with an expired one', async () => {
    // 3102 (the podcast) is locked in bruno's enrolment 501 behind the video before it.
    const path = '/demo/learning/podcast-lideranca.mp3';
    expectFailure(await file(path), 403, tenantMessages.mediaNeedsAccess);
    expectFailure(await file(`${path}?exp=9999999999&sig=forged`), 403, tenantMessages.mediaNeedsAccess);
    const yesterday = new Date(Date.now() - 24 * 3600_000);
    const expired = mediaSigner(await mediaSigningKey(live.db), 2, yesterday)(path);
    expectFailure(await file(expired), 403, tenantMessages.mediaNeedsAccess);
    // Another file's signature does not open this one.
    const signedVideoQuery = (await signedVideo()).split('?')[1];
    expectFailure(await file(`${path}?${signedVideoQuery}`), 403, tenantMessages.mediaNeedsAccess);
  });

  it("serves an open content's signed address, whole and by ranges, to the learner's cache only", async () => {
    const address = await signedVideo();
    const whole = await file(address);
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-type']).toBe('video/mp4');
    expect(whole.headers['cache-control']).toBe('private, no-cache');
    const part = await file(address, horizonte, { range: 'bytes=0-99' });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toMatch(/^bytes 0-99\/\d+$/);
    expect(part.rawPayload.length).toBe(100);
    // An embedded page's token added after the signature changes nothing.
    expect((await file(`${address}&token=abc`)).statusCode).toBe(200);
    expectFailure(await file('/demo/learning/video-lideranca.mp4'), 403, tenantMessages.mediaNeedsAccess);
  });

  it("refuses the signed address on another tenant's host", async () => {
    const response = await file(await signedVideo(), aurora);
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.headers['content-type']).not.toBe('video/mp4');
  });

  it('signs the class attachments for the class learners, and they open', async () => {
    const response = await get('/api/learning/attachments/teams/11');
    expect(response.statusCode, response.body).toBe(200);
    const urls = response.json<{ result: { url: string }[] }>().result.map((each) => each.url);
    expect(urls.map((url) => url.split('?')[0])).toContain('/demo/learning/roteiro-feedback.docx');
    for (const url of urls) expect(url).toMatch(/\?exp=\d+&sig=/);
    expect((await file(urls[0]!)).statusCode).toBe(200);
    expectFailure(await file(urls[0]!.split('?')[0]!), 403, tenantMessages.mediaNeedsAccess);
  });
});

describe('GET /demo/* of any other file', () => {
  it('serves covers, logos and the content app files without signature, as before', async () => {
    for (const path of ['/demo/capa-curso.svg', '/demo/logo.svg']) {
      const response = await file(path);
      expect(response.statusCode, path).toBe(200);
      expect(response.headers['cache-control']).toBe('no-cache');
    }
    // Also the file of restricted content 3150: the media library publishes it to everyone.
    expect((await file('/demo/regulamento-de-certificacao.pdf')).statusCode).toBe(200);
    expect((await file('/demo/capa-curso.svg', aurora)).statusCode).toBe(404);
  });
});
