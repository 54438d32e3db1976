// A course's actions in its row (learning-area.md 4.9): edit and cancel a PENDING one (cancel asks first:
// it cannot be undone), resend a REJECTED one without a resubmission, view any other.
import { cancelExternalCourse, externalCourseKeys, type ExternalCourse } from '../../../api/external-courses';
import { externalCoursesMessages as text } from '../../../i18n/journey-external-courses';
import {
  externalCourseActions,
  type ExternalCourseAction,
} from '../../../shared-rules/external-course-status';
import { ConfirmedCancel } from '../ConfirmedCancel';
import * as journey from '../journey.css';

export type OpenCourse = (action: Exclude<ExternalCourseAction, 'cancel'>, course: ExternalCourse) => void;

const labelOf: Record<Exclude<ExternalCourseAction, 'cancel'>, [string, (title: string) => string]> = {
  edit: [text.edit, text.editOf],
  resubmit: [text.resubmit, text.resubmitOf],
  view: [text.view, text.viewOf],
};

export function CourseActions({ course, onOpen }: { course: ExternalCourse; onOpen: OpenCourse }) {
  return (
    <div className={journey.actions}>
      {externalCourseActions(course).map((action) =>
        action === 'cancel' ? (
          <CancelCourse key={action} course={course} />
        ) : (
          <button
            key={action}
            type="button"
            className={journey.actionButton}
            aria-label={labelOf[action][1](course.title)}
            onClick={() => onOpen(action, course)}
          >
            {labelOf[action][0]}
          </button>
        ),
      )}
    </div>
  );
}

function CancelCourse({ course }: { course: ExternalCourse }) {
  return (
    <ConfirmedCancel
      title={course.title}
      texts={text}
      cancel={() => cancelExternalCourse(course.idUserExternalCourse)}
      changes={[externalCourseKeys.all()]}
      className={journey.actionButton}
    />
  );
}
