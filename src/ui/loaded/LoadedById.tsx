// A screen of one thing named by a number in its address (/content/{id}, /messages/{id},
// /userupload/{id}, /cardMenu/{id}): "Não foi possível abrir o conteúdo." for a number that cannot be
// an id, with no call; otherwise the part that reads it, inside <Loaded>.
import type { ReactNode } from 'react';
import { messages } from '../../i18n/messages';
import { Loaded } from './Loaded';

export function LoadedById({
  id,
  subject,
  children,
}: {
  /** The number read from the address (NaN when it is missing or not a number). */
  id: number;
  /** What the id names, in designer preview ("conteúdo" gives "conteúdo 12"). */
  subject: string;
  /** The part that reads the thing with a suspense query. */
  children: (id: number) => ReactNode;
}) {
  if (!Number.isInteger(id) || id <= 0) return <ContentUnavailable />;
  return <Loaded subject={`${subject} ${id}`}>{children(id)}</Loaded>;
}

/** What a screen of one thing says when there is nothing to open: a bad id, or the server found none. */
export function ContentUnavailable() {
  return <p role="status">{messages.contentUnavailable}</p>;
}
