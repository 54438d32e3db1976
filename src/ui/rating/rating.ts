// Ratings are whole stars from 1 to 5 (content-app.md 9: no halves); an average such as 4.6 is
// shown as the nearest whole star.
export const MAX_STARS = 5;

/** The whole stars drawn for a rating: rounded, kept within 0..5; no rating draws none. */
export function wholeStars(rating: number | undefined): number {
  if (rating === undefined || !Number.isFinite(rating)) return 0;
  return Math.min(MAX_STARS, Math.max(0, Math.round(rating)));
}
