// What a learning page offers beside its title (learning-area.md 2.4, 7.1, 7.3, 7.8, 8): share its link,
// list its equivalent courses, open its class's attachments, its comments (the page's, and the class's
// when the class takes them), and like it ('Para curtir, é necessário estar matriculado' on a disabled
// button for a learner without an enrollment).
import { lazy, Suspense, useState } from 'react';
import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { learningPageKeys, likesQuery, sendShareAnalytics, setLiked } from '../../api/learning-pages';
import { learningPageMessages as text } from '../../i18n/learning-pages';
import { Loaded } from '../../ui/loaded';
import { Tooltip } from '../../ui/tooltip/Tooltip';
import { AttachmentsDrawer } from './AttachmentsDrawer';
import { EquivalencesModal } from './EquivalencesModal';
import { ShareModal } from './ShareModal';
import type { ClassComments } from '../comments';
import * as css from './learning-pages.css';

// The drawer, its sanitiser and its calls load when it is first opened.
const CommentsDrawer = lazy(() =>
  import('../comments').then((comments) => ({ default: comments.CommentsDrawer })),
);

interface Props {
  idUser: number;
  idNode?: number;
  /** The class of the learner's enrollment: its attachments. */
  idTeam?: number;
  /** The class's comments tab, when the learner's class takes comments. */
  classComments?: ClassComments;
}

type Opened = 'share' | 'equivalences' | 'attachments' | 'comments' | undefined;

export function PageActions({ idUser, idNode, idTeam, classComments }: Props) {
  const [opened, setOpened] = useState<Opened>();
  const close = () => setOpened(undefined);
  const share = () => {
    if (idNode !== undefined) sendShareAnalytics('content/share/click', idUser, idNode);
    setOpened('share');
  };
  return (
    <div className={css.actions} role="group" aria-label={text.pageActions}>
      {idNode === undefined ? null : (
        <>
          <button type="button" className={css.action} onClick={share}>
            {text.share}
          </button>
          <button type="button" className={css.action} onClick={() => setOpened('equivalences')}>
            {text.equivalences}
          </button>
        </>
      )}
      {idTeam === undefined ? null : (
        <button type="button" className={css.action} onClick={() => setOpened('attachments')}>
          {text.attachments}
        </button>
      )}
      {idNode === undefined ? null : (
        <button type="button" className={css.action} onClick={() => setOpened('comments')}>
          {text.comments}
        </button>
      )}
      {idNode === undefined ? null : (
        // Loaded apart: the page does not wait for its likes, nor fail with them.
        <Loaded subject={`curtidas ${idNode}`}>
          <LikeButton idNode={idNode} />
        </Loaded>
      )}
      {opened === 'share' && idNode !== undefined ? (
        <ShareModal open onClose={close} link={window.location.href} idUser={idUser} idContent={idNode} />
      ) : null}
      {opened === 'equivalences' && idNode !== undefined ? (
        <EquivalencesModal open onClose={close} idNode={idNode} />
      ) : null}
      {opened === 'attachments' && idTeam !== undefined ? (
        <AttachmentsDrawer open onClose={close} idTeam={idTeam} />
      ) : null}
      {opened === 'comments' && idNode !== undefined ? (
        <Suspense fallback={null}>
          <CommentsDrawer open onClose={close} idNode={idNode} classComments={classComments} />
        </Suspense>
      ) : null}
    </div>
  );
}

function LikeButton({ idNode }: { idNode: number }) {
  const { data } = useSuspenseQuery(likesQuery(idNode));
  const queryClient = useQueryClient();
  const toggle = useMutation({
    mutationFn: () => setLiked(idNode, !data.likedByMe),
    onSuccess: (likes) => queryClient.setQueryData(learningPageKeys.likes(idNode), likes),
  });
  const button = (
    <button
      type="button"
      className={css.action}
      aria-pressed={data.likedByMe}
      // Disabled but focusable, so its tooltip says why (learning-area.md 8).
      aria-disabled={!data.canLike}
      onClick={() => data.canLike && !toggle.isPending && toggle.mutate()}
    >
      {data.likedByMe ? text.unlike : text.like} · {text.likes(data.totalLikes)}
    </button>
  );
  return data.canLike ? (
    button
  ) : (
    <>
      <Tooltip text={text.likeNeedsEnrollment}>{button}</Tooltip>
      <span className="visually-hidden">{text.likeNeedsEnrollment}</span>
    </>
  );
}
