// What a level of an enrollment does when it opens (learning-area.md 2.2, 4.2), decided from the
// server's answer before anything is drawn: a class that has not started sends to the journey; a node
// without its node enrollment gets one first; a level whose only thing is one content opens it, unless
// the learner came from search results; anything else is shown.
import { enrolledContentPath, myJourneyPath } from '../../paths/learning-paths';
import type { LearningEnrollmentNodeResponse } from '../../generated/types';
import { classIsFuture } from '../../shared-rules/learning-cards';

export type LevelStep =
  { kind: 'redirect'; to: string } | { kind: 'createNodeEnrollment' } | { kind: 'show' };

interface Context {
  idUser: number;
  /** The learner opened the level from search results (?fromSearch=1): never auto-open. */
  fromSearch: boolean;
  now: Date;
}

export function levelStep(
  level: LearningEnrollmentNodeResponse,
  { idUser, fromSearch, now }: Context,
): LevelStep {
  const { data: node, enrollment } = level;
  if (classIsFuture(enrollment.team, now)) return { kind: 'redirect', to: myJourneyPath('registered') };
  const idNodeEnrollment = node.nodeEnrollment?.idNodeEnrollment;
  if (idNodeEnrollment === undefined) return { kind: 'createNodeEnrollment' };
  const contents = level.contents ?? [];
  // A pending pre-test is something else too: its gate stands on the level, before the content (4.5).
  const onlyOneContent =
    contents.length === 1 &&
    (node.blocks ?? []).length === 0 &&
    (node.childNodes ?? []).length === 0 &&
    !level.preTest;
  const [content] = contents;
  if (onlyOneContent && content && !fromSearch) {
    return {
      kind: 'redirect',
      to: enrolledContentPath({
        idContentItem: content.idContentItem,
        idContentType: content.idContentType,
        idEnrollment: enrollment.idEnrollment,
        idNodeEnrollment,
        idUser,
      }),
    };
  }
  return { kind: 'show' };
}
