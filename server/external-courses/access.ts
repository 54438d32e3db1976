// Who reviews external courses and reads any learner's evidence: the company's administrators (admin 1
// or 2, as the SCORM upload and the profile read it).
import { findUserById } from '../auth/store.ts';
import type { RouteContext } from '../route-context.ts';

export async function isAdmin(context: RouteContext, idApp: number, idUser: number): Promise<boolean> {
  const user = await findUserById(context.db, idApp, idUser);
  return user?.admin === 1 || user?.admin === 2;
}
