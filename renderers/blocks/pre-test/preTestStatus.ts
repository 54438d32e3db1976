// The status text of a pre-test (learning-area.md 4.5), pure: progress 0 reads 'Não iniciado',
// otherwise 'Em andamento'; a finished one reads 'Concluído' with its 'Aproveitamento' (a pre-test
// shows the grade, never pass or fail). Read from the element's content enrollment, or from the
// questionnaire its data carries once evaluations exist.
import type { Element } from '../../../src/generated/types';
import { learningEventsMessages as texts } from '../../../src/i18n/learning-events';
import { learningStatusLabels } from '../../../src/i18n/learning-status';

export interface PreTestStatus {
  label: string;
  /** 'Aproveitamento: N%' when finished with a grade. */
  grade?: string;
}

interface Questionnaire {
  startDate?: unknown;
  finishDate?: unknown;
  grade?: unknown;
}

const FINISHED = new Set(['COMPLETED', 'PASSED', 'FAILED']);
const number = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : undefined);

export function preTestStatus(element: Element): PreTestStatus {
  const enrollment = element.contentEnrollment;
  const questionnaire = (element.data?.questionnaire ?? undefined) as Questionnaire | undefined;
  const progress = number(enrollment?.progress) ?? (questionnaire?.startDate ? 50 : 0);
  const finished =
    FINISHED.has(enrollment?.status ?? '') || Boolean(questionnaire?.finishDate) || progress >= 100;
  if (finished) {
    const grade = number(enrollment?.grade) ?? number(questionnaire?.grade);
    return {
      label: learningStatusLabels.COMPLETED,
      ...(grade === undefined ? {} : { grade: texts.preTestGrade(grade) }),
    };
  }
  return { label: progress > 0 ? learningStatusLabels.IN_PROGRESS : learningStatusLabels.NOT_ATTEMPTED };
}
