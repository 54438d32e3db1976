// A course's actions in its row (learning-area.md 4.9): edit and cancel a PENDING one (cancel asks first:
// it cannot be undone), resend a REJECTED one without a resubmission, view any other.
import { useRef, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { cancelExternalCourse, externalCourseKeys, type ExternalCourse } from '../../../api/external-courses';
import { externalCoursesMessages as text } from '../../../i18n/journey-external-courses';
import {
  externalCourseActions,
  type ExternalCourseAction,
} from '../../../shared-rules/external-course-status';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { showToast } from '../../../ui/toast';
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
  const [asking, setAsking] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const queryClient = useQueryClient();
  const cancel = useMutation({
    mutationFn: () => cancelExternalCourse(course.idUserExternalCourse),
    onSuccess: async () => {
      showToast(text.canceled, { tone: 'success' });
      await queryClient.invalidateQueries({ queryKey: externalCourseKeys.all() });
    },
    onError: (error) =>
      showToast(error.message ? `${text.cancelFailed} ${error.message}` : text.cancelFailed, {
        tone: 'error',
      }),
  });
  return (
    <>
      <button
        ref={button}
        type="button"
        className={journey.actionButton}
        aria-label={text.cancelOf(course.title)}
        disabled={cancel.isPending}
        onClick={() => setAsking(true)}
      >
        {cancel.isPending ? text.cancelling : text.cancel}
      </button>
      <ConfirmDialog
        open={asking}
        question={text.cancelQuestion(course.title)}
        confirmLabel={text.cancelConfirm}
        cancelLabel={text.cancelKeep}
        returnFocusTo={button}
        onCancel={() => setAsking(false)}
        onConfirm={() => {
          setAsking(false);
          cancel.mutate();
        }}
      />
    </>
  );
}
