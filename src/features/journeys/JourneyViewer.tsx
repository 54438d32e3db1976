// The journey viewer shared by content types 15 and 22 (journey), 16 (stepped journey) and 23 (impact
// journey), content-app.md 2.6: a back button and a progress bar, the page (title, then its embedded
// page or HTML), previous / menu / next buttons, and the side menu "MAPA DE LOCALIZAÇÃO" listing the
// pages (by chapter for impact journeys) with "SAIR DESTE MÓDULO". The page is kept in the address
// (?pagina=N, counted from 1; the index runs 0..count-1) by replacing the history entry, so a reload
// keeps it and "back" still leaves the journey. ← and → turn the page; focus moves to the new title.
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { ContentItem } from '../../generated/types';
import { journeysMessages as text } from '../../i18n/journeys';
import { Modal } from '../../ui/Modal';
import { useArrowKeys, useFurthestSeen, useJourneyExit } from './hooks';
import { JourneyPageBody } from './JourneyPage';
import { indexFromParam, isUnlocked, pageTitle, stepState, type JourneyOutline } from './outline';
import { Stepper } from './Stepper';
import * as css from './styles.css';

export const pageParam = 'pagina';

interface Props {
  journey: ContentItem;
  idSection?: number;
  outline: JourneyOutline;
  /** Stepped journey (type 16): steps unlock one by one, shown as a stepper. */
  stepped?: boolean;
}

export function JourneyViewer({ journey, idSection, outline, stepped = false }: Props) {
  const { pages, groups } = outline;
  const count = pages.length;
  const [search, setSearch] = useSearchParams();
  const [furthestSeen, markSeen] = useFurthestSeen(journey.idContentItem, journey.progress, count);
  const requested = indexFromParam(search.get(pageParam), count);
  // A stepped journey opened at a locked step (an old link) shows the furthest step seen: a step
  // already seen, so showing it does not open another one.
  const index = stepped && !isUnlocked(requested, furthestSeen) ? Math.max(furthestSeen, 0) : requested;
  const page = pages[index];
  const canGo = (target: number) =>
    target >= 0 && target < count && (!stepped || isUnlocked(target, Math.max(furthestSeen, index)));

  const [menuOpen, setMenuOpen] = useState(false);
  const exit = useJourneyExit(idSection);
  const title = useRef<HTMLHeadingElement>(null);
  const currentEntry = useRef<HTMLButtonElement>(null);
  const shownIndex = useRef(index);

  useEffect(() => markSeen(index), [index, markSeen]);
  // Focus follows the page, but not on arrival: the learner has not asked for anything yet.
  useEffect(() => {
    if (shownIndex.current === index) return;
    shownIndex.current = index;
    title.current?.focus();
  }, [index]);
  // The dialog (a child) has already opened by now: bring focus to where the learner is.
  useEffect(() => {
    if (menuOpen) currentEntry.current?.focus();
  }, [menuOpen]);

  const goTo = (target: number) => {
    if (!canGo(target)) return;
    setMenuOpen(false);
    setSearch(
      (previous) => {
        const next = new URLSearchParams(previous);
        next.set(pageParam, String(target + 1));
        return next;
      },
      { replace: true },
    );
  };
  useArrowKeys(
    () => goTo(index - 1),
    () => goTo(index + 1),
  );

  if (!page)
    return (
      <div className={css.viewer}>
        <p role="status" className={css.notice}>
          {text.empty}
        </p>
        <button type="button" className={css.secondaryButton} onClick={exit}>
          {text.exitModule}
        </button>
      </div>
    );

  const heading = groups[page.group]?.heading;
  const description = page.part.ok ? page.part.value.description : undefined;
  return (
    <div className={css.viewer}>
      <header className={css.header}>
        <button type="button" className={css.backButton} onClick={exit}>
          <span aria-hidden="true">←</span> {text.back}
        </button>
        <div className={css.progressBox}>
          <progress
            className={css.progress}
            max={count}
            value={index + 1}
            aria-label={text.progress}
            aria-valuetext={text.pageOf(index + 1, count)}
          />
          <span className={css.progressText}>{text.pageOf(index + 1, count)}</span>
        </div>
      </header>

      {stepped ? <Stepper pages={pages} current={index} furthestSeen={furthestSeen} onSelect={goTo} /> : null}

      <section className={css.page} aria-labelledby={`journey-page-${journey.idContentItem}`}>
        {heading ? <p className={css.chapter}>{heading}</p> : null}
        <h2 id={`journey-page-${journey.idContentItem}`} ref={title} tabIndex={-1} className={css.pageTitle}>
          {pageTitle(page)}
        </h2>
        {description ? <p className={css.description}>{description}</p> : null}
        <JourneyPageBody page={page} />
      </section>

      <nav aria-label={text.navigation} className={css.pager}>
        <button
          type="button"
          className={css.secondaryButton}
          onClick={() => goTo(index - 1)}
          disabled={!canGo(index - 1)}
        >
          <span aria-hidden="true">‹</span> {text.previous}
        </button>
        <button
          type="button"
          className={css.secondaryButton}
          aria-haspopup="dialog"
          aria-expanded={menuOpen}
          onClick={() => setMenuOpen(true)}
        >
          {text.menu}
        </button>
        <button
          type="button"
          className={css.primaryButton}
          onClick={() => goTo(index + 1)}
          disabled={!canGo(index + 1)}
        >
          {text.next} <span aria-hidden="true">›</span>
        </button>
      </nav>

      <Modal
        open={menuOpen}
        onClose={() => setMenuOpen(false)}
        title={text.locationMap}
        className={css.drawer}
      >
        {stepped ? <p className={css.hint}>{text.lockedHint}</p> : null}
        {groups.map((group, groupIndex) => (
          <section key={groupIndex} className={css.mapGroup} aria-label={group.heading ?? text.locationMap}>
            {group.heading ? <h3 className={css.mapHeading}>{group.heading}</h3> : null}
            <ol className={css.mapList}>
              {group.pages.map((entry) => {
                const state = stepState(entry.index, index, furthestSeen);
                const locked = stepped && state === 'locked';
                return (
                  <li key={entry.index}>
                    <button
                      type="button"
                      ref={entry.index === index ? currentEntry : undefined}
                      className={css.mapEntry}
                      aria-current={entry.index === index ? 'page' : undefined}
                      disabled={locked}
                      onClick={() => (entry.index === index ? setMenuOpen(false) : goTo(entry.index))}
                    >
                      <span className={css.mapNumber}>{entry.index + 1}</span>
                      <span>{pageTitle(entry)}</span>
                      {locked ? <span className={css.mapState}>({text.stepState.locked})</span> : null}
                    </button>
                  </li>
                );
              })}
            </ol>
          </section>
        ))}
        <button type="button" className={css.exitButton} onClick={exit}>
          {text.exitModule}
        </button>
      </Modal>
    </div>
  );
}
