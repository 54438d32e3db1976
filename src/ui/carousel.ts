// Carousel groups (content-app.md 9): 3 per group at 992 px and up, 2 at 800 px and up, else 1.
export function itemsPerGroup(width: number): 1 | 2 | 3 {
  if (width >= 992) return 3;
  if (width >= 800) return 2;
  return 1;
}

export function groupItems<T>(items: readonly T[], size: number): T[][] {
  const groups: T[][] = [];
  for (let at = 0; at < items.length; at += size) groups.push(items.slice(at, at + size));
  return groups;
}
