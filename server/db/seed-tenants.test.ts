import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from '../build-server.ts';
import { defaultFixturesDir } from '../paths.ts';
import { createTestDatabase, testEngine } from '../test-support/test-database.ts';
import { aurora, bearer, signIn } from '../test-support/test-server.ts';
import { inMemoryDataDir, openDatabase, type Database } from './database.ts';

let db: Database;
let workDir: string;
beforeAll(async () => {
  db = await openDatabase({ kind: 'pglite', dataDir: inMemoryDataDir });
  workDir = mkdtempSync(path.join(tmpdir(), 'wl-seed-'));
  cpSync(path.join(defaultFixturesDir, 'aurora'), path.join(workDir, 'aurora'), { recursive: true });
});
afterAll(async () => {
  await db?.close();
  rmSync(workDir, { recursive: true, force: true });
});

describe('seeding at every start', () => {
  it('replaces what the fixture owns and keeps what users made', async () => {
    // First start: both demo tenants. Ana signs in.
    const first = await buildServer({ fixtureDirs: [defaultFixturesDir], database: db });
    const { token } = await signIn(first, aurora, 'ana@aurora.test');
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
    // bruno, admin, suporte, nina (who owes the terms), otavio (whose password the e2e changes), irene
    // (whose notification choices the e2e changes), lara (who has not seen the onboarding), marcos (who
    // has an account in aurora too: the app switch), the pre-test's carla and diego
    // (parts/learning-evaluations.json), the ranking's 34 learners (parts/journey-ranking.json), sofia
    // (whom the e2e asks to install the app), caio and dora (the home prompts), teo (the offline course,
    // parts/learning.json).
    expect(users[0]?.count).toBe(48);

    const [stored] = await db.query<{ passwordHash: string }>(
      `SELECT password_hash AS "passwordHash" FROM users WHERE id_app = 1 AND id_user = 1`,
    );
    expect(stored?.passwordHash).toMatch(/^scrypt\$[\w-]+\$[\w-]+$/);
    await second.close();
  });
});

describe('a restart on the same data folder', () => {
  it("keeps what users changed in their profile and shows the designer's edits", async () => {
    const dataDir = path.join(workDir, 'pglite');
    const fixtures = path.join(workDir, 'restart');
    cpSync(path.join(workDir, 'aurora'), path.join(fixtures, 'aurora'), { recursive: true });
    const start = () => buildServer({ fixtureDirs: [fixtures], database: { kind: 'pglite', dataDir } });
    const carlaId = 96;
    const photo = '/api/upload/files/00000000-0000-4000-8000-000000000000';

    const first = await start();
    const carla = (await signIn(first, aurora, 'carla@aurora.test')).token;
    const edited = await first.inject({
      method: 'PUT',
      url: `/api/users/${carlaId}`,
      headers: bearer(aurora, carla),
      payload: {
        name: 'Carla Menezes Prado',
        cpf: '',
        phone: '(11) 3456-7890',
        communicationAccepted: 1,
        emailNotification: 0,
        smsNotification: 1,
      },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const photoSet = await first.inject({
      method: 'PUT',
      url: `/api/users/editField/${carlaId}`,
      headers: bearer(aurora, carla),
      payload: { field: 'photo', value: photo },
    });
    expect(photoSet.statusCode, photoSet.body).toBe(200);
    await first.close();

    // Meanwhile the designer renames a content, Ana (who edited nothing) and Carla, and moves Carla.
    const main = path.join(fixtures, 'aurora', 'tenant.json');
    const tenant = JSON.parse(readFileSync(main, 'utf8'));
    tenant.content[0].text = 'Título revisto pela designer';
    tenant.users[0].name = 'Ana Souza Lima';
    writeFileSync(main, JSON.stringify(tenant));
    const partFile = path.join(fixtures, 'aurora', 'parts', 'profile.json');
    const part = JSON.parse(readFileSync(partFile, 'utf8'));
    const fixtureCarla = part.users.find((user: { idUser: number }) => user.idUser === carlaId);
    Object.assign(fixtureCarla, { name: 'Carla M.', phone: '(11) 90000-0000', department: 'Produto' });
    writeFileSync(partFile, JSON.stringify(part));

    const second = await start();
    const read = await second.inject({
      method: 'GET',
      url: `/api/users/${carlaId}`,
      headers: bearer(aurora, carla),
    });
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json().user).toMatchObject({
      name: 'Carla Menezes Prado',
      phone: '(11) 3456-7890',
      photo,
      department: 'Produto',
    });
    const rows = await second.referenceApi.database.query<{ name: string; cpf: string | null }>(
      'SELECT name, cpf FROM users WHERE id_app = 1 AND id_user IN (1, $1) ORDER BY id_user',
      [carlaId],
    );
    // Carla cleared her CPF: an emptied field is a change too.
    expect(rows).toEqual([
      { name: 'Ana Souza Lima', cpf: null },
      { name: 'Carla Menezes Prado', cpf: null },
    ]);
    const item = await second.inject({
      method: 'GET',
      url: `/api/content/find/${tenant.content[0].idContentItem}`,
      headers: bearer(aurora, carla),
    });
    expect(item.json().content[0].text).toBe('Título revisto pela designer');
    await second.close();
  }, 240_000);
});

describe(`a start on unchanged fixtures (${testEngine})`, () => {
  it('writes none of their rows again (every process of a deployment starts so)', async () => {
    const test = await createTestDatabase();
    const shared = await openDatabase(test.config);
    try {
      const start = () => buildServer({ fixtureDirs: [defaultFixturesDir], database: shared });
      // xmin changes whenever a row is written again, even with the same values.
      const written = () =>
        shared.query<{ table: string; id: number; xmin: string }>(
          `SELECT 'apps' AS table, id_app AS id, xmin::text FROM apps
           UNION ALL SELECT 'users', id_user, xmin::text FROM users
           UNION ALL SELECT 'content', id_content_item, xmin::text FROM content_items
           UNION ALL SELECT 'nodes', id_node, xmin::text FROM learning_nodes
           ORDER BY 1, 2`,
        );
      await (await start()).close();
      const before = await written();
      expect(before.length).toBeGreaterThan(100);
      await (await start()).close();
      expect(await written()).toEqual(before);
    } finally {
      await shared.close();
      await test.drop();
    }
  });
});
