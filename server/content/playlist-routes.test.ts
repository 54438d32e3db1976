import { describe, expect, it } from 'vitest';
import {
  aurora,
  bearer,
  expectFailure,
  expectSchema,
  horizonte,
  useLearnerServer,
} from '../test-support/test-server.ts';
import { answerOf } from '../test-support/answer-of.ts';
import { expectSessionRequired } from '../test-support/refusals.ts';
import { PLAYLIST_MAX_ITEMS } from './views.ts';

const live = useLearnerServer();

const items = (playlistId: string, headers: Record<string, string> = bearer(aurora, live.ana)) =>
  live.get(`/api/playlist/${playlistId}/items`, headers);

interface PlaylistAnswer {
  success: boolean;
  provider: string;
  items: { videoId: string; title: string; duration?: string | number }[];
}

describe('GET /api/playlist/:playlistId/items (the video provider seam)', () => {
  it("answers a YouTube playlist's videos in order, with ISO 8601 durations", async () => {
    const response = await items('PLauroraPrimeiraSemana');
    const body = answerOf<PlaylistAnswer>(response, 'api/playlist-items-response.json');
    expect(body.success).toBe(true);
    expect(body.provider).toBe('youtube');
    expect(body.items.map((video) => video.videoId)).toEqual([
      'aurBoasVind',
      'aurFerramen',
      'aurSeguranc',
      'aurBenefici',
    ]);
    expect(body.items[0]).toMatchObject({ title: 'Boas-vindas: a história da Aurora', duration: 'PT4M20S' });
  });

  it('answers a Wistia project with durations in seconds', async () => {
    const response = await items('au3k9d2m1x');
    expectSchema(response, 'api/playlist-items-response.json');
    const body = response.json<PlaylistAnswer>();
    expect(body.provider).toBe('wistia');
    expect(body.items.map((video) => video.duration)).toEqual([312.5, 198, 245.25]);
  });

  it('answers an empty playlist with no items', async () => {
    const response = await items('PLauroraSemVideos');
    expect(response.json()).toEqual({ success: true, provider: 'youtube', items: [] });
  });

  it(`gives at most ${PLAYLIST_MAX_ITEMS} videos, like the provider's maxResults`, async () => {
    const long = Array.from({ length: 60 }, (_, index) => ({
      videoId: `video${index}`,
      title: `Vídeo ${index + 1}`,
      duration: 60,
    }));
    const [stored] = await live.db.query<{ items: unknown[] }>(
      `SELECT items FROM tenant_collections WHERE id_app = 1 AND name = 'videoPlaylists'`,
    );
    await live.db.query(
      `UPDATE tenant_collections SET items = $1::jsonb WHERE id_app = 1 AND name = 'videoPlaylists'`,
      [
        JSON.stringify([
          ...(stored?.items ?? []),
          { playlistId: 'PLlonga', provider: 'youtube', items: long },
        ]),
      ],
    );
    const response = await items('PLlonga');
    expectSchema(response, 'api/playlist-items-response.json');
    const body = response.json<PlaylistAnswer>();
    expect(body.items).toHaveLength(PLAYLIST_MAX_ITEMS);
    expect(body.items.at(-1)?.videoId).toBe('video49');
  });

  it("is 404 for an unknown playlist or another tenant's, 400 for a malformed id", async () => {
    expectFailure(await items('PLnaoExiste'), 404, 'Playlist não encontrada.');
    expectFailure(
      await items('PLauroraPrimeiraSemana', bearer(horizonte, live.bruno)),
      404,
      'Playlist não encontrada.',
    );
    expectFailure(await items('a.b%20c'), 400, 'O campo "playlistId" é inválido.');
  });

  it("refuses a request without a session and another tenant's token", async () => {
    await expectSessionRequired((headers) => items('PLauroraPrimeiraSemana', headers), aurora, live.bruno);
  });
});

describe('the playlist duration the app sums (POST /api/content/updateduration)', () => {
  it('is stored and then read back by GET /api/content/find/:id', async () => {
    const before = await live.get('/api/content/find/9702', bearer(aurora, live.ana));
    expect(before.json().content[0].duration).toBeUndefined();
    const saved = await live.post('/api/content/updateduration', bearer(aurora, live.ana), {
      idContentItem: 9702,
      duration: 1315,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const after = await live.get('/api/content/find/9702', bearer(aurora, live.ana));
    expect(after.json().content[0].duration).toBe(1315);
  });
});
