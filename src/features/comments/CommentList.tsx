// The comments of a page or a class (learning-area.md 2.4, 8, 9): the write box first, then the
// comments newest first, 6 at a time with 'Carregar mais comentários', or the spec's empty text.
import { useSuspenseInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { commentsQuery, postComment, refreshComments, type CommentEntity } from '../../api/comments';
import { commentMessages as text } from '../../i18n/comments';
import { EmptyState } from '../../ui/cards/EmptyState';
import { Loaded } from '../../ui/loaded';
import { CommentForm } from './CommentForm';
import { CommentPages } from './CommentPages';
import * as css from './comments.css';

interface Props {
  entity: CommentEntity;
  idUser: number;
}

/** The write box stays outside the list's loading: what is typed survives a reload of the list. */
export function CommentThread({ entity, idUser }: Props) {
  const queryClient = useQueryClient();
  return (
    <div className={css.thread}>
      <CommentForm
        label={text.write}
        submitLabel={text.send}
        onSubmit={async (value) => {
          await postComment(entity, value);
          await refreshComments(queryClient, entity);
        }}
      />
      <Loaded subject={text.subject(entity.type, entity.id)} errorText={text.loadError}>
        <CommentList entity={entity} idUser={idUser} />
      </Loaded>
    </div>
  );
}

function CommentList({ entity, idUser }: Props) {
  const pages = useSuspenseInfiniteQuery(commentsQuery(entity));
  const comments = pages.data.pages.flatMap((page) => page.comments);
  if (comments.length === 0) return <EmptyState text={text.empty} />;
  return (
    <CommentPages
      comments={comments}
      query={pages}
      entity={entity}
      idUser={idUser}
      label={text.title}
      subject={text.subject(entity.type, entity.id)}
      moreLabel={text.more}
      moreClassName={css.moreButton}
    />
  );
}
