// What the content area answers, built from stored items: the journey viewers' parts and chapters
// (content types 15, 16, 22, 23), the assessment page's address and the video playlist's items. Pure,
// unit-tested (views.test.ts).
import type { ContentItem } from '../fixtures/tenant-fixture-types.ts';
import type { CollectionItem } from './store-collections.ts';

/** content-app.md 9: "Playlist max 50 items" (the provider's maxResults). */
export const PLAYLIST_MAX_ITEMS = 50;

export interface ImpactChapter {
  idClassification?: number;
  classificationTitle?: string;
  classificationAbbreviation?: string;
  children: ContentItem[];
}

/** Parts without a classification go last; Array.prototype.sort is stable, so ties keep fixture order. */
const classificationKey = (part: ContentItem) => part.idClassification ?? Number.POSITIVE_INFINITY;

/** A journey's pages run in classification order (idClassification), then in the designer's order. */
export function orderJourneyParts(parts: readonly ContentItem[]): ContentItem[] {
  return [...parts].sort((a, b) => classificationKey(a) - classificationKey(b));
}

/** Consecutive parts of one classification make a chapter (the parts are already in order). */
export function groupChapters(ordered: readonly ContentItem[]): ImpactChapter[] {
  const chapters: ImpactChapter[] = [];
  for (const part of ordered) {
    const last = chapters.at(-1);
    if (last && last.idClassification === part.idClassification) {
      last.children.push(part);
      continue;
    }
    chapters.push({
      ...(part.idClassification === undefined ? {} : { idClassification: part.idClassification }),
      ...(part.classificationTitle ? { classificationTitle: part.classificationTitle } : {}),
      ...(part.classificationAbbreviation
        ? { classificationAbbreviation: part.classificationAbbreviation }
        : {}),
      children: [part],
    });
  }
  return chapters;
}

/** GET /content/impactmenu/{parent}: the journey with its chapters, each with its parts. */
export function impactMenu(journey: ContentItem, orderedParts: readonly ContentItem[]) {
  return {
    success: true,
    result: [
      { idContentItem: journey.idContentItem, text: journey.text, children: groupChapters(orderedParts) },
    ],
  };
}

/** The address of the section's assessment page for one user: its contentLocation with ?email=. */
export function assessmentUrl(contentLocation: string, email: string): string {
  const separator = contentLocation.includes('?') ? '&' : '?';
  return `${contentLocation}${separator}email=${encodeURIComponent(email)}`;
}

/** GET /playlist/{playlistId}/items: the provider and at most PLAYLIST_MAX_ITEMS videos, in order. */
export function playlistItems(playlist: CollectionItem<'videoPlaylists'>) {
  return { success: true, provider: playlist.provider, items: playlist.items.slice(0, PLAYLIST_MAX_ITEMS) };
}
