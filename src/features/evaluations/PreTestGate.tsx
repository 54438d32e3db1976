// The mandatory pre-test gate (learning-area.md 2.4, 4.5): before a node's content, while its pre-test
// has no finished questionnaire, a modal says so with the pre-test's status ('Não iniciado' at progress
// 0, otherwise 'Em andamento', by the shared display rule) and leads to it; leaving the modal leaves the
// page (back), so the content is not reached around it. Its own small module: the learning pages import
// it without the evaluation screens.
import { Link, useNavigate } from 'react-router-dom';
import { evaluationEntryPath } from '../../paths/learning-paths';
import { evaluationMessages as text } from '../../i18n/learning-evaluations';
import type { LearningEnrollmentNodeResponse } from '../../generated/types';
import { evaluationDisplayStatus } from '../../shared-rules/evaluation-status';
import { Modal } from '../../ui/Modal';
import * as css from './evaluations.css';

/** What the node answer says of its pre-test (contract B: `preTest` on the level, evaluation-card.json). */
export type NodePreTest = NonNullable<LearningEnrollmentNodeResponse['preTest']>;

interface Props {
  preTest: NodePreTest | null | undefined;
  idEnrollment: number;
  idNodeEnrollment: number | undefined;
}

/** Does the gate stand? A pre-test named and not finished (4.5). */
export const gateStands = (preTest: NodePreTest | null | undefined): preTest is NodePreTest =>
  Boolean(preTest?.idEvaluation) && !preTest?.questionnaire?.finishDate;

export function PreTestGate({ preTest, idEnrollment, idNodeEnrollment }: Props) {
  const navigate = useNavigate();
  if (!gateStands(preTest)) return null;
  const idNodeEnrollmentOfPreTest = preTest.idNodeEnrollment ?? idNodeEnrollment;
  if (idNodeEnrollmentOfPreTest === undefined) return null;
  const { progress } = evaluationDisplayStatus('PRE_TEST', null, preTest.questionnaire);
  const href = evaluationEntryPath({
    idEnrollment,
    idEvaluation: preTest.idEvaluation,
    idNodeEnrollment: idNodeEnrollmentOfPreTest,
    idQuestionnaire: preTest.questionnaire?.idQuestionnaire,
  });
  return (
    <Modal open onClose={() => void navigate(-1)} title={text.preTestTitle}>
      <p className={css.text}>{text.preTestText}</p>
      {preTest.title ? <p className={css.text}>{preTest.title}</p> : null}
      <p className={css.text}>
        <span className={css.factName}>{text.statusLabel} </span>
        <strong>{text.preTestStatus(progress)}</strong>
      </p>
      <div className={css.row}>
        <button type="button" className={css.secondary} onClick={() => void navigate(-1)}>
          {text.back}
        </button>
        <Link to={href} className={css.primary}>
          {text.openPreTest}
        </Link>
      </div>
    </Modal>
  );
}
