// Previous and next items around a finished evaluation (learning-area.md 2.4, 3 Navigation item): the
// questionnaire answer names them (contract B), from the course's sequence the content viewer's buttons
// follow. A content opens in the viewer (a packaged course in its lesson tree), an evaluation at its
// questionnaire or its start. Shown once finished, so 'next' is open (4.3, isNextBlocked: a finished
// evaluation unlocks what follows it).
import { Link } from 'react-router-dom';
import { enrolledContentPath, evaluationEntryPath } from '../../paths/learning-paths';
import type { LearningEvaluationQuestionnaireResponse, NavigationItem } from '../../generated/types';
import { learningViewerMessages } from '../../i18n/learning-viewer';
import type { QuestionnaireKey } from '../../api/learning-evaluations';
import * as css from './evaluations.css';

interface Props {
  questionnaire: LearningEvaluationQuestionnaireResponse;
  questionnaireKey: QuestionnaireKey;
}

function pathOf(item: NavigationItem | null | undefined, { questionnaire, questionnaireKey }: Props) {
  const { idNodeEnrollment } = questionnaire;
  const idEnrollment = item?.idEnrollment ?? questionnaireKey.idEnrollment;
  const idNodeEnrollmentOfItem = item?.idNodeEnrollment ?? idNodeEnrollment;
  if (!item || idNodeEnrollmentOfItem === undefined) return undefined;
  if (item.idEvaluation)
    return evaluationEntryPath({
      idEnrollment,
      idEvaluation: item.idEvaluation,
      idNodeEnrollment: idNodeEnrollmentOfItem,
      idQuestionnaire: item.idQuestionnaire ?? item.questionnaire?.idQuestionnaire,
    });
  if (!item.idContentItem) return undefined;
  return enrolledContentPath({
    idContentItem: item.idContentItem,
    idContentType: item.idContentType ?? 0,
    idEnrollment,
    idNodeEnrollment: idNodeEnrollmentOfItem,
    idUser: questionnaireKey.idUser,
  });
}

export function EvaluationNavigation(props: Props) {
  const previousPath = pathOf(props.questionnaire.previousItem, props);
  const nextPath = pathOf(props.questionnaire.nextItem, props);
  if (!previousPath && !nextPath) return null;
  return (
    <nav
      className={css.spread}
      aria-label={`${learningViewerMessages.previous} / ${learningViewerMessages.next}`}
    >
      {previousPath ? (
        <Link to={previousPath} className={css.secondary}>
          {learningViewerMessages.previous}
        </Link>
      ) : (
        <span />
      )}
      {nextPath ? (
        <Link to={nextPath} className={css.primary}>
          {learningViewerMessages.next}
        </Link>
      ) : null}
    </nav>
  );
}
