// Whose comments a learner may read and write (learning-area.md 2.2, 2.4, 6): a page (NODE, by idNode)
// of the tenant that the learner may open (a school, or a course of an active enrolment), or a class
// (TEAM, by idTeam) that takes comments (allowComments) and that the learner is enrolled in.
import type { Team } from '../../src/generated/types.ts';
import type { CommentEntityType } from '../../src/shared-rules/comments.ts';
import { refuse } from '../http/refusal.ts';
import { loadLearningView, mayOpenNode, nodeRefusalMessage } from '../learning/view-model.ts';
import type { RouteContext } from '../route-context.ts';
import { commentMessages as text } from './messages.ts';
import type { CommentEntity } from './store.ts';

/** The entity the call names, once the learner may see it; else a refusal. */
export async function visibleEntity(
  context: RouteContext,
  idApp: number,
  idUser: number,
  type: CommentEntityType,
  id: number,
): Promise<CommentEntity> {
  if (type === 'NODE') {
    const view = await loadLearningView(context.db, idApp, idUser, context.now());
    const node = view.tree.nodes.find((candidate) => candidate.idNode === id);
    if (!node) return refuse(404, text.pageNotFound);
    if (!mayOpenNode(view, node)) return refuse(403, nodeRefusalMessage(view, node.nodeCode));
    return { idApp, type, id };
  }
  const [row] = await context.db.query<{ team: Team; enrolled: boolean }>(
    `SELECT t.team, EXISTS (SELECT 1 FROM learning_enrollments e
                             WHERE e.id_app = t.id_app AND e.id_team = t.id_team AND e.id_user = $3) AS enrolled
       FROM learning_teams t WHERE t.id_app = $1 AND t.id_team = $2`,
    [idApp, id, idUser],
  );
  // Another class is not told apart from one that does not exist.
  if (!row?.enrolled) return refuse(403, text.notInTeam);
  if (row.team.allowComments !== true) return refuse(403, text.teamClosed);
  return { idApp, type, id };
}
