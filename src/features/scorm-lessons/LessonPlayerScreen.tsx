// /lessons/{idEnrollment}/{idContentItem}/{idSco}/{idNodeEnrollment?}/{scoType?}/{scormCompleted?}/{idTeam?}
// (learning-area.md 2.2, 4.2; Contract A): asks the server for a run of the lesson ('Aguarde, iniciando
// conteúdo.'), frames the run's host page on the package origin, and hears it finish: then the lesson
// data is asked for again (the next lesson unlocks, the content may be 'Concluído'). 'Fechar' asks the
// host page to finish first, then goes to the lesson cards (/lms/.../1) or, for a single lesson, to the
// page the learner came from, by address, within CLOSE_TIMEOUT_MS whatever the package does (issue 22);
// leaving the page asks it to finish too (and the host page finishes on its own pagehide).
import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { lastVisitedOutside } from '../../session';
import { usePageBack } from '../../ui/usePageBack';
import { runtimeConfig } from '../../api/instance';
import {
  keptRunDataPath,
  lessonRunQuery,
  runOutcome,
  runTokenOf,
  scormPackageOf,
  type ScoLesson,
} from '../../api/learning-scorm';
import { enrolledContentQuery } from '../../api/learning-viewer';
import { nodeCrumbs } from '../../paths/node-crumbs';
import { useLearningTrail } from '../../ui/learning-trail';
import { lessonListPath, lessonPlayerPath, levelPath } from '../../paths/learning-paths';
import type { LearningEnrolledContentResponse, LearningScormRunOutcome } from '../../generated/types';
import { learningScormMessages as text } from '../../i18n/learning-scorm';
import { PACKAGE_SANDBOX, type HostMessage, type NavRequest } from '../../scorm-host/protocol';
import * as buttons from '../../ui/buttons.css';
import { ContentUnavailable, Loaded } from '../../ui/loaded';
import { cdnAllowed } from './cdnTest';
import { askToFinish, hostMessageOf, originOf, requestClose } from './hostFrame';
import { keptRunOf } from './keptRun';
import { isLessonComplete } from './lessonTree';
import { navStepOf } from './navRequest';
import { PackageLink } from './PackageLink';
import { contentKeyOf, isScormAddressOf, useScormPlace, type ScormPlace } from './place';
import * as css from './lessons.css';
import { LiveNote } from '../../ui/LiveNote';

export function LessonPlayerScreen() {
  const place = useScormPlace();
  const single = useParams().scoType === 'single';
  if (!place?.idSco) return <ContentUnavailable />;
  return (
    <Loaded
      subject={`lição ${place.idSco} do conteúdo ${place.idContentItem} da matrícula ${place.idEnrollment}`}
    >
      <LessonPlayer place={place} idSco={place.idSco} single={single} />
    </Loaded>
  );
}

interface PlayerProps {
  place: ScormPlace;
  idSco: number;
  single: boolean;
}

function LessonPlayer(props: PlayerProps) {
  const { data } = useSuspenseQuery(enrolledContentQuery(contentKeyOf(props.place)));
  if ('refusal' in data)
    return (
      <section role="status" className={css.page}>
        <h1 className={css.title}>{data.refusal}</h1>
      </section>
    );
  return <Player answer={data} {...props} />;
}

/**
 * Where 'Fechar' goes, by address: the lesson cards, or for a single lesson the page the learner came from
 * (the course's page when the lesson was opened directly). Never a history step: a package moving between
 * its own pages adds entries to the tab's history, and one step back would only move the package.
 */
function useLeave({ place, single }: PlayerProps) {
  const navigate = useNavigate();
  const leaveContent = () => {
    const cameFrom = lastVisitedOutside((path) => isScormAddressOf(path, place));
    void navigate(cameFrom ?? levelPath(place.idEnrollment), { replace: true });
  };
  const leave = () => (single ? leaveContent() : void navigate(lessonListPath(place, true)));
  return { leave, leaveContent };
}

/** Follows a SCO's navigation request (adl.nav.request) once its run is finished. */
function useNavRequest(
  props: PlayerProps,
  lessons: readonly ScoLesson[],
  { leave, leaveContent }: ReturnType<typeof useLeave>,
) {
  const navigate = useNavigate();
  return (request: NavRequest) => {
    const step = navStepOf(request, lessons, props.idSco);
    if (step?.to === 'lesson')
      void navigate(
        lessonPlayerPath(props.place, step.lesson.idSco, {
          single: false,
          completed: isLessonComplete(step.lesson),
        }),
      );
    else if (step?.to === 'cards') leave();
    else if (step?.to === 'content') leaveContent();
  };
}

function Player({ answer, place, idSco, single }: PlayerProps & { answer: LearningEnrolledContentResponse }) {
  const item = answer.data;
  const lesson = scormPackageOf(answer)?.scos.find((sco) => sco.idSco === idSco);
  const here = useLocation();
  useLearningTrail([
    ...nodeCrumbs(item.parentNodes, place.idEnrollment),
    { label: item.text, to: lessonListPath(place, true) },
    ...(lesson && !single ? [{ label: lesson.title, to: here.pathname }] : []),
  ]);
  const leaving = useLeave({ place, idSco, single });
  const { leave } = leaving;
  const follow = useNavRequest({ place, idSco, single }, scormPackageOf(answer)?.scos ?? [], leaving);
  const title = lesson && !single ? `${item.text}: ${lesson.title}` : item.text;
  const contentDone = item.contentEnrollment?.status === 'COMPLETED';
  return (
    <article className={css.player}>
      <Loaded
        subject={`execução da lição ${idSco}`}
        placeholder={
          <PlayerBar title={title} onClose={leave}>
            <p role="status" className={css.notice}>
              {text.starting}
            </p>
          </PlayerBar>
        }
      >
        <LessonRun
          place={place}
          idSco={idSco}
          visit={here.key}
          title={title}
          done={contentDone}
          leave={leave}
          follow={follow}
        />
      </Loaded>
      <PackageLink idContentItem={item.idContentItem} title={item.text} back={lessonListPath(place)} />
    </article>
  );
}

interface RunProps {
  place: ScormPlace;
  idSco: number;
  /** The router's key of this visit: one run per visit. */
  visit: string;
  title: string;
  /** The content is complete (its record, refreshed after each finished lesson). */
  done: boolean;
  leave: () => void;
  /** A SCO's navigation request, heard with its run's finish. */
  follow: (request: NavRequest) => void;
}

function LessonRun({ place, idSco, visit, ...shown }: RunProps) {
  const { idEnrollment, idContentItem, idNodeEnrollment } = place;
  const { data } = useSuspenseQuery(
    lessonRunQuery(
      { idEnrollment, idContentItem, idNodeEnrollment, idSco },
      visit,
      () => cdnAllowed(runtimeConfig().scormCdnTestUrl),
      // Offline, the lesson kept with its course.
      () => keptRunOf(idEnrollment, idContentItem, idSco),
    ),
  );
  if ('refusal' in data)
    return (
      <PlayerBar title={shown.title} onClose={shown.leave}>
        <p role="alert" className={css.notice}>
          {data.refusal}
        </p>
      </PlayerBar>
    );
  return <RunningLesson url={data.url} kept={data.kept === true} idUser={place.idUser} {...shown} />;
}

function RunningLesson({
  url,
  kept,
  idUser,
  title,
  done,
  leave,
  follow,
}: Omit<RunProps, 'place' | 'idSco' | 'visit'> & { url: string; kept: boolean; idUser: number }) {
  const queryClient = useQueryClient();
  const frame = useRef<HTMLIFrameElement>(null);
  const [closing, setClosing] = useState(false);
  // A navigation request heard while the learner closes is not followed: 'Fechar' decides where to go.
  const closingNow = useRef(false);
  // The latest follow, for the message handler (which is set up once per run).
  const following = useRef(follow);
  useLayoutEffect(() => {
    following.current = follow;
  });
  // What the server recorded of this run: the host page's 'finished' message is only the cue to ask
  // (a package page can script its host page and post anything: issue 17, defect 8).
  const [recorded, setRecorded] = useState<LearningScormRunOutcome | null>(null);
  const origin = originOf(url);

  useEffect(() => {
    const token = runTokenOf(url);
    const keep = kept && token ? keptReports(idUser, token) : null;
    const onMessage = (event: MessageEvent) => {
      const message = hostMessageOf(event, frame.current, origin);
      if (message?.scormHost === 'runtimeData') keep?.(message);
      if (message?.scormHost !== 'finished' || !token) return;
      if (message.navRequest && !closingNow.current) following.current(message.navRequest);
      runOutcome(token).then(
        (outcome) => outcome.finished && setRecorded(outcome),
        () => undefined, // Nothing recorded to show: the lesson cards say where the learner is.
      );
      // Learning data is never stale (9): after a finished lesson the content, its lessons and the pages
      // that show its progress are asked for again.
      void queryClient.invalidateQueries({ queryKey: ['learning'], refetchType: 'active' });
    };
    const onPageHide = () => askToFinish(frame.current, origin);
    window.addEventListener('message', onMessage);
    window.addEventListener('pagehide', onPageHide);
    return () => {
      window.removeEventListener('message', onMessage);
      window.removeEventListener('pagehide', onPageHide);
    };
  }, [url, kept, idUser, origin, queryClient]);

  // Leaving by any route: asked while the frame is still in the page (a layout effect's cleanup runs
  // before React takes the elements away).
  useLayoutEffect(() => {
    const element = frame.current;
    return () => askToFinish(element, origin);
  }, [origin]);

  // 'Fechar' and the header's back: the host page finishes the run (or the wait ends, CLOSE_TIMEOUT_MS),
  // then the player leaves at once; the pages that show progress ask for it again as they open.
  const close = async () => {
    if (closing) return;
    closingNow.current = true;
    setClosing(true);
    if (frame.current) await requestClose(frame.current, origin);
    void queryClient.invalidateQueries({ queryKey: ['learning'], refetchType: 'active' });
    leave();
  };
  usePageBack(() => void close());

  const status =
    done || recorded?.contentCompleted === true ? (
      <p role="status" className={css.badge}>
        {text.completed}
      </p>
    ) : recorded ? (
      <p role="status" className={css.fact}>
        {text.lessonFinished}
      </p>
    ) : null;
  return (
    <PlayerBar title={title} status={status} onClose={() => void close()} closing={closing}>
      <LiveNote role="status" className={css.notice}>
        {kept && text.keptOffline}
      </LiveNote>
      <LiveNote role="status" className={css.notice}>
        {closing && text.closing}
      </LiveNote>
      <iframe
        ref={frame}
        className={css.frame}
        src={url}
        title={text.playerTitle(title)}
        allow="fullscreen"
        sandbox={PACKAGE_SANDBOX}
      />
    </PlayerBar>
  );
}

/**
 * The reports of a kept run (a lesson of a course kept on the device, played offline: ADR 0026) go to the
 * outbox, in the order the host page numbered them, under one name for this opening of the lesson.
 */
function keptReports(idUser: number, runToken: string) {
  const opening = `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
  let queue: Promise<unknown> = Promise.resolve();
  let lastSeq = 0;
  return (message: Extract<HostMessage, { scormHost: 'runtimeData' }>) => {
    if (message.seq <= lastSeq) return;
    lastSeq = message.seq;
    const entry = {
      kind: 'kept-run' as const,
      idUser,
      subject: `kept-run/${runToken}/${opening}`,
      path: keptRunDataPath(runToken),
      body: { data: message.data, finish: message.finish },
    };
    queue = queue
      .then(() => import('../evaluations'))
      .then(({ giveWrite }) => giveWrite(entry))
      .catch((error: unknown) => console.warn('kept lesson report not kept', error));
  };
}

/** The player's bar (title, the content's status, 'Fechar') above what it shows. */
function PlayerBar({
  title,
  status,
  onClose,
  closing = false,
  children,
}: {
  title: string;
  status?: ReactNode;
  onClose: () => void;
  closing?: boolean;
  children: ReactNode;
}) {
  return (
    <>
      <header className={css.playerBar}>
        <h1 className={css.playerTitle}>{title}</h1>
        {status}
        <button type="button" className={buttons.secondary} onClick={onClose} disabled={closing}>
          {text.close}
        </button>
      </header>
      <div className={css.stage}>{children}</div>
    </>
  );
}
