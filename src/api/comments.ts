// The comments' calls (learning-area.md 7.8, 9): a page's (NODE) or a class's (TEAM) comments, 6 a
// load, and a comment's replies, 5 a load, as infinite lists; write, reply, edit, delete and report.
// Under the 'learning' key; never stale (9): a write refreshes or rewrites what it changed.
import { infiniteQueryOptions, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import type { LearningComment } from '../generated/types';
import { COMMENTS_PAGE_SIZE, REPLIES_PAGE_SIZE, type CommentEntityType } from '../shared-rules/comments';
import { api } from './instance';

const NEVER_STALE = Infinity;

export type Comment = LearningComment;

/** The page or class whose comments are read: NODE by idNode, TEAM by idTeam. */
export interface CommentEntity {
  type: CommentEntityType;
  id: number;
}

/** One load of a list: its comments, where it started and how many there are in all. */
export interface CommentPage {
  comments: Comment[];
  totalRecords: number;
  offset: number;
}

export const commentKeys = {
  entity: ({ type, id }: CommentEntity) => ['learning', 'comments', type, id] as const,
  list: (entity: CommentEntity) => [...commentKeys.entity(entity), 'list'] as const,
  replies: (entity: CommentEntity, idParentComment: number) =>
    [...commentKeys.entity(entity), 'replies', idParentComment] as const,
};

const base = ({ type, id }: CommentEntity) => `/learning/comments/${type}/${id}`;

/** The next offset while fewer comments are loaded than the total; none after an empty load. */
export function nextCommentOffset(pages: readonly CommentPage[]): number | undefined {
  const last = pages.at(-1);
  if (!last) return undefined;
  const loaded = last.offset + last.comments.length;
  return last.comments.length > 0 && loaded < last.totalRecords ? loaded : undefined;
}

function pagedComments(entity: CommentEntity, limit: number, idParentComment?: number) {
  return {
    queryFn: async ({ pageParam }: { pageParam: number }): Promise<CommentPage> => {
      const answer = await api().request('GET', base(entity), {
        schema: 'api/learning-comments-response',
        query: { offset: pageParam, limit, ...(idParentComment ? { idParentComment } : {}) },
      });
      return { comments: answer.comments, totalRecords: answer.totalRecords, offset: pageParam };
    },
    initialPageParam: 0,
    getNextPageParam: (_last: CommentPage, pages: CommentPage[]) => nextCommentOffset(pages),
    staleTime: NEVER_STALE,
  };
}

/** GET /learning/comments/{type}/{id}?offset&limit: the entity's comments, newest first, 6 a load. */
export const commentsQuery = (entity: CommentEntity) =>
  infiniteQueryOptions({
    queryKey: commentKeys.list(entity),
    ...pagedComments(entity, COMMENTS_PAGE_SIZE),
  });

/** The same call with idParentComment: a comment's replies, oldest first, 5 a load. */
export const repliesQuery = (entity: CommentEntity, idParentComment: number) =>
  infiniteQueryOptions({
    queryKey: commentKeys.replies(entity, idParentComment),
    ...pagedComments(entity, REPLIES_PAGE_SIZE, idParentComment),
  });

/** POST /learning/comments/{type}/{id} {text, idParentComment?}: the comment as stored (sanitised). */
export const postComment = async (entity: CommentEntity, text: string, idParentComment?: number) =>
  (
    await api().request('POST', base(entity), {
      schema: 'api/learning-comment-response',
      body: { text, ...(idParentComment ? { idParentComment } : {}) },
    })
  ).result;

/** PUT /learning/comments/{type}/{id}/{idComment} {text}: only the author's. */
export const editComment = async (entity: CommentEntity, idComment: number, text: string) =>
  (
    await api().request('PUT', `${base(entity)}/${idComment}`, {
      schema: 'api/learning-comment-response',
      body: { text },
    })
  ).result;

/** DELETE /learning/comments/{type}/{id}/{idComment}: 'Comentário excluído!' or 'Resposta excluída!'. */
export const deleteComment = async (entity: CommentEntity, idComment: number) =>
  api().request('DELETE', `${base(entity)}/${idComment}`, {
    schema: 'api/learning-comment-deleted-response',
  });

/** POST /learning/comments/{type}/{id}/report {idComment}: 'Agradecemos por denunciar', and the comment. */
export const reportComment = async (entity: CommentEntity, idComment: number) =>
  api().request('POST', `${base(entity)}/report`, {
    schema: 'api/learning-comment-response',
    body: { idComment },
  });

/** Puts the server's copy of a comment (edited, reported) wherever the entity's lists hold it. */
export function replaceComment(queryClient: QueryClient, entity: CommentEntity, comment: Comment) {
  queryClient.setQueriesData<InfiniteData<CommentPage, number>>(
    { queryKey: commentKeys.entity(entity) },
    (data) =>
      data && {
        ...data,
        pages: data.pages.map((page) => ({
          ...page,
          comments: page.comments.map((each) => (each.idComment === comment.idComment ? comment : each)),
        })),
      },
  );
}

/** After a new comment, a reply or a deletion: the entity's lists and counts are read again. */
export const refreshComments = (queryClient: QueryClient, entity: CommentEntity) =>
  queryClient.invalidateQueries({ queryKey: commentKeys.entity(entity) });
