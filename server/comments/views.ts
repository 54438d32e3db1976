// A stored comment as the API sends it to one learner (schemas/api/learning-comment.json).
import type { LearningComment } from '../../src/generated/types.ts';
import { isWithheld } from './rules.ts';
import type { CommentRow } from './store.ts';

export const commentView = (row: CommentRow): LearningComment => ({
  idComment: row.idComment,
  idParentComment: row.idParentComment,
  text: isWithheld(row) ? null : row.text,
  createdBy: row.idUser,
  name: row.name,
  photo: row.photo,
  creationDate: new Date(row.creationDate).toISOString(),
  lastModifiedDate: new Date(row.lastModifiedDate).toISOString(),
  totalReplies: row.totalReplies,
  totalReports: row.totalReports,
  hiddenBy: row.hiddenBy,
  deleted: row.deleted,
  reportedByMe: row.reportedByMe,
});
