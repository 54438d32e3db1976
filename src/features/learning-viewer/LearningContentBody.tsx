// The content itself (learning-area.md 2.4, 4.2): the content registry's viewer of its type, reused as
// the content app draws it, with the learning rules around it: the media players hear them through
// LearningPlaybackProvider; the other completions (Continuar, the download, 2 s of a single page, the
// load of an embedded site) are heard here, around the viewer, so no viewer is copied. Restricted,
// SCORM, unknown and file-less contents say so instead.
import { useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { contentRegistry } from '../../../registry/contents';
import { ContentViewer, EngineProvider, useEngine } from '../../engine';
import { LearningPlaybackProvider, type LearningPlayback } from '../media';
import type { LearningContentItem } from '../../generated/types';
import { learningViewerMessages as text } from '../../i18n/learning-viewer';
import * as buttons from '../../ui/buttons.css';
import {
  SINGLE_PAGE_COMPLETES_MS,
  completionTriggerOf,
  hasFileAddress,
  isScorm,
  viewerTypeOf,
} from './contentTypes';
import type { ContentProgress } from './useContentProgress';
import * as css from './viewer.css';

export function LearningContentBody({
  item,
  progress,
}: {
  item: LearningContentItem;
  progress: ContentProgress;
}) {
  if (item.hasAccess === false) return <Restricted />;
  if (isScorm(item.idContentType))
    return (
      <p role="status" className={css.notice}>
        {text.scormWait}
      </p>
    );
  const viewerType = viewerTypeOf(item.idContentType);
  if (viewerType === undefined)
    return (
      <p role="status" className={css.notice}>
        {text.unknownType}
      </p>
    );
  // 4.2: a single page with neither address nor body has nothing to show: back where the learner was.
  if (item.idContentType === 5 && !item.content && !item.contentLocation) return <GoBack />;
  if (item.idContentType === 18 && !hasFileAddress(item))
    return (
      <p role="status" className={css.notice}>
        {text.invalidFile}
      </p>
    );
  return <CompletingViewer item={item} viewerType={viewerType} progress={progress} />;
}

/** Why there is no content to see: its title and reason, read out as a status. */
export function NoticePanel({
  title,
  reason,
  Heading = 'h2',
}: {
  title: string;
  reason: string;
  /** h1 when the panel is the whole screen. */
  Heading?: 'h1' | 'h2';
}) {
  return (
    <section role="status" className={css.restricted}>
      <Heading className={css.restrictedTitle}>{title}</Heading>
      <p>{reason}</p>
    </section>
  );
}

/** Back one step in the app's history; opened directly (no history in the app), to the home. */
function GoBack() {
  const navigate = useNavigate();
  const { key } = useLocation();
  const done = useRef(false);
  useEffect(() => {
    // Once, even when effects run twice (StrictMode): two steps back would leave the app.
    if (done.current) return;
    done.current = true;
    // React Router names the first entry of its history "default": nothing of the app to go back to.
    void (key === 'default' ? navigate('/', { replace: true }) : navigate(-1));
  }, [key, navigate]);
  return null;
}

export const Restricted = () => <NoticePanel title={text.restrictedTitle} reason={text.restrictedText} />;

function CompletingViewer({
  item,
  viewerType,
  progress,
}: {
  item: LearningContentItem;
  viewerType: number;
  progress: ContentProgress;
}) {
  const trigger = completionTriggerOf(item.idContentType);
  const frame = useRef<HTMLDivElement>(null);
  const { complete, leave } = progress;

  // A layout effect: the listeners are there once the file's link or the frame is (a passive effect
  // runs after the paint, later still on a busy machine, and a click that came first was lost).
  useLayoutEffect(() => {
    const element = frame.current;
    if (!element) return;
    if (trigger === 'timer') {
      const timer = setTimeout(complete, SINGLE_PAGE_COMPLETES_MS);
      return () => clearTimeout(timer);
    }
    // load does not bubble, but every ancestor hears it while it is captured: the frame's own load.
    const onLoad = (event: Event) => {
      if (event.target instanceof HTMLIFrameElement) complete();
    };
    const onClick = (event: MouseEvent) => {
      if (event.target instanceof Element && event.target.closest('a[href]')) complete();
    };
    if (trigger === 'load') element.addEventListener('load', onLoad, true);
    if (trigger === 'download') element.addEventListener('click', onClick);
    return () => {
      element.removeEventListener('load', onLoad, true);
      element.removeEventListener('click', onClick);
    };
  }, [trigger, complete]);

  const playback = useMemo<LearningPlayback>(
    () => ({
      seekingBlocked: item.isSeekingBlocked === true,
      storedProgress: item.contentEnrollment?.progress ?? 0,
      resume: !item.contentEnrollment,
      onEnded: complete,
      onLeave: leave,
    }),
    [item.isSeekingBlocked, item.contentEnrollment, complete, leave],
  );
  const engine = useEngine();
  // The viewers' registry comes with this lazy screen, not with the first paint.
  const withViewers = useMemo(
    () => ({ ...engine, contents: engine.contents ?? contentRegistry() }),
    [engine],
  );
  const shown = useMemo(() => ({ ...item, idContentType: viewerType }), [item, viewerType]);

  return (
    <div ref={frame} className={css.viewer}>
      <EngineProvider config={withViewers}>
        <LearningPlaybackProvider value={playback}>
          <ContentViewer item={shown} unknownText={text.unknownType} />
        </LearningPlaybackProvider>
      </EngineProvider>
      {trigger === 'continue' ? (
        <button type="button" className={buttons.primary} onClick={complete}>
          {text.continue}
        </button>
      ) : null}
    </div>
  );
}
