// File sizes as pt-BR readers write them: one formatter for the upload form and the download viewer.
import { plural } from './format';

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
