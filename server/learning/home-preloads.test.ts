// Issue 21: the learning home's banner (its largest paint) was discovered only after the scripts and
// the home's answer. index.html of a learning tenant's home now names it in a preload Link header.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { aurora, horizonte, useLearnerServer } from '../test-support/test-server.ts';

const staticDir = mkdtempSync(path.join(tmpdir(), 'wl-preloads-'));
writeFileSync(path.join(staticDir, 'index.html'), '<!doctype html><title>app</title>');
afterAll(() => rmSync(staticDir, { recursive: true, force: true }));
const live = useLearnerServer({ staticDir });
const page = (url: string, host = horizonte) => live.app.inject({ method: 'GET', url, headers: { host } });

describe("index.html of a learning tenant's home", () => {
  it('preloads the first banner in the crop the banner asks for, which the server then serves', async () => {
    for (const url of ['/', '/home']) {
      const response = await page(url);
      expect(response.statusCode).toBe(200);
      expect(response.headers.link).toBe(
        '</demo/fundo-horizonte-format-landscape-large.svg>; rel=preload; as=image; fetchpriority=high',
      );
    }
    const image = await page('/demo/fundo-horizonte-format-landscape-large.svg');
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toMatch(/^image\/svg\+xml/);
  });

  it("preloads nothing on the other pages, nor on a content app's home", async () => {
    expect((await page('/level/507')).headers.link).toBeUndefined();
    expect((await page('/login')).headers.link).toBeUndefined();
    expect((await page('/', aurora)).headers.link).toBeUndefined();
  });
});
