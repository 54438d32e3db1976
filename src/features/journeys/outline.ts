// What the journey viewers navigate: pages in classification order (index 0..count-1), grouped for
// the "MAPA DE LOCALIZAÇÃO" (one group for journeys, one per chapter for impact journeys), and the
// stepped journey's unlocking rule. Pure functions, so the rules are tested without rendering.
import type { ItemResult } from '../../engine';
import type { ContentItem } from '../../generated/types';
import type { JourneyChapter } from '../../api/journeys';
import { journeysMessages as text } from '../../i18n/journeys';
import { isHttpAddress } from '../../shared-rules/web-address';

export interface JourneyPage {
  /** 0..count-1: the position in the journey. */
  index: number;
  part: ItemResult<ContentItem>;
  /** Index of the page's group in JourneyOutline.groups. */
  group: number;
}

export interface JourneyGroup {
  /** The chapter's label ("CAP 2 · Resolução no primeiro contato"); none for a plain journey. */
  heading?: string;
  pages: JourneyPage[];
}

export interface JourneyOutline {
  pages: JourneyPage[];
  groups: JourneyGroup[];
}

// An invalid part has no classification: it goes last, like an unclassified one.
const classificationOf = (part: ItemResult<ContentItem>) =>
  (part.ok ? part.value.idClassification : undefined) ?? Number.POSITIVE_INFINITY;

/**
 * A journey's parts as one list of pages, ordered by classification id. The server answers them in
 * that order already; sorting again (stable, so ties keep the server's order) keeps the spec's rule
 * true whatever the API sends.
 */
export function outlineOfParts(parts: readonly ItemResult<ContentItem>[]): JourneyOutline {
  const ordered = [...parts].sort((a, b) => classificationOf(a) - classificationOf(b));
  const pages = ordered.map((part, index) => ({ index, part, group: 0 }));
  return { pages, groups: pages.length ? [{ pages }] : [] };
}

/** An impact journey's chapters, in the server's (classification) order; every part is a page. */
export function outlineOfChapters(chapters: readonly JourneyChapter[]): JourneyOutline {
  const pages: JourneyPage[] = [];
  const groups: JourneyGroup[] = [];
  chapters.forEach((chapter, chapterIndex) => {
    if (!chapter.parts.length) return;
    const group = groups.length;
    const start = pages.length;
    const chapterPages = chapter.parts.map((part, offset) => ({ index: start + offset, part, group }));
    pages.push(...chapterPages);
    groups.push({
      heading: text.chapterLabel(
        chapter.classificationAbbreviation,
        chapter.classificationTitle,
        chapterIndex + 1,
      ),
      pages: chapterPages,
    });
  });
  return { pages, groups };
}

export const pageTitle = (page: JourneyPage) =>
  page.part.ok ? page.part.value.text : text.pageNumber(page.index + 1);

/** ?pagina=N counts from 1 for people; the index counts from 0. Anything else is the first page. */
export function indexFromParam(param: string | null, count: number): number {
  const page = Number(param);
  if (!Number.isInteger(page) || page < 1 || count === 0) return 0;
  return Math.min(page, count) - 1;
}

export interface FramePlace {
  /** The page's address without its fragment: parts of one page share one frame. */
  url: string;
  /** The fragment of the part's contentLocation: the id of the element the frame scrolls to. */
  anchor?: string;
  /** Only a page of the app's own origin can be scrolled from here (and is framed without scripts). */
  sameOrigin: boolean;
}

/** http(s) pages only, relative ones resolved against the app: never javascript: or data: in a frame. */
export function framePlace(contentLocation: string, base: string): FramePlace | null {
  let url: URL;
  try {
    url = new URL(contentLocation, base);
  } catch {
    return null;
  }
  if (!isHttpAddress(url)) return null;
  let anchor: string | undefined;
  try {
    anchor = decodeURIComponent(url.hash.slice(1)) || undefined;
  } catch {
    anchor = url.hash.slice(1) || undefined;
  }
  url.hash = '';
  return { url: url.href, sameOrigin: url.origin === new URL(base).origin, ...(anchor ? { anchor } : {}) };
}

// Stepped journeys (content type 16): a step is "seen" once it was shown; the step after the
// furthest seen one is open, the ones after it are locked. Moving back is always allowed.
export type StepState = 'seen' | 'current' | 'open' | 'locked';

export const isUnlocked = (index: number, furthestSeen: number) => index <= furthestSeen + 1;

export function stepState(index: number, current: number, furthestSeen: number): StepState {
  if (index === current) return 'current';
  if (index <= furthestSeen) return 'seen';
  return isUnlocked(index, furthestSeen) ? 'open' : 'locked';
}

/** The item's progress (percent) as the furthest step already seen: 50% of 4 steps = steps 1-2 seen. */
export function seenFromProgress(progress: number | undefined, count: number): number {
  if (!count || !progress) return -1;
  return Math.min(count, Math.floor((progress / 100) * count)) - 1;
}
