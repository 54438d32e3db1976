import { randomBytes } from 'node:crypto';
import type { Queryable } from '../db/database.ts';
import { keptPerFixture } from '../db/kept-per-fixture.ts';
import type {
  Agreement,
  AppDetails,
  DesignEntry,
  MenuSection,
  Onboarding,
  ResponsibilityTerm,
  SsoConfiguration,
} from '../fixtures/tenant-fixture-types.ts';

/** A tenant app as the routes use it: its details and the menu and design every login returns. */
export interface Tenant {
  idApp: number;
  idCompany: number;
  bucket: string;
  details: AppDetails;
  menu: MenuSection[];
  design: DesignEntry[];
  agreement: Agreement | null;
  /** The responsibility terms every user must sign, each at its current version (4.12). */
  responsibilityTerms: ResponsibilityTerm[];
  /** The company's identity provider (auth/sso.ts); null: none. */
  sso: SsoConfiguration | null;
  /** The page shown once to each user after the terms (learning-area.md 3 onBoardScreen); null: none. */
  onboarding: Onboarding | null;
}

export async function findTenantByBucket(
  db: Queryable,
  bucket: string | undefined,
): Promise<Tenant | undefined> {
  if (!bucket) return undefined;
  const rows = await db.query<Tenant>(
    `SELECT id_app AS "idApp", id_company AS "idCompany", bucket, details, menu, design, agreement,
            responsibility_terms AS "responsibilityTerms", sso, onboarding
       FROM apps
      WHERE bucket = $1 AND active`,
    [bucket],
  );
  return rows[0];
}

// Every API process signs and checks media addresses with one key (media-signature.ts): the
// MEDIA_SIGNING_KEY variable when set, else the database's, created by whichever process needs it first
// (ON CONFLICT: two processes starting together keep the same one). Read once per database.
const signingKeys = new WeakMap<Queryable, Promise<string>>();

export function mediaSigningKey(db: Queryable): Promise<string> {
  const fromEnvironment = process.env.MEDIA_SIGNING_KEY;
  if (fromEnvironment) return Promise.resolve(fromEnvironment);
  let key = signingKeys.get(db);
  if (!key) {
    key = readSigningKey(db);
    signingKeys.set(db, key);
    key.catch(() => signingKeys.delete(db));
  }
  return key;
}

async function readSigningKey(db: Queryable): Promise<string> {
  await db.query('INSERT INTO media_signing_key (id, secret) VALUES (1, $1) ON CONFLICT (id) DO NOTHING', [
    randomBytes(32).toString('base64url'),
  ]);
  const [row] = await db.query<{ secret: string }>('SELECT secret FROM media_signing_key WHERE id = 1');
  if (!row) throw new Error('media_signing_key has no row');
  return row.secret;
}

/** One address of a learning content or class attachment, without its query or fragment. */
const learningPath = (address: string) => `split_part(split_part(${address}, '#', 1), '?', 1)`;

/**
 * The files of a tenant's learning area (a content's contentLocation, mediaLocation or referenceLink, or
 * a class attachment), served only through a signed address. A file the content app also publishes (its
 * items and collections: media library, document lists) stays public: it is not the learning area's to
 * keep, and its other addresses carry no signature.
 */
async function loadLearningMedia(db: Queryable, idApp: number): Promise<ReadonlySet<string>> {
  const rows = await db.query<{ path: string }>(
    `WITH addresses AS (
       SELECT DISTINCT ${learningPath('address')} AS path
         FROM (SELECT c.item->>'contentLocation' FROM learning_contents c WHERE c.id_app = $1
               UNION ALL SELECT c.item->>'mediaLocation' FROM learning_contents c WHERE c.id_app = $1
               UNION ALL SELECT c.item->>'referenceLink' FROM learning_contents c WHERE c.id_app = $1
               UNION ALL SELECT t.attachment->>'url' FROM learning_attachments t WHERE t.id_app = $1)
              AS named (address)
        WHERE address IS NOT NULL)
     SELECT path FROM addresses
      WHERE NOT EXISTS (SELECT 1 FROM content_items i
                         WHERE i.id_app = $1 AND strpos(i.item::text, to_json(path)::text) > 0)
        AND NOT EXISTS (SELECT 1 FROM tenant_collections t
                         WHERE t.id_app = $1 AND strpos(t.items::text, to_json(path)::text) > 0)`,
    [idApp],
  );
  return new Set(rows.map((row) => row.path));
}

// Only the seed writes those tables: one small query per file instead of four scans (issue 21).
const keptLearningMedia = keptPerFixture(loadLearningMedia);

/** The tenant of the host when `path` is a file of its learning area (loadLearningMedia). */
export async function learningMediaOwner(
  db: Queryable,
  bucket: string,
  path: string,
): Promise<number | undefined> {
  const [app] = await db.query<{ idApp: number; version: string | null }>(
    'SELECT id_app AS "idApp", fixture_sha256 AS version FROM apps WHERE bucket = $1 AND active',
    [bucket],
  );
  if (!app) return undefined;
  const media = await keptLearningMedia(db, app.idApp, app.version);
  return media.has(path) ? app.idApp : undefined;
}
