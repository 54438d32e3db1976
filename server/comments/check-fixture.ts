// What JSON Schema cannot say about a tenant's comments (learning-area.md 3 Comment, 4.10): ids unique,
// authors, moderators and reporters users of the tenant (no author reporting their own), the page or
// class there (a class that takes comments), and a reply naming a comment of the same page or class
// that is not a reply itself. Each problem names its JSON pointer.
import type { TenantFixture } from '../fixtures/tenant-fixture-types.ts';

type FixtureComment = NonNullable<TenantFixture['learningComments']>[number];

export function checkCommentReferences(fixture: TenantFixture): string[] {
  const problems: string[] = [];
  const users = new Set(fixture.users.map((user) => user.idUser));
  const nodes = new Set((fixture.learningNodes ?? []).map((node) => node.idNode as number));
  const teams = new Map((fixture.learningTeams ?? []).map((team) => [team.idTeam, team]));
  const comments = fixture.learningComments ?? [];
  const byId = new Map<number, { pointer: string; comment: FixtureComment }>();
  comments.forEach((comment, index) => {
    const pointer = `/learningComments/${index}`;
    const first = byId.get(comment.idComment);
    if (first) problems.push(`${pointer}/idComment ${comment.idComment} is already used by ${first.pointer}`);
    else byId.set(comment.idComment, { pointer, comment });
    if (!users.has(comment.idUser))
      problems.push(`${pointer}/idUser ${comment.idUser} is not a user of the tenant`);
    if (comment.hiddenBy !== undefined && !users.has(comment.hiddenBy))
      problems.push(`${pointer}/hiddenBy ${comment.hiddenBy} is not a user of the tenant`);
    for (const reporter of comment.reportedBy ?? []) {
      if (!users.has(reporter))
        problems.push(`${pointer}/reportedBy ${reporter} is not a user of the tenant`);
      if (reporter === comment.idUser) problems.push(`${pointer}/reportedBy ${reporter} is its own author`);
    }
    if (comment.entityType === 'NODE' && !nodes.has(comment.idEntity))
      problems.push(`${pointer}/idEntity ${comment.idEntity} is not the idNode of any node`);
    if (comment.entityType === 'TEAM') {
      const team = teams.get(comment.idEntity);
      if (!team) problems.push(`${pointer}/idEntity ${comment.idEntity} is not the idTeam of any class`);
      else if (team.allowComments !== true)
        problems.push(`${pointer}/idEntity ${comment.idEntity} is a class without allowComments`);
    }
  });
  comments.forEach((comment, index) => {
    const idParent = comment.idParentComment;
    if (idParent === undefined) return;
    const pointer = `/learningComments/${index}/idParentComment`;
    const parent = byId.get(idParent)?.comment;
    if (!parent) problems.push(`${pointer} ${idParent} is not the id of any comment`);
    else if (parent.entityType !== comment.entityType || parent.idEntity !== comment.idEntity)
      problems.push(`${pointer} ${idParent} is a comment of another page or class`);
    else if (parent.idParentComment !== undefined) problems.push(`${pointer} ${idParent} is a reply itself`);
  });
  return problems;
}
