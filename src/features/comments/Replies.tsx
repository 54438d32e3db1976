// A comment's replies (learning-area.md 4.10, 9): behind 'Ver N respostas', loaded 5 at a time, oldest
// first, each drawn as a comment (without replies of its own).
import { useSuspenseInfiniteQuery } from '@tanstack/react-query';
import { repliesQuery, type Comment, type CommentEntity } from '../../api/comments';
import { commentMessages as text } from '../../i18n/comments';
import { Loaded } from '../../ui/loaded';
import { CommentPages } from './CommentPages';
import * as css from './comments.css';

interface Props {
  parent: Comment;
  entity: CommentEntity;
  idUser: number;
  open: boolean;
  onToggle: () => void;
}

export function Replies({ parent, entity, idUser, open, onToggle }: Props) {
  return (
    <div className={css.replies}>
      <button type="button" className={css.linkButton} aria-expanded={open} onClick={onToggle}>
        {open ? text.hideReplies : text.showReplies(parent.totalReplies)}
      </button>
      {open ? (
        <Loaded subject={`respostas ${parent.idComment}`} errorText={text.loadError}>
          <ReplyList parent={parent} entity={entity} idUser={idUser} />
        </Loaded>
      ) : null}
    </div>
  );
}

function ReplyList({ parent, entity, idUser }: Omit<Props, 'open' | 'onToggle'>) {
  const pages = useSuspenseInfiniteQuery(repliesQuery(entity, parent.idComment));
  return (
    <CommentPages
      comments={pages.data.pages.flatMap((page) => page.comments)}
      query={pages}
      entity={entity}
      idUser={idUser}
      label={text.replies(parent.name)}
      subject={`respostas ${parent.idComment}`}
      moreLabel={text.moreReplies}
      moreClassName={css.linkButton}
    />
  );
}
