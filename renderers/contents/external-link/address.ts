// What a meeting card may open: an absolute http(s) address, never javascript: or data:.
import { webAddress } from '../../../src/shared-rules/web-address';

export function externalAddress(location: string | undefined): string | undefined {
  if (!location) return undefined;
  return webAddress(location.trim())?.href;
}
