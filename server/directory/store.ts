// The people directory's SQL: a tenant's active users, as colleagues see them.
import type { Queryable } from '../db/database.ts';

/** What the people directory shows of a colleague (schemas/directory-user.json): no login data. */
export interface DirectoryEntry {
  name: string;
  email: string;
  photo?: string;
  department?: string;
  role?: string;
}

interface Row {
  name: string;
  email: string;
  photo: string | null;
  department: string | null;
  role: string | null;
}

const collator = new Intl.Collator('pt-BR');

/** The tenant's active users, sorted by name the pt-BR way (Á beside A, not after Z). */
export async function listActiveUsers(db: Queryable, idApp: number): Promise<DirectoryEntry[]> {
  const rows = await db.query<Row>(
    'SELECT name, email, photo, department, role FROM users WHERE id_app = $1 AND active = 1',
    [idApp],
  );
  return rows
    .map(({ name, email, photo, department, role }) => ({
      name,
      email,
      ...(photo ? { photo } : {}),
      ...(department ? { department } : {}),
      ...(role ? { role } : {}),
    }))
    .sort((a, b) => collator.compare(a.name, b.name));
}
