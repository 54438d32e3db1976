// Previous and next items around a finished evaluation (learning-area.md 2.4, 3 Navigation item): the
// questionnaire answer names them (contract B), from the course's sequence the content viewer's buttons
// follow. A content opens in the viewer (a packaged course in its lesson tree), an evaluation at its
// questionnaire or its start. Shown once finished, so 'next' is open (4.3, isNextBlocked: a finished
// evaluation unlocks what follows it).
import { NextPage } from '../../ui/next-page';
import { enrolledContentPath, evaluationEntryPath } from '../../paths/learning-paths';
import type { LearningEvaluationQuestionnaireResponse, NavigationItem } from '../../generated/types';
import { learningViewerMessages } from '../../i18n/learning-viewer';
import type { QuestionnaireKey } from '../../api/learning-evaluations';

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
  const { previous, next } = learningViewerMessages;
  return (
    <NextPage
      label={`${previous} / ${next}`}
      previous={previousPath ? { to: previousPath, text: previous } : undefined}
      next={nextPath ? { to: nextPath, text: next } : undefined}
    />
  );
}
