// "850 bytes", "12,5 KB", "3,2 MB": sizes as pt-BR readers write them.
const oneDecimal = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 1 });

export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return bytes === 1 ? '1 byte' : `${bytes} bytes`;
  if (bytes < 1024 * 1024) return `${oneDecimal.format(bytes / 1024)} KB`;
  return `${oneDecimal.format(bytes / 1024 / 1024)} MB`;
}
