// The like of content-app.md 4 ("toggles, count changes by one; not enrolled disables it with the
// tooltip 'Para curtir, é necessário estar matriculado'"): a toggle button (aria-pressed) with the
// count, POST to like and DELETE to take it back (src/api/likes.ts). Not enrolled, it stays focusable
// (aria-disabled) so the keyboard reaches its tooltip, and the reason is in its description too, for
// touch screens. Read inside <Loaded>: a tile does not wait for its likes, nor fail with them.
import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { likeKeys, likesQuery, setLike, type LikedElementType } from '../../api/likes';
import { likeMessages as text } from '../../i18n/likes';
import { Tooltip } from '../tooltip/Tooltip';
import * as css from './LikeToggle.css';
import { LiveNote } from '../LiveNote';

interface Props {
  type: LikedElementType;
  id: number;
  /** What is liked ("Boas-vindas"): said after the button's words, so each button names its own. */
  subject: string;
}

export function LikeToggle({ type, id, subject }: Props) {
  const reasonId = useId();
  const { data } = useSuspenseQuery(likesQuery(type, id));
  const queryClient = useQueryClient();
  const toggle = useMutation({
    mutationFn: () => setLike(type, id, !data.likedByMe),
    onSuccess: (likes) => queryClient.setQueryData(likeKeys.of(type, id), likes),
  });
  const button = (
    <button
      type="button"
      className={css.toggle}
      aria-pressed={data.likedByMe}
      aria-disabled={!data.canLike || undefined}
      aria-describedby={data.canLike ? undefined : reasonId}
      onClick={() => data.canLike && !toggle.isPending && toggle.mutate()}
    >
      <svg viewBox="0 0 20 20" className={css.heart} aria-hidden="true" focusable="false">
        <path
          d="M10 17.5l-1.2-1.1C4.4 12.4 1.5 9.8 1.5 6.6 1.5 4 3.5 2 6.1 2c1.5 0 2.9.7 3.9 1.8C11 2.7 12.4 2 13.9 2c2.6 0 4.6 2 4.6 4.6 0 3.2-2.9 5.8-7.3 9.8L10 17.5z"
          fill={data.likedByMe ? 'currentColor' : 'none'}
          stroke="currentColor"
          strokeWidth={1.6}
        />
      </svg>
      {data.likedByMe ? text.unlike : text.like} <span className="visually-hidden">{subject}</span>
      {` · ${text.likes(data.totalLikes)}`}
    </button>
  );
  return (
    <>
      {data.canLike ? button : <Tooltip text={text.needsEnrollment}>{button}</Tooltip>}
      {data.canLike ? null : (
        <span id={reasonId} className="visually-hidden">
          {text.needsEnrollment}
        </span>
      )}
      <LiveNote role="alert" className={css.failed}>
        {toggle.isError && text.failed}
      </LiveNote>
    </>
  );
}
