// Previous and next content buttons (learning-area.md 2.4, 4.3): 'next' is blocked while the next item
// is sequential and this content is not COMPLETED (the shared rule, the one the server applies).
import { Link } from 'react-router-dom';
import type { NavigationItem } from '../../generated/types';
import { learningViewerMessages as text } from '../../i18n/learning-viewer';
import { isNextBlocked } from '../../shared-rules/learning-locks';
import * as buttons from '../../ui/buttons.css';
import { enrolledContentPath, evaluationItemPath } from './paths';
import type { EnrollmentPlace } from './useContentProgress';
import * as css from './viewer.css';

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
  if (!previousPath && !nextPath) return null;
  return (
    <nav className={css.navigation} aria-label={`${text.previous} / ${text.next}`}>
      {previousPath ? (
        <Link to={previousPath} className={buttons.secondary}>
          {text.previous}
        </Link>
      ) : (
        <span />
      )}
      {nextPath && !blocked ? (
        <Link to={nextPath} className={buttons.primary}>
          {text.next}
        </Link>
      ) : null}
      {nextPath && blocked ? (
        <>
          <button type="button" className={`${buttons.primary} ${css.disabledLink}`} disabled>
            {text.next}
          </button>
          <p className={css.hint}>{text.nextLocked}</p>
        </>
      ) : null}
    </nav>
  );
}
