// An external course read-only (learning-area.md 4.9): APPROVED, CANCELED and a REJECTED one already
// resent. Shows the reviewer's statusReason and lets the learner download the evidence they sent.
import { useState } from 'react';
import { downloadEvidence, type ExternalCourse } from '../../../api/external-courses';
import { formatIsoDate } from '../../../i18n/dates';
import { externalCoursesMessages as text } from '../../../i18n/journey-external-courses';
import {
  externalCourseFieldLabels as labels,
  externalCourseStatusLabels,
  externalCourseTypeLabels,
} from '../../../shared-rules/external-course-labels';
import * as buttons from '../../../ui/buttons.css';
import { saveBlob } from '../../../ui/saveBlob';
import { showToast } from '../../../ui/toast';
import { storedEvidence } from './evidence';
import * as css from './externalCourses.css';

const day = (value: string | null | undefined) => formatIsoDate(value ?? undefined, 'numericDate') ?? '—';

export function CourseDetails({ course, onClose }: { course: ExternalCourse; onClose: () => void }) {
  const [downloading, setDownloading] = useState(false);
  const evidence = storedEvidence(course.evidencePath);
  const rows: [string, string][] = [
    [labels.title, course.title],
    [labels.type, externalCourseTypeLabels[course.type]],
    [labels.workload, text.hours(course.workload)],
    [labels.startDate, day(course.startDate)],
    [labels.finishDate, day(course.finishDate)],
    [labels.expirationDate, day(course.expirationDate)],
    [labels.entityName, course.entityName],
    [text.columns.status, externalCourseStatusLabels[course.status]],
    [text.sentOn, formatIsoDate(course.creationDate, 'numericDate') ?? '—'],
  ];
  const download = async () => {
    if (evidence.kind !== 'stored') return;
    setDownloading(true);
    try {
      saveBlob(await downloadEvidence(evidence.path), evidence.fileName);
    } catch {
      showToast(text.downloadFailed, { tone: 'error' });
    } finally {
      setDownloading(false);
    }
  };
  return (
    <div className={css.form}>
      <dl className={css.details}>
        {rows.map(([term, value]) => (
          <div key={term} className={css.detailRow}>
            <dt className={css.term}>{term}</dt>
            <dd className={css.definition}>{value}</dd>
          </div>
        ))}
      </dl>
      {course.statusReason ? (
        <div>
          <p className={css.label}>
            {course.status === 'REJECTED' ? text.rejectedBecause : text.statusReason}
          </p>
          <p className={css.reason}>{course.statusReason}</p>
        </div>
      ) : null}
      {course.hasResubmission ? <p className={css.hint}>{text.resubmittedNote}</p> : null}
      <div className={css.evidenceRow}>
        {evidence.kind === 'stored' ? (
          <button
            type="button"
            className={buttons.secondary}
            disabled={downloading}
            onClick={() => void download()}
          >
            {text.downloadEvidence}: {evidence.fileName}
          </button>
        ) : (
          <p className={css.hint}>{text.noEvidence}</p>
        )}
        <button type="button" className={buttons.primary} onClick={onClose}>
          {text.close}
        </button>
      </div>
    </div>
  );
}
