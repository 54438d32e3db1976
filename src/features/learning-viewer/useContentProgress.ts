// The learner's progress in the content on screen (learning-area.md 4.2), kept here and reported to the
// server: the first open inside an enrollment creates the content enrollment (IN_PROGRESS, 0); leaving a
// media part-way saves a higher percent; the end (or Continuar, the download, 2 s of a single page, the
// load of an embedded site) completes it, records ACCESS_CONTENT 100 and asks for the map and the next
// item again (it is unlocked now). A content outside any enrollment gets a tracking record 200 ms after
// load, whose earnPoints flags a points award. The free address (/contentNode/{idContent}) of a content an
// active enrollment covers is inside that enrollment too: its answer names it (CoveringEnrollment), and the
// first open creates the content enrollment there, after the node enrollment when the node has none yet.
// Without a connection (an offline course, issue 20), a start, a leave or a completion inside an
// enrollment goes to the outbox instead, behind the learner's other waiting writes, and the screen shows
// it at once; the server applies it once, in order, when the connection returns.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import {
  createContentEnrollment,
  learningViewerKeys,
  recordContentAccess,
  sendLearningTracking,
  updateContentEnrollment,
} from '../../api/learning-viewer';
import { createNodeEnrollment } from '../../api/learning-pages';
import type {
  ContentEnrollment,
  LearningContentItem,
  LearningEnrolledContentResponse,
} from '../../generated/types';
import { isApiError } from '../../api/errors';
import { isDoneStatus } from '../../shared-rules/learning-locks';
import type { ProgressBody } from '../outbox';

/** learning-area.md 9: "tracking starts 200 ms after load". */
export const TRACKING_DELAY_MS = 200;

/** Where the content was opened: inside an enrollment (the address names it) or not. */
export interface EnrollmentPlace {
  idUser: number;
  idEnrollment: number;
  idNodeEnrollment: number;
}

/** The enrollment covering a content opened at the free address, as GET /learning/contents/{id} names it. */
export type CoveringEnrollment = NonNullable<LearningEnrolledContentResponse['enrollment']>;

/** The node enrollment of the content's node: the named one, or the one created now (4.2). */
function nodeEnrollmentOf(place: EnrollmentPlace | CoveringEnrollment): Promise<number> {
  if (place.idNodeEnrollment !== undefined) return Promise.resolve(place.idNodeEnrollment);
  const { idUser, idEnrollment, idTeam, nodeCode } = place as CoveringEnrollment;
  return createNodeEnrollment({ idUser, idEnrollment, idTeam, nodeCode }).then(({ data }) => data.newId);
}

export interface ContentProgress {
  row: ContentEnrollment | null;
  done: boolean;
  /** Outside an enrollment, the tracking answered earnPoints for a content not yet completed. */
  pointsAwarded: boolean;
  complete(): void;
  /** A media left part-way at this percent. */
  leave(playedPercent: number): void;
}

/** "YYYY-MM-DD HH:mm:ss" in UTC, as 7.3's tracking start time. */
export function utcStartTime(date: Date): string {
  return date.toISOString().slice(0, 19).replace('T', ' ');
}

const logged = (what: string) => (error: unknown) => {
  // 8 "Most failed calls: only logged; no user message."
  console.warn(what, error);
};

/** The call never reached the server: the write waits in the outbox. */
const unreachable = (error: unknown) =>
  !navigator.onLine || (isApiError(error) && (error.code === 'offline' || error.code === 'timeout'));

/**
 * The outbox's module (IndexedDB, with the evaluation screens) loads only when a write must wait:
 * online viewers never carry it; a kept course has it on the device (saveCourse loads it).
 */
const queueProgress = (place: EnrollmentPlace, idContentItem: number, body: ProgressBody): Promise<unknown> =>
  import('../evaluations').then(({ giveProgress }) => giveProgress({ ...place, idContentItem, body }));

export function useContentProgress(
  item: LearningContentItem,
  place: EnrollmentPlace | CoveringEnrollment | undefined,
): ContentProgress {
  const queryClient = useQueryClient();
  const [row, setRow] = useState<ContentEnrollment | null>(item.contentEnrollment ?? null);
  const [pointsAwarded, setPointsAwarded] = useState(false);
  // The row as the last answer left it, for the handlers (read outside render only).
  const rowRef = useRef(row);
  const keep = useCallback((data: ContentEnrollment) => {
    rowRef.current = data;
    setRow(data);
  }, []);
  // One creation per opening, even when React runs the effect twice.
  const creating = useRef<Promise<ContentEnrollment | null> | null>(null);
  const restricted = item.hasAccess === false;
  const idContent = item.idContentItem;
  const idEnrollment = place?.idEnrollment ?? item.contentEnrollment?.idEnrollment;

  // Offline, a write needs the node enrollment the address names (the free address's may not exist yet).
  const offlinePlace = useMemo(
    (): EnrollmentPlace | null =>
      place?.idNodeEnrollment === undefined || place.idNodeEnrollment === null
        ? null
        : {
            idUser: place.idUser,
            idEnrollment: place.idEnrollment,
            idNodeEnrollment: place.idNodeEnrollment,
          },
    [place],
  );

  /** Stores the write in the outbox and shows it at once; null when it could not be kept either. */
  const waitInOutbox = useCallback(
    (body: ProgressBody): Promise<ContentEnrollment | null> => {
      if (!offlinePlace) return Promise.resolve(null);
      return queueProgress(offlinePlace, idContent, body).then(
        () => {
          const shown: ContentEnrollment = { ...rowRef.current, idContentItem: idContent, ...body };
          keep(shown);
          return shown;
        },
        (error: unknown) => {
          logged('progress neither sent nor kept')(error);
          return null;
        },
      );
    },
    [offlinePlace, idContent, keep],
  );

  const ensureRow = useCallback((): Promise<ContentEnrollment | null> => {
    if (rowRef.current) return Promise.resolve(rowRef.current);
    if (!place || restricted) return Promise.resolve(null);
    const { idUser, idEnrollment: inEnrollment } = place;
    creating.current ??= nodeEnrollmentOf(place)
      .then((idNodeEnrollment) =>
        createContentEnrollment({
          idUser,
          idEnrollment: inEnrollment,
          idNodeEnrollment,
          idContentItem: idContent,
          progress: 0,
          status: 'IN_PROGRESS',
        }),
      )
      .then(
        ({ data }) => {
          keep(data);
          return data;
        },
        (error: unknown) => {
          creating.current = null;
          if (unreachable(error) && offlinePlace) return waitInOutbox({ status: 'IN_PROGRESS', progress: 0 });
          logged('content enrollment not created')(error);
          return null;
        },
      );
    return creating.current;
  }, [place, restricted, idContent, keep, offlinePlace, waitInOutbox]);

  // The first open inside an enrollment; outside one, the tracking record.
  useEffect(() => {
    if (restricted) return;
    if (place) {
      void ensureRow();
      return;
    }
    const startTime = utcStartTime(new Date());
    const timer = setTimeout(() => {
      sendLearningTracking(idContent, { startTime, idContentItem: idContent, learningArea: true, seconds: 0 })
        .then(({ earnPoints }) => {
          if (earnPoints && !isDoneStatus(rowRef.current?.status)) setPointsAwarded(true);
        })
        .catch(logged('tracking not sent'));
    }, TRACKING_DELAY_MS);
    return () => clearTimeout(timer);
  }, [restricted, place, ensureRow, idContent]);

  const refresh = useCallback(
    () => queryClient.invalidateQueries({ queryKey: learningViewerKeys.all, refetchType: 'active' }),
    [queryClient],
  );

  const complete = useCallback(() => {
    if (isDoneStatus(rowRef.current?.status)) return;
    const completed: ProgressBody = { status: 'COMPLETED', progress: 100 };
    void ensureRow().then(async (current) => {
      if (!current || isDoneStatus(current.status)) return;
      // Started offline: the row exists only in the outbox so far.
      if (!current.idContentEnrollment) return void waitInOutbox(completed);
      try {
        const { data } = await updateContentEnrollment(current.idContentEnrollment, {
          status: 'COMPLETED',
          progress: 100,
          grade: 0,
        });
        keep(data);
        const enrollment = idEnrollment ?? data.idEnrollment;
        if (enrollment !== undefined) {
          await recordContentAccess(idContent, {
            idEnrollment: enrollment,
            type: 'ACCESS_CONTENT',
            progress: 100,
          });
        }
        await refresh();
      } catch (error) {
        if (unreachable(error) && !isDoneStatus(rowRef.current?.status)) void waitInOutbox(completed);
        else logged('content not completed')(error);
      }
    });
  }, [ensureRow, idContent, idEnrollment, refresh, keep, waitInOutbox]);

  const leave = useCallback(
    (playedPercent: number) => {
      const current = rowRef.current;
      if (!current || isDoneStatus(current.status)) return;
      if (playedPercent <= current.progress || playedPercent >= 100) return;
      const body: ProgressBody = { status: 'IN_PROGRESS', progress: playedPercent };
      if (!current.idContentEnrollment) return void waitInOutbox(body);
      updateContentEnrollment(current.idContentEnrollment, body)
        .then(({ data }) => {
          keep(data);
          return refresh();
        })
        .catch((error: unknown) => {
          if (unreachable(error)) void waitInOutbox(body);
          else logged('progress not saved')(error);
        });
    },
    [refresh, keep, waitInOutbox],
  );

  return { row, done: isDoneStatus(row?.status), pointsAwarded, complete, leave };
}
