// 'Disponível offline' on a course's page (issue 20 item 2): a switch that keeps the course on this device
// (saveCourse) or takes it off, what it takes and what the app uses of the device's space. While saving,
// a progress bar and its count; a failure (no network, no space) says why in pt-BR and leaves nothing
// half kept.
import { useEffect, useId, useState } from 'react';
import { useMenuData } from '../../session';
import { offlineCourseMessages as t } from '../../i18n/offline-courses';
import { offlineCache, savedCourse, storageEstimate, type SavedCourse } from './offlineStore';
import type { SaveProgress } from './saveCourse';
import * as css from './offlineCourse.css';

type State =
  | { kind: 'reading' }
  | { kind: 'off'; note?: string }
  | { kind: 'saving'; progress: SaveProgress }
  | { kind: 'saved'; course: SavedCourse }
  | { kind: 'failed'; message: string };

/** The walk, its downloads and the removal load when asked for: the course page does not carry them. */
const loadSaving = () => import('./saveCourse');

export function OfflineCourse({ idEnrollment }: { idEnrollment: number }) {
  const loginInfo = useMenuData()?.loginInfo;
  const idApp = loginInfo?.idApp;
  const idUser = loginInfo?.idUser;
  const [state, setState] = useState<State>({ kind: 'reading' });
  const [space, setSpace] = useState<{ usage: number; quota: number } | null>(null);
  const hintId = useId();
  const countId = useId();

  useEffect(() => {
    if (idApp === undefined || idUser === undefined) return;
    let live = true;
    void offlineCache(idApp, idUser)
      .then((cache) => savedCourse(cache, idEnrollment))
      .then(
        (course) => live && setState(course ? { kind: 'saved', course } : { kind: 'off' }),
        () => live && setState({ kind: 'off' }),
      );
    return () => {
      live = false;
    };
  }, [idApp, idUser, idEnrollment]);

  const settled = state.kind !== 'saving' && state.kind !== 'reading';
  // Asked again after each save or removal: what the app uses has changed.
  const settledAs = settled ? `${state.kind}-${state.kind === 'saved' ? state.course.savedAt : ''}` : null;
  useEffect(() => {
    if (settledAs !== null) void storageEstimate().then(setSpace);
  }, [settledAs]);

  if (idApp === undefined || idUser === undefined) return null;

  const keep = () => {
    setState({ kind: 'saving', progress: { done: 0, total: 1, bytes: 0 } });
    loadSaving()
      .then(({ saveCourse }) =>
        saveCourse({
          idApp,
          idUser,
          idEnrollment,
          onProgress: (progress) => setState({ kind: 'saving', progress }),
        }),
      )
      .then(
        (course) => setState({ kind: 'saved', course }),
        (error: unknown) => {
          console.warn(error);
          const full = (error as { reason?: string } | null)?.reason === 'full';
          setState({ kind: 'failed', message: full ? t.full : t.failed });
        },
      );
  };
  const drop = () =>
    void Promise.all([offlineCache(idApp, idUser), loadSaving()])
      .then(([cache, { removeCourse }]) => removeCourse(cache, idEnrollment))
      .then(
        () => setState({ kind: 'off', note: t.removed }),
        () => setState({ kind: 'failed', message: t.failed }),
      );

  const on = state.kind === 'saving' || state.kind === 'saved';
  return (
    <section className={css.panel} aria-label={t.label}>
      {/* A native switch (a checkbox with role="switch"): Space toggles it, a screen reader says
          "ligado/desligado"; the course page carries no react-aria for it (its JS budget, ADR 0010). */}
      <label className={css.toggle}>
        <input
          type="checkbox"
          // The native checkbox gives the switch its checked state: aria-checked would repeat it.
          // oxlint-disable-next-line jsx-a11y/role-has-required-aria-props
          role="switch"
          className={css.switchInput}
          checked={on}
          onChange={(event) => (event.target.checked ? keep() : drop())}
          disabled={state.kind === 'reading' || state.kind === 'saving'}
          aria-describedby={hintId}
        />
        {t.label}
      </label>
      <p id={hintId} className={css.note}>
        {state.kind === 'saved' ? t.saved(state.course.bytes, new Date(state.course.savedAt)) : t.hint}
      </p>
      {state.kind === 'saving' ? (
        <>
          <progress
            className={css.bar}
            max={Math.max(state.progress.total, 1)}
            value={state.progress.done}
            aria-labelledby={countId}
          />
          <p id={countId} className={css.note} role="status">
            {t.downloading(state.progress.done, state.progress.total, state.progress.bytes)}
          </p>
        </>
      ) : null}
      {state.kind === 'failed' ? (
        <p className={css.problem} role="alert">
          {state.message}
        </p>
      ) : null}
      {state.kind === 'off' && state.note ? (
        <p className={css.note} role="status">
          {state.note}
        </p>
      ) : null}
      {space && settled ? <p className={css.note}>{t.quota(space.usage, space.quota)}</p> : null}
    </section>
  );
}
