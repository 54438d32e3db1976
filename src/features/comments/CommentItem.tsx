// One comment or reply (learning-area.md 4.10): its author and date, its text (or the hidden-content
// notice), and what the learner may do: reply (to a comment), edit and delete their own (after the
// spec's question; the spec's toast), report another's once ('Denunciado' after). A comment's replies
// follow it, loaded 5 at a time.
import { useEffect, useId, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import {
  deleteComment,
  editComment,
  postComment,
  refreshComments,
  replaceComment,
  reportComment,
  type Comment,
  type CommentEntity,
} from '../../api/comments';
import { isApiError } from '../../api/errors';
import { commentMessages as text } from '../../i18n/comments';
import { formatIsoDate } from '../../i18n/dates';
import { Avatar } from '../../ui/Avatar';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { showToast } from '../../ui/toast';
import { CommentBody } from './CommentBody';
import { CommentForm } from './CommentForm';
import { Replies } from './Replies';
import * as css from './comments.css';

interface Props {
  comment: Comment;
  entity: CommentEntity;
  idUser: number;
}

type Mode = 'reading' | 'replying' | 'editing';

const failed = (error: unknown) =>
  showToast(isApiError(error) && error.code === 'http' ? error.message : text.actionFailed, {
    tone: 'error',
  });

export function CommentItem({ comment, entity, idUser }: Props) {
  const queryClient = useQueryClient();
  const [mode, setMode] = useState<Mode>('reading');
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [repliesOpen, setRepliesOpen] = useState(false);
  const deleteButton = useRef<HTMLButtonElement>(null);
  const replyButton = useRef<HTMLButtonElement>(null);
  const editButton = useRef<HTMLButtonElement>(null);
  // A closed write box gives the focus back to the button that opened it (keyboard use).
  const lastMode = useRef<Mode>('reading');
  useEffect(() => {
    if (mode === 'reading' && lastMode.current !== 'reading')
      (lastMode.current === 'editing' ? editButton : replyButton).current?.focus();
    lastMode.current = mode;
  }, [mode]);
  const nameId = useId();
  const isReply = comment.idParentComment !== null;
  const mine = comment.createdBy === idUser;
  const live = !comment.deleted;
  const hidden = comment.text === null;
  const edited = comment.lastModifiedDate !== comment.creationDate && live;

  const act = async (work: () => Promise<void>) => {
    if (busy) return;
    setBusy(true);
    try {
      await work();
    } catch (error) {
      failed(error);
    } finally {
      setBusy(false);
    }
  };
  const remove = () =>
    act(async () => {
      setConfirming(false);
      await deleteComment(entity, comment.idComment);
      showToast(isReply ? text.deletedReply : text.deletedComment, { tone: 'success' });
      await refreshComments(queryClient, entity);
    });
  const report = () =>
    act(async () => {
      const answer = await reportComment(entity, comment.idComment);
      replaceComment(queryClient, entity, answer.result);
      showToast(text.reportThanks, { tone: 'success' });
    });

  return (
    <article
      className={isReply ? `${css.comment} ${css.reply}` : css.comment}
      aria-labelledby={nameId}
      data-comment={comment.idComment}
    >
      <header className={css.header}>
        <Avatar name={comment.name} photo={comment.photo ?? undefined} />
        <div>
          <h3 id={nameId} className={css.name}>
            {comment.name}
          </h3>
          <p className={css.date}>
            <time dateTime={comment.creationDate}>
              {formatIsoDate(comment.creationDate, 'numericDateTime')}
            </time>
            {edited
              ? ` · ${text.editedAt(formatIsoDate(comment.lastModifiedDate, 'numericDateTime') ?? '')}`
              : null}
          </p>
        </div>
      </header>
      {mode === 'editing' && comment.text !== null ? (
        <CommentForm
          label={text.editLabel}
          submitLabel={text.save}
          initial={comment.text}
          focusOnOpen
          onCancel={() => setMode('reading')}
          onSubmit={async (value) => {
            replaceComment(queryClient, entity, await editComment(entity, comment.idComment, value));
            setMode('reading');
          }}
        />
      ) : hidden ? (
        <p className={css.notice}>{comment.deleted ? text.deleted : text.hidden}</p>
      ) : (
        <CommentBody key={comment.text} html={comment.text ?? ''} />
      )}
      {live && mode !== 'editing' ? (
        <div className={css.actions}>
          {!isReply && !hidden ? (
            <button
              ref={replyButton}
              type="button"
              className={css.linkButton}
              onClick={() => setMode('replying')}
            >
              {text.reply}
            </button>
          ) : null}
          {mine && !hidden ? (
            <button
              ref={editButton}
              type="button"
              className={css.linkButton}
              onClick={() => setMode('editing')}
            >
              {text.edit}
            </button>
          ) : null}
          {mine ? (
            <button
              ref={deleteButton}
              type="button"
              className={css.linkButton}
              onClick={() => setConfirming(true)}
            >
              {text.delete}
            </button>
          ) : comment.reportedByMe ? (
            <span className={css.reported}>{text.reported}</span>
          ) : comment.hiddenBy !== null ? null : (
            <button type="button" className={css.linkButton} onClick={() => void report()}>
              {text.report}
            </button>
          )}
        </div>
      ) : null}
      {mode === 'replying' ? (
        <CommentForm
          label={text.writeReply}
          submitLabel={text.sendReply}
          focusOnOpen
          onCancel={() => setMode('reading')}
          onSubmit={async (value) => {
            await postComment(entity, value, comment.idComment);
            setMode('reading');
            setRepliesOpen(true);
            await refreshComments(queryClient, entity);
          }}
        />
      ) : null}
      {!isReply && comment.totalReplies > 0 ? (
        <Replies
          parent={comment}
          entity={entity}
          idUser={idUser}
          open={repliesOpen}
          onToggle={() => setRepliesOpen(!repliesOpen)}
        />
      ) : null}
      {mine ? (
        <ConfirmDialog
          open={confirming}
          question={text.confirmDelete}
          confirmLabel={text.delete}
          onConfirm={() => void remove()}
          onCancel={() => setConfirming(false)}
          returnFocusTo={deleteButton}
        />
      ) : null}
    </article>
  );
}
