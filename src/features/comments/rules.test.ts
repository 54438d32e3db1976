// The drawer's pure rules: when another load is asked for (9), whether a text is empty (5), whether a
// comment is longer than its 3 lines (4.10).
import { describe, expect, it } from 'vitest';
import { nextCommentOffset, type CommentPage } from '../../api/comments';
import { isClamped } from './CommentBody';
import { isEmptyComment } from './commentText';

const page = (offset: number, count: number, totalRecords: number): CommentPage => ({
  offset,
  totalRecords,
  comments: Array.from({ length: count }, () => ({}) as CommentPage['comments'][number]),
});

describe('nextCommentOffset', () => {
  it('asks for the next load while fewer are loaded than the total', () => {
    expect(nextCommentOffset([page(0, 6, 14)])).toBe(6);
    expect(nextCommentOffset([page(0, 6, 14), page(6, 6, 14)])).toBe(12);
    expect(nextCommentOffset([page(0, 6, 14), page(6, 6, 14), page(12, 2, 14)])).toBeUndefined();
  });

  it('stops at an empty load even if the total says more (a comment deleted meanwhile)', () => {
    expect(nextCommentOffset([page(0, 6, 8), page(6, 0, 8)])).toBeUndefined();
    expect(nextCommentOffset([])).toBeUndefined();
  });
});

describe('isEmptyComment', () => {
  it('is true when nothing is left to read after the server’s sanitising', () => {
    for (const empty of ['', '  \n ', '<p></p>', '<br><b> </b>', '<script>alert(1)</script>', '<img src=x>'])
      expect(isEmptyComment(empty), empty).toBe(true);
  });

  it('is false for any text to read, tags or not', () => {
    for (const text of ['oi', '<b>oi</b>', '<div>texto</div>', 'a < b', '<a href="javascript:x()">link</a>'])
      expect(isEmptyComment(text), text).toBe(false);
  });
});

describe('isClamped', () => {
  it('is true when the content is taller than the 3 lines shown', () => {
    expect(isClamped({ scrollHeight: 120, clientHeight: 72 })).toBe(true);
    expect(isClamped({ scrollHeight: 72, clientHeight: 72 })).toBe(false);
    expect(isClamped({ scrollHeight: 73, clientHeight: 72 })).toBe(false);
  });
});
