// The enrolment line of a learning card (learning-area.md 4.4): the state's words ('Matricula em
// processamento', 'matriculado', 'Acessar conteúdo', 'Bloqueado') or, for a course the learner may
// take (again), a button that opens the class selection modal.
import { useState } from 'react';
import { learningPageMessages as text } from '../../i18n/learning-pages';
import type { CardState } from '../../shared-rules/learning-cards';
import { ClassSelectionModal } from './ClassSelectionModal';
import * as css from './LearningCard.css';

const LABEL: Partial<Record<CardState, string>> = {
  processing: text.processing,
  freeContent: text.accessContent,
  isNodeEnrollment: text.enrolled,
  isEnrollment: text.enrolled,
};

interface Props {
  /** Absent: an element with no enrolment state of its own (an evaluation), which only says 'Bloqueado'. */
  state: CardState | undefined;
  /** Locked by 4.3 (a sequential item, a class not started yet). */
  locked: boolean;
  nodeCode?: string;
  title: string;
}

export function CardEnrollment({ state, locked, nodeCode, title }: Props) {
  const [open, setOpen] = useState(false);
  if (locked) return <p className={css.state}>{text.locked}</p>;
  if ((state === 'canEnrollment' || state === 'reenroll') && nodeCode !== undefined) {
    return (
      <>
        <button type="button" className={css.enroll} onClick={() => setOpen(true)}>
          {state === 'reenroll' ? text.reenroll : text.enroll}
        </button>
        {open ? (
          <ClassSelectionModal
            open
            onClose={() => setOpen(false)}
            nodeCode={nodeCode}
            courseTitle={title}
            reenroll={state === 'reenroll'}
          />
        ) : null}
      </>
    );
  }
  const label = state && LABEL[state];
  return label ? <p className={css.state}>{label}</p> : null;
}
