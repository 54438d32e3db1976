// The journey viewers' behaviour that is not drawing: where "SAIR DESTE MÓDULO" goes, the arrow
// keys, and the stepped journey's memory of the steps seen.
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useMenuData } from '../../session';
import { sectionPath } from '../../paths/paths';
import { seenFromProgress } from './outline';

/**
 * Back to where the learner came from: the previous entry of the app's history (BrowserRouter keeps
 * its position in history.state.idx; page changes replace the entry, so it is the page before the
 * journey). A journey opened directly goes to its section, or home without one.
 */
export function useJourneyExit(idSection: number | undefined) {
  const navigate = useNavigate();
  const menu = useMenuData()?.menu;
  return () => {
    if ((window.history.state as { idx?: number } | null)?.idx) return void navigate(-1);
    const section = idSection ? menu?.find((candidate) => candidate.idSection === idSection) : undefined;
    void navigate(section ? sectionPath(section.name, section.idSection) : '/');
  };
}

const typingTarget = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable ||
    /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName) ||
    !!target.closest('dialog'));

/**
 * ← and → turn the page from anywhere on the screen, except while typing, with a modifier (the
 * browser's own shortcuts) or inside a dialog (the map has its own focus order).
 */
export function useArrowKeys(previous: () => void, next: () => void) {
  const handlers = useRef({ previous, next });
  // Layout effects: set while the page is committed, so a key pressed as soon as a step shows turns it
  // (a passive effect runs after the paint, later still on a busy machine, and the key was lost).
  useLayoutEffect(() => {
    handlers.current = { previous, next };
  });
  useLayoutEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
      if (typingTarget(event.target)) return;
      if (event.key === 'ArrowLeft') handlers.current.previous();
      else if (event.key === 'ArrowRight') handlers.current.next();
      else return;
      event.preventDefault();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);
}

const seenKey = (idContentItem: number) => `wl.journey.${idContentItem}.seen`;

function storedSeen(idContentItem: number): number {
  try {
    const value = Number(window.sessionStorage.getItem(seenKey(idContentItem)));
    return Number.isInteger(value) ? value : -1;
  } catch {
    return -1;
  }
}

/**
 * The furthest step seen of a stepped journey: the larger of the item's progress and what this tab
 * remembers (sessionStorage, so a reload keeps it and nothing outlives the browser session).
 */
export function useFurthestSeen(idContentItem: number, progress: number | undefined, count: number) {
  const [furthest, setFurthest] = useState(() =>
    Math.min(count - 1, Math.max(storedSeen(idContentItem), seenFromProgress(progress, count))),
  );
  useEffect(() => {
    try {
      window.sessionStorage.setItem(seenKey(idContentItem), String(furthest));
    } catch {
      // Storage refused (private mode): the steps are still remembered while the page is open.
    }
  }, [idContentItem, furthest]);
  const markSeen = useCallback((index: number) => setFurthest((current) => Math.max(current, index)), []);
  return [furthest, markSeen] as const;
}
