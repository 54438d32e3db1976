import { describe, expect, it } from 'vitest';
import type { TenantFixture } from '../fixtures/tenant-fixture-types.ts';
import { checkCommentReferences } from './check-fixture.ts';

type Comment = NonNullable<TenantFixture['learningComments']>[number];

const comment = (idComment: number, changes: Partial<Comment> = {}): Comment => ({
  idComment,
  entityType: 'NODE',
  idEntity: 101,
  idUser: 1,
  text: 'Ótimo curso',
  creationDate: '2026-11-10T09:00:00-03:00',
  ...changes,
});

const check = (comments: Comment[]) =>
  checkCommentReferences({
    users: [{ idUser: 1 }, { idUser: 2 }],
    learningNodes: [{ idNode: 101 }],
    learningTeams: [{ idTeam: 11, allowComments: true }, { idTeam: 13 }],
    learningComments: comments,
  } as unknown as TenantFixture);

describe('the fixture’s comments', () => {
  it('accepts comments on a page and an open class, a reply, a report and a moderator', () => {
    expect(
      check([
        comment(1, { reportedBy: [2] }),
        comment(2, { idParentComment: 1, idUser: 2, hiddenBy: 2 }),
        comment(3, { entityType: 'TEAM', idEntity: 11 }),
      ]),
    ).toEqual([]);
  });

  it('names each problem by its pointer', () => {
    expect(
      check([
        comment(1, { idUser: 9, reportedBy: [1, 8], hiddenBy: 7 }),
        comment(1, { idEntity: 999 }),
        comment(3, { entityType: 'TEAM', idEntity: 13 }),
        comment(4, { entityType: 'TEAM', idEntity: 12 }),
        comment(5, { idParentComment: 3 }),
        comment(6, { idParentComment: 7 }),
        comment(7, { idParentComment: 50 }),
      ]),
    ).toEqual([
      '/learningComments/0/idUser 9 is not a user of the tenant',
      '/learningComments/0/hiddenBy 7 is not a user of the tenant',
      '/learningComments/0/reportedBy 8 is not a user of the tenant',
      '/learningComments/1/idComment 1 is already used by /learningComments/0',
      '/learningComments/1/idEntity 999 is not the idNode of any node',
      '/learningComments/2/idEntity 13 is a class without allowComments',
      '/learningComments/3/idEntity 12 is not the idTeam of any class',
      '/learningComments/4/idParentComment 3 is a comment of another page or class',
      '/learningComments/5/idParentComment 7 is a reply itself',
      '/learningComments/6/idParentComment 50 is not the id of any comment',
    ]);
  });

  it('refuses an author reporting their own', () => {
    expect(check([comment(1, { reportedBy: [1] })])).toEqual([
      '/learningComments/0/reportedBy 1 is its own author',
    ]);
  });
});
