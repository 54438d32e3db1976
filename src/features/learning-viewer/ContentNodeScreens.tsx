// The learning content viewer's two addresses (learning-area.md 2.2): /contentNode/{idContent}, a content
// opened outside an enrollment, and /contentNode/{idContent}/{idNodeEnrollment}/{idEnrollment}/{idUser}/
// {suffix}, inside one, with the navigation map and the previous and next buttons.
import { useMemo } from 'react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Navigate, useParams } from 'react-router-dom';
import { enrolledContentQuery, freeContentQuery, type Refusal } from '../../api/learning-viewer';
import { nodeCrumbs } from '../../paths/node-crumbs';
import { useLearningTrail } from '../../ui/learning-trail';
import { freeContentPath, lessonListPath } from '../../paths/learning-paths';
import type { LearningEnrolledContentResponse } from '../../generated/types';
import { learningViewerMessages as text } from '../../i18n/learning-viewer';
import { ContentUnavailable, Loaded } from '../../ui/loaded';
import { ContentNavigation } from './ContentNavigation';
import { isScorm } from './contentTypes';
import { LearningContentBody, NoticePanel } from './LearningContentBody';
import { enrolledContentPath } from './paths';
import { NavigationMapButton } from './NavigationMap';
import { useContentProgress, type EnrollmentPlace } from './useContentProgress';
import * as css from './viewer.css';
import { LiveNote } from '../../ui/LiveNote';

const idOf = (value: string | undefined): number | undefined => {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : undefined;
};

export function FreeContentScreen() {
  const idContent = idOf(useParams().idContent);
  if (idContent === undefined) return <ContentUnavailable />;
  return (
    <Loaded subject={`conteúdo ${idContent}`}>
      <FreeContent idContent={idContent} />
    </Loaded>
  );
}

function FreeContent({ idContent }: { idContent: number }) {
  const { data } = useSuspenseQuery(freeContentQuery(idContent));
  if ('refusal' in data) return <Refused answer={data} />;
  // A packaged course (type 26) plays inside an enrollment: the one covering it, when it has its node
  // enrollment, opens its lesson cards; otherwise the wait text stays (nothing to play outside one).
  const covering = data.enrollment;
  if (isScorm(data.data.idContentType) && covering?.idNodeEnrollment)
    return (
      <Navigate
        replace
        to={lessonListPath({
          idEnrollment: covering.idEnrollment,
          idContentItem: idContent,
          idNodeEnrollment: covering.idNodeEnrollment,
        })}
      />
    );
  return <ContentPage key={idContent} answer={data} />;
}

export function EnrolledContentScreen() {
  const params = useParams();
  const idContent = idOf(params.idContent);
  const idNodeEnrollment = idOf(params.idNodeEnrollment);
  const idEnrollment = idOf(params.idEnrollment);
  const idUser = idOf(params.idUser);
  const place = useMemo(
    () =>
      idNodeEnrollment && idEnrollment && idUser ? { idNodeEnrollment, idEnrollment, idUser } : undefined,
    [idNodeEnrollment, idEnrollment, idUser],
  );
  if (idContent === undefined || !place) return <ContentUnavailable />;
  return (
    <Loaded subject={`conteúdo ${idContent} da matrícula ${place.idEnrollment}`}>
      <EnrolledContent idContent={idContent} place={place} />
    </Loaded>
  );
}

function EnrolledContent({ idContent, place }: { idContent: number; place: EnrollmentPlace }) {
  const { data } = useSuspenseQuery(enrolledContentQuery({ ...place, idContent }));
  if ('refusal' in data) return <Refused answer={data} />;
  // A packaged course (type 26) of an enrollment is played from its lesson cards (2.2 /lms/...).
  if (isScorm(data.data.idContentType))
    return <Navigate replace to={lessonListPath({ ...place, idContentItem: idContent })} />;
  return <ContentPage key={idContent} answer={data} place={place} />;
}

/** The server's pt-BR reason (a locked item: 'Conclua o item anterior para liberar este conteúdo.'). */
const Refused = ({ answer }: { answer: Refusal }) => (
  <NoticePanel title={text.refusedTitle} reason={answer.refusal} Heading="h1" />
);

function ContentPage({
  answer,
  place,
}: {
  answer: LearningEnrolledContentResponse;
  place?: EnrollmentPlace;
}) {
  const item = answer.data;
  // The free address's answer names the enrollment covering the content, if any: progress is kept there (4.2).
  const progress = useContentProgress(item, place ?? answer.enrollment);
  // The footer's trail: the content's schools, course and module, then the content itself (2.3).
  const idEnrollment =
    place?.idEnrollment ?? answer.enrollment?.idEnrollment ?? item.contentEnrollment?.idEnrollment;
  useLearningTrail([
    ...nodeCrumbs(item.parentNodes, idEnrollment),
    {
      label: item.text,
      to: place
        ? enrolledContentPath({ ...place, idContent: item.idContentItem })
        : freeContentPath(item.idContentItem),
    },
  ]);
  return (
    <article className={css.page} data-earn-points={progress.pointsAwarded || undefined}>
      <header className={css.header}>
        <h1 className={css.title}>{item.text}</h1>
        <LiveNote role="status" className={css.done}>
          {progress.done && text.completed}
        </LiveNote>
        {/* 2.4: the map is hidden for SCORM content (which, in an enrollment, opens its lesson cards). */}
        {place && !isScorm(item.idContentType) ? (
          <NavigationMapButton place={place} idContent={item.idContentItem} />
        ) : null}
      </header>
      <LearningContentBody item={item} progress={progress} />
      {place ? (
        <ContentNavigation
          place={place}
          previous={answer.previousItem}
          next={answer.nextItem}
          currentStatus={progress.row?.status}
        />
      ) : null}
    </article>
  );
}
