// A lazy validator bundle whose download failed (no connection) is tried again at the next call, not kept
// failed for the page's life. Browsers that follow whatwg/html#10327 then fetch it again; in the others a
// failed import() stays failed, which is why the API client does not start a validator load offline
// (src/api/client.ts). The first import of the extended bundle fails here as a lost connection would.
import { describe, expect, it, vi } from 'vitest';
import { loadValidatorsFor } from './validate';

const offline = vi.hoisted(() => ({ failuresLeft: 1 }));

vi.mock('../generated/schema-table-extended', async (importOriginal) => {
  if (offline.failuresLeft > 0) {
    offline.failuresLeft -= 1;
    throw new TypeError('Failed to fetch dynamically imported module');
  }
  return importOriginal();
});

describe('a lazy bundle that failed to load', () => {
  it('loads at the next call instead of failing for good', async () => {
    await expect(loadValidatorsFor('api/scorm-kept-runtime-data-response')).rejects.toThrow();
    const checked = await loadValidatorsFor('api/scorm-kept-runtime-data-response');
    expect(
      checked('api/scorm-kept-runtime-data-response', { applied: true, contentCompleted: false }).ok,
    ).toBe(true);
    expect(offline.failuresLeft).toBe(0);
  });
});
