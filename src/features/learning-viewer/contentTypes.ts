// Which of the content registry's viewers (registry/contents.ts) draws a learning content type
// (learning-area.md 2.4): 1 audio; 2 and 6 video (6 is a live stream in the content app, a video here);
// 4 embedded site; 5 single page; 7 video-platform list; 18 downloadable file; 27 external link page;
// the rest of 2.4's list as the content app draws them. 26 (SCORM) has no viewer here: issue 12.
import { SCORM_CONTENT_TYPE } from '../../shared-rules/learning-locks';

const viewerOfLearningType: Readonly<Record<number, number>> = {
  1: 1,
  2: 2,
  3: 3,
  4: 4,
  5: 5,
  6: 2,
  7: 7,
  8: 8,
  15: 15,
  16: 16,
  18: 18,
  22: 22,
  23: 23,
  25: 25,
  27: 27,
};

/** The viewer type of a learning content type, or undefined when none draws it. */
export const viewerTypeOf = (idContentType: number): number | undefined =>
  viewerOfLearningType[idContentType];

export const isScorm = (idContentType: number) => idContentType === SCORM_CONTENT_TYPE;

/** 4.2: how a content completes (media: on its end, see learningPlayback). */
export type CompletionTrigger = 'media' | 'continue' | 'download' | 'timer' | 'load' | 'none';

/** "Single page completes after 2 seconds" (4.2, 9). */
export const SINGLE_PAGE_COMPLETES_MS = 2000;

export function completionTriggerOf(idContentType: number): CompletionTrigger {
  switch (idContentType) {
    case 1:
    case 2:
    case 6:
      return 'media';
    case 27:
      return 'continue';
    case 18:
      return 'download';
    case 5:
      return 'timer';
    case 4:
      return 'load';
    default:
      return 'none';
  }
}

/** A file content needs an address to download (8 'Arquivo inválido.' otherwise). */
export function hasFileAddress(item: { contentLocation?: string; mediaLocation?: string }): boolean {
  return Boolean((item.contentLocation ?? item.mediaLocation ?? '').trim());
}
