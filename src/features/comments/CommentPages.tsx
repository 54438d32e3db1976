// A paged list of comments, page or replies alike (learning-area.md 4.10, 9): each drawn as a comment,
// then the failure of the next page with its retry, the wait, or the button that loads it.
import type { Comment, CommentEntity } from '../../api/comments';
import { Loading } from '../../engine/Loading';
import { commentMessages as text } from '../../i18n/comments';
import { LoadFailed } from '../../ui/LoadFailed';
import { CommentItem } from './CommentItem';
import * as css from './comments.css';

/** What the list reads of an infinite query's result. */
export interface CommentPagesQuery {
  error: unknown;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  fetchNextPage: () => Promise<unknown>;
}

interface Props {
  comments: Comment[];
  query: CommentPagesQuery;
  entity: CommentEntity;
  idUser: number;
  /** The list's accessible name. */
  label: string;
  /** Whose pages, for the failure's report. */
  subject: string;
  moreLabel: string;
  moreClassName: string;
}

export function CommentPages({
  comments,
  query,
  entity,
  idUser,
  label,
  subject,
  moreLabel,
  moreClassName,
}: Props) {
  const { hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage } = query;
  return (
    <>
      <ul className={css.list} aria-label={label}>
        {comments.map((comment) => (
          <li key={comment.idComment}>
            <CommentItem comment={comment} entity={entity} idUser={idUser} />
          </li>
        ))}
      </ul>
      {isFetchNextPageError ? (
        <LoadFailed
          error={query.error}
          retry={() => void fetchNextPage()}
          subject={subject}
          text={text.loadError}
        />
      ) : isFetchingNextPage ? (
        <Loading />
      ) : hasNextPage ? (
        <button type="button" className={moreClassName} onClick={() => void fetchNextPage()}>
          {moreLabel}
        </button>
      ) : null}
    </>
  );
}
