// /lms/{idEnrollment}/{idContentItem}/{idNodeEnrollment?}/{isFluidNavigation?} (learning-area.md 2.2, 2.4
// "SCORM tree: lesson cards", 4.2, 4.3): a SCORM content's lessons as cards, grouped under the lesson
// tree's titles, each with its status and workload; a locked card is not clickable and says why; a
// package still processing shows the wait text; a package with one lesson opens it at once.
import { useEffect } from 'react';
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { Link, Navigate } from 'react-router-dom';
import { enrolledContentQuery, learningViewerKeys } from '../../api/learning-viewer';
import { scormPackageOf, type ScoLesson } from '../../api/learning-scorm';
import { runtimeConfig } from '../../api/instance';
import { nodeCrumbs } from '../../paths/node-crumbs';
import { useLearningTrail } from '../../ui/learning-trail';
import { lessonListPath, lessonPlayerPath } from '../../paths/learning-paths';
import type { LearningEnrolledContentResponse } from '../../generated/types';
import { learningScormMessages as text } from '../../i18n/learning-scorm';
import { EmptyState } from '../../ui/cards/EmptyState';
import { ContentUnavailable, Loaded } from '../../ui/loaded';
import { cdnAllowed } from './cdnTest';
import {
  isLessonComplete,
  isLocked,
  lessonListStep,
  lessonStatusLabel,
  type LessonGroup,
} from './lessonTree';
import { PackageLink } from './PackageLink';
import { contentKeyOf, useScormPlace, type ScormPlace } from './place';
import * as css from './lessons.css';

/** While the package is processed (4.2), the cards ask again this often. */
export const PROCESSING_POLL_MS = 5000;

export function LessonListScreen() {
  const place = useScormPlace();
  if (!place) return <ContentUnavailable />;
  return (
    <Loaded subject={`lições do conteúdo ${place.idContentItem} da matrícula ${place.idEnrollment}`}>
      <LessonList place={place} />
    </Loaded>
  );
}

function LessonList({ place }: { place: ScormPlace }) {
  const { data } = useSuspenseQuery(enrolledContentQuery(contentKeyOf(place)));
  if ('refusal' in data)
    return (
      <section role="status" className={css.page}>
        <h1 className={css.title}>{data.refusal}</h1>
      </section>
    );
  return <Lessons answer={data} place={place} />;
}

function Lessons({ answer, place }: { answer: LearningEnrolledContentResponse; place: ScormPlace }) {
  const item = answer.data;
  const scorm = scormPackageOf(answer);
  const step = lessonListStep(scorm);
  useLearningTrail([
    ...nodeCrumbs(item.parentNodes, place.idEnrollment),
    { label: item.text, to: lessonListPath(place) },
  ]);
  useCdnTestEarly();
  useRefreshWhileProcessing(place, step.kind === 'processing');

  if (step.kind === 'openOnly')
    return <Navigate replace to={lessonPlayerPath(place, step.lesson.idSco, { single: true })} />;
  return (
    <article className={css.page}>
      <header className={css.header}>
        <h1 className={css.title}>{item.text}</h1>
        <PackageLink idContentItem={item.idContentItem} title={item.text} back={lessonListPath(place)} />
      </header>
      {step.kind === 'processing' ? (
        <p role="status" className={css.notice}>
          {text.processing}
        </p>
      ) : step.groups.length === 0 ? (
        <EmptyState text={text.noLessons} />
      ) : (
        step.groups.map((group, index) => <Group key={index} group={group} place={place} />)
      )}
    </article>
  );
}

function Group({ group, place }: { group: LessonGroup; place: ScormPlace }) {
  const heading = group.path.join(' › ');
  const list = (
    <ul className={css.cards} aria-label={heading || text.lessons}>
      {group.lessons.map((lesson) => (
        <li key={lesson.idSco}>
          <LessonCard lesson={lesson} place={place} Heading={heading ? 'h3' : 'h2'} />
        </li>
      ))}
    </ul>
  );
  if (!heading) return list;
  return (
    <section aria-label={heading}>
      <h2 className={css.groupTitle}>{heading}</h2>
      {list}
    </section>
  );
}

function LessonCard({
  lesson,
  place,
  Heading,
}: {
  lesson: ScoLesson;
  place: ScormPlace;
  /** Below the group's h2, or right below the page's h1 for lessons outside any group. */
  Heading: 'h2' | 'h3';
}) {
  const facts = (
    <>
      <Heading className={css.cardTitle}>{lesson.title}</Heading>
      {lesson.label ? <p className={css.fact}>{lesson.label}</p> : null}
      <p className={css.badge}>{lessonStatusLabel(lesson)}</p>
      {workloadOf(lesson) ? <p className={css.fact}>{text.workload(workloadOf(lesson)!)}</p> : null}
    </>
  );
  // 4.3: not clickable, and says why.
  if (isLocked(lesson))
    return (
      <div className={css.lockedCard} aria-disabled="true" data-locked="">
        {facts}
        <p className={css.fact}>
          <strong>{text.locked}</strong>: {text.lockedReason}
        </p>
      </div>
    );
  return (
    <Link
      className={css.card}
      to={lessonPlayerPath(place, lesson.idSco, { single: false, completed: isLessonComplete(lesson) })}
    >
      {facts}
    </Link>
  );
}

const workloadOf = (lesson: ScoLesson): number | undefined => {
  const workload = Number(lesson.workload);
  return Number.isFinite(workload) && workload > 0 ? workload : undefined;
};

/** Starts the CDN test (when configured) while the learner reads the cards, so the play call needs no wait. */
function useCdnTestEarly() {
  useEffect(() => {
    void cdnAllowed(runtimeConfig().scormCdnTestUrl);
  }, []);
}

/** 4.2: the wait text goes once the package is ready; the cards ask the server again until then. */
function useRefreshWhileProcessing(place: ScormPlace, processing: boolean) {
  const queryClient = useQueryClient();
  // Compared by what it says: the place is a new object at each render.
  const key = JSON.stringify(learningViewerKeys.enrolled(contentKeyOf(place)));
  useEffect(() => {
    if (!processing) return;
    const queryKey = JSON.parse(key) as unknown[];
    const timer = setInterval(() => void queryClient.invalidateQueries({ queryKey }), PROCESSING_POLL_MS);
    return () => clearInterval(timer);
  }, [queryClient, key, processing]);
}
