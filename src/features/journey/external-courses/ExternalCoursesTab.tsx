// The external courses tab (learning-area.md 2.2, 2.4, 4.9, 5, 7.7, 8, 9): the learner's courses taken
// elsewhere, filtered by status (every status at first, filterRules.ts says why), 10 a page; a button
// opens the form to send a new one; a row edits or cancels a PENDING course, resends a REJECTED one as a
// new request linked to it, or shows the others read-only with the reviewer's reason.
import { useRef, useState } from 'react';
import type { ExternalCourse } from '../../../api/external-courses';
import { externalCoursesMessages as text } from '../../../i18n/journey-external-courses';
import { externalCourseStatuses, type ExternalCourseStatus } from '../../../shared-rules/external-course';
import { externalCourseStatusLabels } from '../../../shared-rules/external-course-labels';
import { EmptyState } from '../../../ui/cards/EmptyState';
import { Loaded } from '../../../ui/loaded';
import { Modal } from '../../../ui/Modal';
import * as buttons from '../../../ui/buttons.css';
import * as journey from '../journey.css';
import type { OpenCourse } from './CourseActions';
import { CourseDetails } from './CourseDetails';
import { CourseForm } from './CourseForm';
import { CourseList } from './CourseList';
import * as css from './externalCourses.css';
import { DEFAULT_EXTERNAL_COURSE_STATUSES, toggleCourseStatus } from './filterRules';

type Opened = { mode: 'create' } | { mode: 'edit' | 'resubmit' | 'view'; course: ExternalCourse };

export function ExternalCoursesTab() {
  const [statuses, setStatuses] = useState<ExternalCourseStatus[]>([...DEFAULT_EXTERNAL_COURSE_STATUSES]);
  const [page, setPage] = useState(1);
  const [opened, setOpened] = useState<Opened | null>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  const close = () => setOpened(null);
  const onOpen: OpenCourse = (mode, course) => setOpened({ mode, course });
  return (
    <>
      <div className={css.bar}>
        <fieldset className={journey.filters}>
          <legend className={journey.legend}>{text.statusFilter}</legend>
          {externalCourseStatuses.map((status) => (
            <label key={status} className={journey.check}>
              <input
                type="checkbox"
                checked={statuses.includes(status)}
                onChange={() => {
                  setStatuses(toggleCourseStatus(statuses, status));
                  // Another filter starts again at its first page.
                  setPage(1);
                }}
              />
              {externalCourseStatusLabels[status]}
            </label>
          ))}
        </fieldset>
        <button
          ref={addButton}
          type="button"
          className={buttons.primary}
          onClick={() => setOpened({ mode: 'create' })}
        >
          {text.add}
        </button>
      </div>
      {statuses.length === 0 ? (
        <EmptyState text={text.empty} />
      ) : (
        <Loaded subject="cursos externos" errorText={text.loadError}>
          <CourseList query={`${statuses.join(',')}|${page}`} onPage={setPage} onOpen={onOpen} />
        </Loaded>
      )}
      <Modal
        open={opened !== null}
        onClose={close}
        title={opened ? text.titles[opened.mode] : ''}
        className={css.dialog}
        returnFocusTo={opened?.mode === 'create' ? addButton : undefined}
      >
        {opened?.mode === 'view' ? <CourseDetails course={opened.course} onClose={close} /> : null}
        {opened && opened.mode !== 'view' ? (
          <CourseForm
            // A new form for each course opened: nothing of another one is kept.
            key={opened.mode === 'create' ? 'create' : `${opened.mode}-${opened.course.idUserExternalCourse}`}
            mode={opened.mode}
            course={opened.mode === 'create' ? undefined : opened.course}
            onSaved={() => {
              close();
              setPage(1);
            }}
            onClose={close}
          />
        ) : null}
      </Modal>
    </>
  );
}
