// The learning area's file addresses as a learner receives them: each own-server file (under /demo/)
// with the short-lived signature that lets GET /demo/* serve it (server/tenants/media-signature.ts).
// Only what the learner may open gets here: closed cards come without their addresses (views.ts).
import type { ContentItem } from '../../src/generated/types.ts';
import type { MediaSigner } from '../tenants/media-signature.ts';

const ADDRESS_FIELDS = ['contentLocation', 'mediaLocation', 'referenceLink'] as const;

/** The item with its addresses, and its parts' (children), signed. */
export function withSignedAddresses<Item extends ContentItem>(item: Item, sign: MediaSigner): Item {
  const signed: Item = { ...item };
  for (const field of ADDRESS_FIELDS) {
    const address = item[field];
    if (typeof address === 'string') signed[field] = sign(address);
  }
  if (item.children) signed.children = item.children.map((child) => withSignedAddresses(child, sign));
  return signed;
}

/** A class attachment (learning-area.md 7.3) with its file's address signed. */
export function withSignedUrl(attachment: unknown, sign: MediaSigner): unknown {
  if (typeof attachment !== 'object' || attachment === null) return attachment;
  const { url } = attachment as { url?: unknown };
  return typeof url === 'string' ? { ...attachment, url: sign(url) } : attachment;
}
