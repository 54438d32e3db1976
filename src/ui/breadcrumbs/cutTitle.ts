// content-app.md 2.8 and 9: breadcrumb titles are cut at 40 characters; truncation appends "..."
// (5, helpers). Counted in code points, so an accent or an emoji is never split in half.
export const BREADCRUMB_MAX_CHARS = 40;

export function cutTitle(title: string, max = BREADCRUMB_MAX_CHARS): string {
  const text = title.trim();
  const chars = Array.from(text);
  if (chars.length <= max) return text;
  return `${chars.slice(0, max).join('').trimEnd()}...`;
}
