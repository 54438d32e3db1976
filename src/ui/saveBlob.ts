/** Saves a file the way a download link does (the app's CSP allows blob: downloads). */
export function saveBlob(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // After the browser took it.
  setTimeout(() => URL.revokeObjectURL(url), 30_000);
}
