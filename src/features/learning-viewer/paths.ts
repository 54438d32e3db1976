// Where a content of an enrollment opens (learning-area.md 2.2): the suffix is '-' when started from a
// card or from the viewer's own links.
import { evaluationEntryPath, learningRoutes } from '../../paths/learning-paths';
import type { EnrollmentPlace } from './useContentProgress';

export const enrolledContentPath = ({
  idContent,
  idNodeEnrollment,
  idEnrollment,
  idUser,
}: EnrollmentPlace & { idContent: number }) =>
  learningRoutes.contentNodeOfEnrollment.to({
    idContent,
    idNodeEnrollment,
    idEnrollment,
    idUser,
    suffix: '-',
  });

/** An evaluation among the enrollment's items (the map, previous and next), as the server names it. */
export interface EvaluationItem {
  idEvaluation: number;
  idEnrollment?: number | null;
  idNodeEnrollment?: number | null;
  idQuestionnaire?: number | null;
}

/** Where an evaluation of this enrollment opens: its latest questionnaire, or its start (2.2, 4.5). */
export const evaluationItemPath = (place: EnrollmentPlace, item: EvaluationItem) =>
  evaluationEntryPath({
    idEnrollment: item.idEnrollment ?? place.idEnrollment,
    idEvaluation: item.idEvaluation,
    idNodeEnrollment: item.idNodeEnrollment ?? place.idNodeEnrollment,
    idQuestionnaire: item.idQuestionnaire,
  });
