// One page of the learner's external courses (learning-area.md 2.4, 9): a table of title, type,
// workload, period, status and actions on a desktop, the same as stacked cards on a phone (no sideways
// scroll at 375 px), 10 a page. Another filter or page keeps the rows shown, marked busy, until its own
// arrive (useDeferredKey, ADR 0009).
import { useSuspenseQuery } from '@tanstack/react-query';
import { externalCoursesQuery, type ExternalCourse } from '../../../api/external-courses';
import { formatIsoDate } from '../../../i18n/dates';
import { externalCoursesMessages as text } from '../../../i18n/journey-external-courses';
import { EXTERNAL_COURSES_PAGE_SIZE, type ExternalCourseStatus } from '../../../shared-rules/external-course';
import {
  externalCourseStatusLabels,
  externalCourseTypeLabels,
} from '../../../shared-rules/external-course-labels';
import { EmptyState } from '../../../ui/cards/EmptyState';
import { useDeferredKey } from '../../../ui/loaded';
import { Pagination } from '../../../ui/pagination/Pagination';
import { SortableTable, type TableColumn } from '../../../ui/table/SortableTable';
import { useViewportWidth } from '../../../ui/useViewportWidth';
import { Fact } from '../Fact';
import * as journey from '../journey.css';
import { CourseActions, type OpenCourse } from './CourseActions';

/** learning-area.md 9: "Desktop means width above 800". */
const DESKTOP_MIN = 801;

type Column = 'title' | 'type' | 'workload' | 'period' | 'status' | 'actions';

const day = (value: string) => formatIsoDate(value, 'numericDate') ?? value;
const periodOf = (course: ExternalCourse) => text.period(day(course.startDate), day(course.finishDate));

interface Props {
  /** 'PENDING,REJECTED|2': the filter and the page. */
  query: string;
  onPage: (page: number) => void;
  onOpen: OpenCourse;
}

export function CourseList({ query, onPage, onOpen }: Props) {
  const { shown, stale } = useDeferredKey(query);
  const [statusList = '', pageText = '1'] = shown.split('|');
  const statuses = statusList.split(',') as ExternalCourseStatus[];
  const page = Number(pageText);
  const { data } = useSuspenseQuery(externalCoursesQuery(statuses, page));
  const desktop = useViewportWidth() >= DESKTOP_MIN;
  const pageCount = Math.ceil(data.totalRecords / EXTERNAL_COURSES_PAGE_SIZE);
  if (data.result.length === 0) return <EmptyState text={text.empty} />;
  const columns: TableColumn<ExternalCourse, Column>[] = [
    { id: 'title', label: text.columns.title, cell: (course) => course.title, isRowHeader: true },
    { id: 'type', label: text.columns.type, cell: (course) => externalCourseTypeLabels[course.type] },
    { id: 'workload', label: text.columns.workload, cell: (course) => text.hours(course.workload) },
    { id: 'period', label: text.columns.period, cell: periodOf },
    { id: 'status', label: text.columns.status, cell: (course) => externalCourseStatusLabels[course.status] },
    {
      id: 'actions',
      label: text.columns.actions,
      cell: (course) => <CourseActions course={course} onOpen={onOpen} />,
    },
  ];
  return (
    <>
      <p className={journey.status} role="status">
        {text.count(data.totalRecords)}
      </p>
      <div aria-busy={stale} data-external-courses="">
        {desktop ? (
          <SortableTable
            label={text.label}
            columns={columns}
            rows={data.result}
            rowId={(course) => course.idUserExternalCourse}
            sort={null}
            onSort={() => undefined}
            emptyText={text.empty}
          />
        ) : (
          <ul className={journey.rows} aria-label={text.label}>
            {data.result.map((course) => (
              <li key={course.idUserExternalCourse} className={journey.row}>
                <h3 className={journey.rowTitle}>{course.title}</h3>
                <dl className={journey.facts}>
                  <Fact label={text.columns.type} value={externalCourseTypeLabels[course.type]} />
                  <Fact label={text.columns.workload} value={text.hours(course.workload)} />
                  <Fact label={text.columns.period} value={periodOf(course)} />
                  <Fact label={text.columns.status} value={externalCourseStatusLabels[course.status]} />
                </dl>
                <CourseActions course={course} onOpen={onOpen} />
              </li>
            ))}
          </ul>
        )}
      </div>
      <Pagination page={page} pageCount={pageCount} onPage={onPage} />
    </>
  );
}
