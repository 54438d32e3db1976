// Previous and next content buttons (learning-area.md 2.4, 4.3): 'next' is blocked while the next item
// is sequential and this content is not COMPLETED (the shared rule, the one the server applies).
import type { NavigationItem } from '../../generated/types';
import { learningViewerMessages as text } from '../../i18n/learning-viewer';
import { isNextBlocked } from '../../shared-rules/learning-locks';
import { NextPage } from '../../ui/next-page';
import { enrolledContentPath, evaluationItemPath } from './paths';
import type { EnrollmentPlace } from './useContentProgress';

/** Where a navigation item opens: a content in this viewer, an evaluation at its questionnaire. */
function pathOf(item: NavigationItem | null | undefined, place: EnrollmentPlace): string | undefined {
  if (item?.idEvaluation)
    return evaluationItemPath(place, {
      ...item,
      idEvaluation: item.idEvaluation,
      idQuestionnaire: item.idQuestionnaire ?? item.questionnaire?.idQuestionnaire,
    });
  if (!item?.idContentItem) return undefined;
  return enrolledContentPath({
    ...place,
    idEnrollment: item.idEnrollment ?? place.idEnrollment,
    idNodeEnrollment: item.idNodeEnrollment ?? place.idNodeEnrollment,
    idContent: item.idContentItem,
  });
}

export function ContentNavigation({
  place,
  previous,
  next,
  currentStatus,
}: {
  place: EnrollmentPlace;
  previous: NavigationItem | null | undefined;
  next: NavigationItem | null | undefined;
  currentStatus: string | undefined;
}) {
  const previousPath = pathOf(previous, place);
  const nextPath = pathOf(next, place);
  const blocked = isNextBlocked({ nextSequential: next?.sequential === true, currentStatus });
  return (
    <NextPage
      label={`${text.previous} / ${text.next}`}
      previous={previousPath ? { to: previousPath, text: text.previous } : undefined}
      next={
        nextPath
          ? { to: nextPath, text: text.next, blockedHint: blocked ? text.nextLocked : undefined }
          : undefined
      }
    />
  );
}
