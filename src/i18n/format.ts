// Number-dependent words, written once for the whole app (pt-BR). Sizes are in fileSize.ts, dates in
// dates.ts: this module is in the first paint (the catalogue uses plural), they load with their screens.

/**
 * The pt-BR plural rule: only exactly 1 takes the singular; 0 is plural ("0 itens", "1 item",
 * "2 itens"), unlike French. Every "1 x / n xs" choice in the app goes through here, except
 * profile.ts, which stays import-free because the reference API (run by Node) imports it too.
 */
export function plural<T>(count: number, one: T, other: T): T {
  return count === 1 ? one : other;
}
