// /lessons/{idEnrollment}/{idContentItem}/{idSco}/{idNodeEnrollment?}/{scoType?}/{scormCompleted?}/{idTeam?}
// (learning-area.md 2.2, 4.2; Contract A): asks the server for a run of the lesson ('Aguarde, iniciando
// conteúdo.'), frames the run's host page on the package origin, and hears it finish: then the lesson
// data is asked for again (the next lesson unlocks, the content may be 'Concluído'). 'Fechar' asks the
// host page to finish first, then goes to the lesson cards (/lms/.../1) or, for a single lesson, back;
// leaving the page asks it to finish too (and the host page finishes on its own pagehide).
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { isApiError } from '../../api/errors';
import { runtimeConfig } from '../../api/instance';
import { playLesson, scormPackageOf } from '../../api/learning-scorm';
import { enrolledContentQuery } from '../../api/learning-viewer';
import { nodeCrumbs } from '../../app/learning-frame/nodeCrumbs';
import { useLearningTrail } from '../../app/learning-frame/trail';
import { lessonListPath, levelPath } from '../../app/learning-paths';
import type { LearningEnrolledContentResponse } from '../../generated/types';
import { learningScormMessages as text } from '../../i18n/learning-scorm';
import { PACKAGE_SANDBOX, type RunFinished } from '../../scorm-host/protocol';
import * as buttons from '../../ui/buttons.css';
import { ContentUnavailable, Loaded } from '../../ui/loaded';
import { cdnAllowed } from './cdnTest';
import { askToFinish, hostMessageOf, originOf, requestClose } from './hostFrame';
import { contentKeyOf, useScormPlace, type ScormPlace } from './place';
import * as css from './lessons.css';

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

type Run = { kind: 'starting' } | { kind: 'refused'; reason: string } | { kind: 'running'; url: string };

/** One run per opened lesson (not two under StrictMode's double effects): the play call counts an access. */
function useRun({ place, idSco }: PlayerProps): Run {
  const [run, setRun] = useState<Run>({ kind: 'starting' });
  const asked = useRef(false);
  const { idEnrollment, idContentItem, idNodeEnrollment } = place;
  useEffect(() => {
    if (asked.current) return;
    asked.current = true;
    void cdnAllowed(runtimeConfig().scormCdnTestUrl)
      .then((useCdn) => playLesson({ idEnrollment, idContentItem, idSco, idNodeEnrollment, useCdn }))
      .then(
        ({ url }) => setRun({ kind: 'running', url }),
        (error: unknown) =>
          setRun({ kind: 'refused', reason: isApiError(error) ? error.message : text.processing }),
      );
  }, [idEnrollment, idContentItem, idSco, idNodeEnrollment]);
  return run;
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
  const run = useRun({ place, idSco, single });
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const frame = useRef<HTMLIFrameElement>(null);
  const [closing, setClosing] = useState(false);
  const [finished, setFinished] = useState<RunFinished | null>(null);
  const url = run.kind === 'running' ? run.url : null;
  const origin = url ? originOf(url) : '';

  // Learning data is never stale (9): after a finished lesson the content, its lessons and the pages that
  // show its progress are asked for again.
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['learning'], refetchType: 'active' });

  useEffect(() => {
    if (!url) return;
    const onMessage = (event: MessageEvent) => {
      const message = hostMessageOf(event, frame.current, origin);
      if (message?.scormHost !== 'finished') return;
      setFinished(message.result ?? {});
      void queryClient.invalidateQueries({ queryKey: ['learning'], refetchType: 'active' });
    };
    const onPageHide = () => askToFinish(frame.current, origin);
    window.addEventListener('message', onMessage);
    window.addEventListener('pagehide', onPageHide);
    return () => {
      window.removeEventListener('message', onMessage);
      window.removeEventListener('pagehide', onPageHide);
    };
  }, [url, origin, queryClient]);

  // Leaving by any route: asked while the frame is still in the page (a layout effect's cleanup runs
  // before React takes the elements away).
  useLayoutEffect(() => {
    const element = frame.current;
    return () => askToFinish(element, origin);
  }, [origin]);

  const close = async () => {
    setClosing(true);
    if (frame.current && url) await requestClose(frame.current, origin);
    await refresh();
    if (!single) return navigate(lessonListPath(place, true));
    // Opened directly (nothing of the app to go back to): the course's page.
    return here.key === 'default' ? navigate(levelPath(place.idEnrollment), { replace: true }) : navigate(-1);
  };

  const done = finished?.contentCompleted === true || item.contentEnrollment?.status === 'COMPLETED';
  const title = lesson && !single ? `${item.text}: ${lesson.title}` : item.text;
  return (
    <article className={css.player}>
      <header className={css.playerBar}>
        <h1 className={css.playerTitle}>{title}</h1>
        {done ? (
          <p role="status" className={css.badge}>
            {text.completed}
          </p>
        ) : finished ? (
          <p role="status" className={css.fact}>
            {text.lessonFinished}
          </p>
        ) : null}
        <button type="button" className={buttons.secondary} onClick={() => void close()} disabled={closing}>
          {text.close}
        </button>
      </header>
      {closing ? (
        <p role="status" className={css.notice}>
          {text.closing}
        </p>
      ) : null}
      {run.kind === 'starting' ? (
        <p role="status" className={css.notice}>
          {text.starting}
        </p>
      ) : run.kind === 'refused' ? (
        <p role="alert" className={css.notice}>
          {run.reason}
        </p>
      ) : (
        <iframe
          ref={frame}
          className={css.frame}
          src={run.url}
          title={text.playerTitle(title)}
          allow="fullscreen"
          sandbox={PACKAGE_SANDBOX}
        />
      )}
    </article>
  );
}
