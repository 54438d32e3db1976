import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from '../build-server.ts';
import { defaultFixturesDir } from '../paths.ts';
import { aurora, bearer, password } from '../test-support/test-server.ts';
import { inMemoryDataDir, openDatabase, type Database } from './database.ts';

let db: Database;
let workDir: string;
beforeAll(async () => {
  db = await openDatabase({ kind: 'pglite', dataDir: inMemoryDataDir });
  workDir = mkdtempSync(path.join(tmpdir(), 'wl-seed-'));
  cpSync(path.join(defaultFixturesDir, 'aurora'), path.join(workDir, 'aurora'), { recursive: true });
}, 60_000);
afterAll(async () => {
  await db?.close();
  rmSync(workDir, { recursive: true, force: true });
});

describe('seeding at every start', () => {
  it('replaces what the fixture owns and keeps what users made', async () => {
    // First start: both demo tenants. Ana signs in.
    const first = await buildServer({ fixtureDirs: [defaultFixturesDir], database: db });
    const login = await first.inject({
      method: 'POST',
      url: '/api/login',
      headers: { host: aurora },
      payload: { username: 'ana@aurora.test', password, idAppType: 1 },
    });
    const { token } = login.json<{ token: string }>();
    await first.close();

    // Second start on the same database: only aurora, edited by its designer.
    const file = path.join(workDir, 'aurora', 'tenant.json');
    const fixture = JSON.parse(readFileSync(file, 'utf8'));
    fixture.app.name = 'Aurora (nova marca)';
    fixture.users[0].password = 'OutraSenha99';
    fixture.content = fixture.content.filter((item: { idSection: number }) => item.idSection !== 2);
    writeFileSync(file, JSON.stringify(fixture));
    const second = await buildServer({ fixtureDirs: [workDir], database: db });

    const details = await second.inject({
      method: 'POST',
      url: '/api/app/details/',
      payload: { bucket: 'aurora.localhost' },
    });
    expect(details.json().app[0].name).toBe('Aurora (nova marca)');
    const section = await second.inject({
      method: 'GET',
      url: '/api/content/list/2',
      headers: bearer(aurora, token),
    });
    expect(section.statusCode).toBe(200);
    expect(section.json().content).toEqual([]);
    const newPassword = await second.inject({
      method: 'POST',
      url: '/api/login',
      headers: { host: aurora },
      payload: { username: 'ana@aurora.test', password: 'OutraSenha99', idAppType: 1 },
    });
    expect(newPassword.statusCode).toBe(200);

    // A tenant absent from this start no longer answers, but its users are kept.
    const horizonte = await second.inject({
      method: 'POST',
      url: '/api/app/details/',
      payload: { bucket: 'horizonte.localhost' },
    });
    expect(horizonte.json().app).toEqual([]);
    const users = await db.query<{ count: number }>(
      'SELECT count(*)::int AS count FROM users WHERE id_app = 2',
    );
    expect(users[0]?.count).toBe(3);

    const [stored] = await db.query<{ passwordHash: string }>(
      `SELECT password_hash AS "passwordHash" FROM users WHERE id_app = 1 AND id_user = 1`,
    );
    expect(stored?.passwordHash).toMatch(/^scrypt\$[\w-]+\$[\w-]+$/);
    await second.close();
  });
});
