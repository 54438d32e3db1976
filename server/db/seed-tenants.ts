import { createHash } from 'node:crypto';
import { hashPassword } from '../auth/password-hash.ts';
import type { FixtureUser, LoadedTenant, TenantFixture } from '../fixtures/tenant-fixture-types.ts';
import type { Database, Queryable } from './database.ts';
import { syncIdSequences } from './next-id.ts';
import { seedTermAcceptances } from '../terms/seed.ts';
import { seedOnboardingSeen } from '../onboarding/seed.ts';
import { seedLearning } from './seed-learning.ts';
import { seedLearningEvaluations } from './seed-learning-evaluations.ts';

/**
 * What seeding writes and how: a change here that would write other rows from the same fixture
 * increases it, so every tenant is seeded again at the next start.
 */
const seedVersion = 1;

/** The fixture's fingerprint stored in apps.fixture_sha256: equal means "already seeded as it is". */
export function fixtureHash(fixture: TenantFixture): string {
  return createHash('sha256').update(JSON.stringify({ seedVersion, fixture })).digest('hex');
}

/**
 * One scrypt hash per distinct fixture password for the life of the process: the demo tenants hold
 * dozens of learners sharing one published password, and every test seeds a fresh database. Sharing a
 * salt between them tells only that their passwords are equal, which their fixture already says; a
 * password a user sets is hashed with its own salt (auth/password-hash.ts).
 */
const fixturePasswordHashes = new Map<string, Promise<string>>();

function hashFixturePassword(password: string): Promise<string> {
  let hash = fixturePasswordHashes.get(password);
  if (!hash) {
    hash = hashPassword(password);
    // A failed hash must not be remembered: the next seed tries again.
    hash.catch(() => fixturePasswordHashes.delete(password));
    fixturePasswordHashes.set(password, hash);
  }
  return hash;
}

/**
 * Writes the fixtures into the database when they changed. Who owns what:
 * - the fixture owns the app, menu, design, agreement, onboarding, content and collections, and of
 *   each fixture user the login, password, roles (admin, support access, gamification) and the
 *   company's fields (department, role, unit, branch, employee code, manager): these
 *   are replaced when the fixture changed (apps.fixture_sha256), so a designer's edit shows at the next
 *   start, while a start on unchanged fixtures writes nothing (every process of a deployment starts so);
 * - the users own what the app lets them change: name, CPF, phone and photo (see upsertUser), their
 *   settings, accepted terms and finished onboarding, tokens, points, progress, votes, uploads, purchases, chat: a start
 *   never overwrites them.
 * Apps whose fixture is not loaded this time are switched off rather than deleted, so their users'
 * data survives a start on another fixture folder. Runs under the start-up lock (build-server.ts).
 */
export async function seedTenants(db: Database, tenants: readonly LoadedTenant[]): Promise<void> {
  const seeded = new Map(
    (
      await db.query<{ idApp: number; sha256: string | null; active: boolean }>(
        'SELECT id_app AS "idApp", fixture_sha256 AS sha256, active FROM apps',
      )
    ).map((row) => [row.idApp, row]),
  );
  const stale = tenants
    .map(({ fixture }) => ({ fixture, sha256: fixtureHash(fixture) }))
    .filter(({ fixture, sha256 }) => {
      const stored = seeded.get(fixture.app.idApp);
      return !stored?.active || stored.sha256 !== sha256;
    });
  // Hashing is the slow part (scrypt): done before the transaction, in parallel, only for the
  // tenants seeded this time, and once per distinct fixture password in this process.
  const hashed = await Promise.all(
    stale.map(async ({ fixture, sha256 }) => ({
      fixture,
      sha256,
      passwordHashes: await Promise.all(fixture.users.map((user) => hashFixturePassword(user.password))),
    })),
  );
  await db.transaction(async (tx) => {
    await tx.query('UPDATE apps SET active = false WHERE active AND NOT (id_app = ANY($1::int[]))', [
      `{${tenants.map(({ fixture }) => fixture.app.idApp).join(',')}}`,
    ]);
    for (const { fixture, sha256, passwordHashes } of hashed) {
      await upsertApp(tx, fixture, sha256);
      for (const [index, user] of fixture.users.entries()) {
        await upsertUser(tx, fixture.app.idApp, user, passwordHashes[index] ?? '');
      }
      await seedTermAcceptances(tx, fixture);
      await seedOnboardingSeen(tx, fixture);
      await replaceContent(tx, fixture);
      await replaceCollections(tx, fixture);
      await seedLearning(tx, fixture);
      await seedLearningEvaluations(tx, fixture);
    }
    // The fixtures' explicit ids (enrollments, requests) must never be handed out again.
    await syncIdSequences(tx);
  });
}

async function upsertApp(
  tx: Queryable,
  { app, menu, design, agreement, responsibilityTerms = [], sso, onboarding }: TenantFixture,
  sha256: string,
): Promise<void> {
  // A bucket moved from one idApp to another between two starts must not trip the unique constraint.
  await tx.query(
    `UPDATE apps SET bucket = bucket || '#previous-' || id_app, active = false WHERE bucket = $1 AND id_app <> $2`,
    [app.bucket, app.idApp],
  );
  await tx.query(
    `INSERT INTO apps (id_app, id_company, bucket, active, details, menu, design, agreement, seeded_at,
                       fixture_sha256, responsibility_terms, sso, onboarding)
     VALUES ($1, $2, $3, true, $4::jsonb, $5::jsonb, $6::jsonb, $7::jsonb, now(), $8, $9::jsonb, $10::jsonb, $11::jsonb)
     ON CONFLICT (id_app) DO UPDATE SET
       id_company = EXCLUDED.id_company, bucket = EXCLUDED.bucket, active = true,
       details = EXCLUDED.details, menu = EXCLUDED.menu, design = EXCLUDED.design,
       agreement = EXCLUDED.agreement, seeded_at = EXCLUDED.seeded_at, fixture_sha256 = EXCLUDED.fixture_sha256,
       responsibility_terms = EXCLUDED.responsibility_terms, sso = EXCLUDED.sso,
       onboarding = EXCLUDED.onboarding`,
    [
      app.idApp,
      app.idCompany,
      app.bucket,
      JSON.stringify(app),
      JSON.stringify(menu),
      JSON.stringify(design),
      agreement ? JSON.stringify(agreement) : null,
      sha256,
      JSON.stringify(responsibilityTerms),
      sso ? JSON.stringify(sso) : null,
      onboarding ? JSON.stringify(onboarding) : null,
    ],
  );
}

async function upsertUser(
  tx: Queryable,
  idApp: number,
  user: FixtureUser,
  passwordHash: string,
): Promise<void> {
  // Users are matched by login; if the designer gave this idUser to another login, the fixture wins.
  await tx.query('DELETE FROM users WHERE id_app = $1 AND id_user = $2 AND lower(email) <> lower($3)', [
    idApp,
    user.idUser,
    user.email,
  ]);
  // The profile fields a user may edit (PUT /users, editField) follow the fixture only while they still
  // hold what the fixture wrote last time (seeded_profile): once the user changed one, theirs is kept.
  // A user seeded before seeded_profile existed keeps what is stored.
  const profile = {
    name: user.name,
    phone: user.phone ?? null,
    cpf: user.cpf ?? null,
    photo: user.photo ?? null,
  };
  const followsFixture = (column: keyof typeof profile) =>
    `${column} = CASE WHEN users.${column} IS NOT DISTINCT FROM users.seeded_profile ->> '${column}'
                 THEN EXCLUDED.${column} ELSE users.${column} END`;
  await tx.query(
    `INSERT INTO users (id_app, id_user, email, name, password_hash, admin, can_access_support, gamification,
                        department, role, phone, cpf, photo, seeded_profile, pending_activation, active,
                        unit, branch, employee_code, manager_name, enrolled)
     VALUES ($1, $2, $3, $4, $5, $6, $7::boolean, $8, $9, $10, $11, $12, $13, $14::jsonb, $15::boolean,
             CASE WHEN $15::boolean THEN 0 ELSE 1 END, $16, $17, $18, $19, $20::boolean)
     ON CONFLICT (id_app, lower(email)) DO UPDATE SET
       id_user = EXCLUDED.id_user, email = EXCLUDED.email,
       password_hash = EXCLUDED.password_hash, admin = EXCLUDED.admin,
       can_access_support = EXCLUDED.can_access_support, gamification = EXCLUDED.gamification,
       department = EXCLUDED.department, role = EXCLUDED.role, unit = EXCLUDED.unit,
       branch = EXCLUDED.branch, employee_code = EXCLUDED.employee_code, manager_name = EXCLUDED.manager_name,
       enrolled = EXCLUDED.enrolled,
       ${(Object.keys(profile) as (keyof typeof profile)[]).map(followsFixture).join(',\n       ')},
       seeded_profile = EXCLUDED.seeded_profile`,
    [
      idApp,
      user.idUser,
      user.email,
      profile.name,
      passwordHash,
      user.admin ?? 0,
      user.canAccessSupport ?? false,
      user.gamification ?? 0,
      user.department ?? null,
      user.role ?? null,
      profile.phone,
      profile.cpf,
      profile.photo,
      JSON.stringify(profile),
      // Only when the user is first written: an activation done since is the user's.
      user.pendingActivation ?? false,
      // The company's fields: the fixture's, like department and role.
      user.unit ?? null,
      user.branch ?? null,
      user.employeeCode ?? null,
      user.managerName ?? null,
      // The company's word, like admin: enrolled unless the fixture says not (likes need it).
      user.enrolled ?? true,
    ],
  );
}

async function replaceContent(tx: Queryable, { app, content }: TenantFixture): Promise<void> {
  await tx.query('DELETE FROM content_items WHERE id_app = $1', [app.idApp]);
  if (content.length === 0) return;
  // One statement for the whole list: jsonb_array_elements keeps the fixture order as the position.
  await tx.query(
    `INSERT INTO content_items (id_app, id_content_item, id_section, position, item)
     SELECT $1, (element ->> 'idContentItem')::int, (element ->> 'idSection')::int, ordinality::int, element
       FROM jsonb_array_elements($2::jsonb) WITH ORDINALITY AS items (element, ordinality)`,
    [app.idApp, JSON.stringify(content)],
  );
}

/** The fixture's optional collections, each stored whole; see server/content/store-collections.ts. */
export const collectionNames = [
  'mediaLibrary',
  'schedules',
  'scheduleTypes',
  'userUploads',
  'campaigns',
  'gamificationEvents',
  'campaignUserPoints',
  'campaignUsers',
  'campaignContents',
  'offers',
  'chatRooms',
  'videoPlaylists',
  'learningPlans',
  'learningFeatures',
  'learningPlanCampaigns',
  'notificationEmails',
  'notificationSettings',
] as const;

async function replaceCollections(tx: Queryable, fixture: TenantFixture): Promise<void> {
  await tx.query('DELETE FROM tenant_collections WHERE id_app = $1', [fixture.app.idApp]);
  for (const name of collectionNames) {
    await tx.query('INSERT INTO tenant_collections (id_app, name, items) VALUES ($1, $2, $3::jsonb)', [
      fixture.app.idApp,
      name,
      JSON.stringify(fixture[name] ?? []),
    ]);
  }
}
