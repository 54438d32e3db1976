// What a meeting card may open: an absolute http(s) address, never javascript: or data:.
export function externalAddress(location: string | undefined): string | undefined {
  if (!location) return undefined;
  try {
    const url = new URL(location.trim());
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}
