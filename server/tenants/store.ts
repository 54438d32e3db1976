import { randomBytes } from 'node:crypto';
import type { Queryable } from '../db/database.ts';
import type { Agreement, AppDetails, DesignEntry, MenuSection } from '../fixtures/tenant-fixture-types.ts';

/** A tenant app as the routes use it: its details and the menu and design every login returns. */
export interface Tenant {
  idApp: number;
  idCompany: number;
  bucket: string;
  details: AppDetails;
  menu: MenuSection[];
  design: DesignEntry[];
  agreement: Agreement | null;
}

export async function findTenantByBucket(
  db: Queryable,
  bucket: string | undefined,
): Promise<Tenant | undefined> {
  if (!bucket) return undefined;
  const rows = await db.query<Tenant>(
    `SELECT id_app AS "idApp", id_company AS "idCompany", bucket, details, menu, design, agreement
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
 * The tenant of the host when `path` is a file of its learning area (a content's contentLocation,
 * mediaLocation or referenceLink, or a class attachment): served only through a signed address. A file
 * the content app also publishes (its items and collections: media library, document lists) stays
 * public: it is not the learning area's to keep, and its other addresses carry no signature.
 */
export async function learningMediaOwner(
  db: Queryable,
  bucket: string,
  path: string,
): Promise<number | undefined> {
  const rows = await db.query<{ id_app: number }>(
    `SELECT a.id_app FROM apps a
      WHERE a.bucket = $1 AND a.active
        AND (EXISTS (SELECT 1 FROM learning_contents c
                      WHERE c.id_app = a.id_app
                        AND $2 IN (${learningPath("c.item->>'contentLocation'")},
                                   ${learningPath("c.item->>'mediaLocation'")},
                                   ${learningPath("c.item->>'referenceLink'")}))
          OR EXISTS (SELECT 1 FROM learning_attachments t
                      WHERE t.id_app = a.id_app AND ${learningPath("t.attachment->>'url'")} = $2))
        AND NOT EXISTS (SELECT 1 FROM content_items i
                         WHERE i.id_app = a.id_app AND strpos(i.item::text, $3) > 0)
        AND NOT EXISTS (SELECT 1 FROM tenant_collections t
                         WHERE t.id_app = a.id_app AND strpos(t.items::text, $3) > 0)`,
    [bucket, path, JSON.stringify(path)],
  );
  return rows[0]?.id_app;
}
