// The learning home's largest paint is its first banner (issue 21: found only after the app's scripts
// and the home's answer arrived, 1.7-1.9 s of load delay). index.html of a learning tenant's home names
// that image in a `Link: rel=preload` header, so the browser fetches it beside the scripts. The crop is
// the one the banner asks for (src/shared-rules/image-variants.ts), so the preload is the request.
import { imageVariantUrl } from '../../src/shared-rules/image-variants.ts';
import type { Queryable } from '../db/database.ts';
import { hostNameOf } from '../http/host-name.ts';
import { findTenantByBucket } from '../tenants/store.ts';
import { loadBlocks } from './store.ts';

const homePaths = new Set(['/', '/home']);

/** The banner image a MasterBanner block shows first: its first IMAGE element's. */
function firstBannerImage(elements: readonly Record<string, unknown>[]): string | undefined {
  for (const element of elements) {
    if (element.elementType !== 'IMAGE') continue;
    const image = (element.data as { image?: unknown } | undefined)?.image;
    return typeof image === 'string' && image.startsWith('/') ? image : undefined;
  }
  return undefined;
}

/** The Link header values for index.html at `pathname` on `host`: none but a learning tenant's home. */
export async function learningHomePreloads(
  db: Queryable,
  host: string | undefined,
  pathname: string,
): Promise<string[]> {
  if (!homePaths.has(pathname)) return [];
  const tenant = await findTenantByBucket(db, hostNameOf(host));
  if (!(tenant?.details as { learningArea?: unknown } | undefined)?.learningArea) return [];
  const [first] = await loadBlocks(db, tenant!.idApp, null);
  if (first?.block.blockType !== 'MasterBanner') return [];
  const image = firstBannerImage(first.elements);
  if (!image) return [];
  return [`<${imageVariantUrl(image, 'landscape-large')}>; rel=preload; as=image; fetchpriority=high`];
}
