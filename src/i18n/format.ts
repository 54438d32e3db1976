// Number-dependent words and sizes, written once for the whole app (pt-BR).

/**
 * The pt-BR plural rule: only exactly 1 takes the singular; 0 is plural ("0 itens", "1 item",
 * "2 itens"), unlike French. Every "1 x / n xs" choice in the app goes through here, except
 * profile.ts, which stays import-free because the reference API (run by Node) imports it too.
 */
export function plural<T>(count: number, one: T, other: T): T {
  return count === 1 ? one : other;
}

const oneDecimal = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 1 });

/** "1 byte", "175 bytes", "2,2 KB", "1,5 MB", "3 GB": sizes as pt-BR readers write them (decimal comma). */
export function formatFileSize(size: number): string {
  if (size < 1024) return `${size} ${plural(size, 'byte', 'bytes')}`;
  const units = ['KB', 'MB', 'GB'];
  let value = size / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${oneDecimal.format(value)} ${units[unit]}`;
}
