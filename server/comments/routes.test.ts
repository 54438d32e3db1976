import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { learningMessages } from '../learning/messages.ts';
import { bearer, expectFailure, expectSchema, horizonte } from '../test-support/test-server.ts';
import { answerOf } from '../test-support/answer-of.ts';
import { horizonteLearner } from '../test-support/horizonte-learner.ts';
import { commentMessages as text } from './messages.ts';

// Writes are limited per user; this file writes far more than a learner would in a minute.
const { live, bruno, helena } = horizonteLearner({
  limits: { commentWritesPerUser: { max: 10_000, windowMs: 60_000 } },
});

// Each test its own page or class where it counts: the school pages anyone may open (ORGANIZATION).
const school = '/api/learning/comments/NODE/110';
const otherSchool = '/api/learning/comments/NODE/120';
const thirdSchool = '/api/learning/comments/NODE/130';
const fourthSchool = '/api/learning/comments/NODE/140';

interface Comment {
  idComment: number;
  idParentComment: number | null;
  text: string | null;
  createdBy: number;
  name: string;
  totalReplies: number;
  totalReports: number;
  hiddenBy: number | null;
  deleted: boolean;
  reportedByMe: boolean;
  creationDate: string;
  lastModifiedDate: string;
}

const send = async (
  method: 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: unknown,
  headers: Record<string, string> = bruno(),
) => live.app.inject({ method, url, headers, payload: payload as Record<string, unknown> });

async function post(url: string, body: { text: string; idParentComment?: number }, headers = bruno()) {
  const response = await send('POST', url, body, headers);
  expect(response.statusCode, response.body).toBe(201);
  expectSchema(response, 'api/learning-comment-response.json');
  return response.json<{ result: Comment; message: string }>().result;
}

async function list(url: string, query = '', headers = bruno()) {
  const response = await live.get(`${url}${query}`, headers);
  return answerOf<{ comments: Comment[]; totalRecords: number }>(
    response,
    'api/learning-comments-response.json',
  );
}

const resultOf = (response: LightMyRequestResponse) => response.json<{ result: Comment }>().result;

describe('reading and writing comments (7.8, 9)', () => {
  it('lists a page’s comments newest first, 6 at a time, and a comment’s replies oldest first, 5 a load', async () => {
    expect(await list(fourthSchool)).toEqual({ comments: [], totalRecords: 0 });
    const written: Comment[] = [];
    for (let index = 1; index <= 8; index++)
      written.push(await post(fourthSchool, { text: `Comentário ${index}` }));
    const first = await list(fourthSchool);
    expect(first.totalRecords).toBe(8);
    expect(first.comments.map((comment) => comment.text)).toEqual(
      [8, 7, 6, 5, 4, 3].map((index) => `Comentário ${index}`),
    );
    const more = await list(fourthSchool, '?offset=6&limit=6');
    expect(more.comments.map((comment) => comment.text)).toEqual(['Comentário 2', 'Comentário 1']);
    expect(first.comments[0]).toMatchObject({
      createdBy: 1,
      name: 'Bruno Lima',
      idParentComment: null,
      totalReplies: 0,
      totalReports: 0,
      hiddenBy: null,
      deleted: false,
      reportedByMe: false,
    });

    const parent = written[0]!;
    for (let index = 1; index <= 7; index++)
      await post(
        fourthSchool,
        { text: `Resposta ${index}`, idParentComment: parent.idComment },
        await helena(),
      );
    const replies = await list(fourthSchool, `?idParentComment=${parent.idComment}&limit=5`);
    expect(replies.totalRecords).toBe(7);
    expect(replies.comments.map((reply) => [reply.text, reply.idParentComment, reply.name])).toEqual(
      [1, 2, 3, 4, 5].map((index) => [`Resposta ${index}`, parent.idComment, 'Helena Prado']),
    );
    const rest = await list(fourthSchool, `?idParentComment=${parent.idComment}&offset=5&limit=5`);
    expect(rest.comments.map((reply) => reply.text)).toEqual(['Resposta 6', 'Resposta 7']);
    // Replies are not the page's comments; their comment counts them.
    const page = await list(fourthSchool, '?offset=7');
    expect(page.comments).toMatchObject([{ idComment: parent.idComment, totalReplies: 7 }]);
    expect(page.totalRecords).toBe(8);
  });

  it('answers a new comment and a reply with their message, and refuses replies to replies', async () => {
    const response = await send('POST', school, { text: 'Bom dia, turma!' });
    expect(response.statusCode).toBe(201);
    expect(response.json<{ message: string }>().message).toBe(text.published);
    const parent = resultOf(response);
    const reply = await send('POST', school, { text: 'Bom dia!', idParentComment: parent.idComment });
    expect(reply.json<{ message: string }>().message).toBe(text.replied);
    const idReply = resultOf(reply).idComment;
    expectFailure(
      await send('POST', school, { text: 'E aí?', idParentComment: idReply }),
      400,
      text.replyToReply,
    );
    // A comment of another page is not found from this one.
    expectFailure(
      await send('POST', otherSchool, { text: 'Oi', idParentComment: parent.idComment }),
      404,
      text.parentNotFound,
    );
    expectFailure(
      await live.get(`${otherSchool}?idParentComment=${parent.idComment}`, bruno()),
      404,
      text.parentNotFound,
    );
    expect((await send('POST', school, { text: 'x', extra: 1 })).statusCode).toBe(400);
    expect((await live.get(`${school}?limit=51`, bruno())).statusCode).toBe(400);
  });
});

describe('who may see a page or a class (2.2, 6)', () => {
  it('refuses a page the tenant does not have, and a course without an active enrolment', async () => {
    expectFailure(await live.get('/api/learning/comments/NODE/999999', bruno()), 404, text.pageNotFound);
    // Gestão de Conflitos (102): bruno only asked to enrol.
    expectFailure(
      await live.get('/api/learning/comments/NODE/102', bruno()),
      403,
      learningMessages.enrollmentRequired,
    );
    expectFailure(
      await send('POST', '/api/learning/comments/NODE/102', { text: 'Oi' }),
      403,
      learningMessages.enrollmentRequired,
    );
    // His own course's page (101) is his to comment.
    expect((await live.get('/api/learning/comments/NODE/101', bruno())).statusCode).toBe(200);
    expect((await live.get('/api/learning/comments/COURSE/101', bruno())).statusCode).toBe(400);
    // Another tenant's learner does not see horizonte's pages (another host, another tenant).
    expect(
      (await live.get(school, { authorization: `Bearer ${live.ana}`, host: horizonte })).statusCode,
    ).toBe(401);
  });

  it('takes a class’s comments from its learners when the class allows them', async () => {
    await post('/api/learning/comments/TEAM/11', { text: 'Quem vai ao encontro presencial?' });
    expect((await list('/api/learning/comments/TEAM/11')).totalRecords).toBeGreaterThan(0);
    // Class 13 is bruno's but takes no comments; class 12 is not his; 999 is no class.
    expectFailure(await live.get('/api/learning/comments/TEAM/13', bruno()), 403, text.teamClosed);
    expectFailure(await send('POST', '/api/learning/comments/TEAM/13', { text: 'Oi' }), 403, text.teamClosed);
    expectFailure(await live.get('/api/learning/comments/TEAM/12', bruno()), 403, text.notInTeam);
    expectFailure(await live.get('/api/learning/comments/TEAM/999', bruno()), 403, text.notInTeam);
    expectFailure(await live.get('/api/learning/comments/TEAM/11', await helena()), 403, text.notInTeam);
  });
});

describe('editing and deleting one’s own (4.10)', () => {
  it('lets only the author edit and delete, in pt-BR for the others', async () => {
    const mine = await post(school, { text: 'Primeira versão' });
    const url = `${school}/${mine.idComment}`;
    expectFailure(await send('PUT', url, { text: 'Invasão' }, await helena()), 403, text.onlyAuthorEdits);
    expectFailure(await send('DELETE', url, undefined, await helena()), 403, text.onlyAuthorDeletes);
    live.advanceClock(60_000);
    const edited = await send('PUT', url, { text: '<b>Segunda</b> versão' });
    expect(edited.statusCode, edited.body).toBe(200);
    expectSchema(edited, 'api/learning-comment-response.json');
    expect(resultOf(edited)).toMatchObject({
      text: '<b>Segunda</b> versão',
      creationDate: mine.creationDate,
    });
    expect(resultOf(edited).lastModifiedDate > mine.lastModifiedDate).toBe(true);
    expectFailure(await send('PUT', url, { text: '<script>x</script>' }), 400, text.empty);
    expectFailure(
      await send('PUT', `${otherSchool}/${mine.idComment}`, { text: 'Outra página' }),
      404,
      text.notFound,
    );

    const removed = await send('DELETE', url);
    expect(removed.statusCode, removed.body).toBe(200);
    expectSchema(removed, 'api/learning-comment-deleted-response.json');
    expect(removed.json()).toEqual({ success: true, message: 'Comentário excluído!' });
    expect((await list(school)).comments.map((comment) => comment.idComment)).not.toContain(mine.idComment);
    expectFailure(await send('DELETE', url), 404, text.notFound);
    expectFailure(await send('PUT', url, { text: 'De volta' }), 404, text.notFound);
  });

  it('says "Resposta excluída!" for a reply; a deleted comment with replies stays, its text withheld', async () => {
    const parent = await post(otherSchool, { text: 'Pergunta' });
    const reply = await post(
      otherSchool,
      { text: 'Resposta', idParentComment: parent.idComment },
      await helena(),
    );
    const own = await post(otherSchool, { text: 'Minha resposta', idParentComment: parent.idComment });
    const removed = await send('DELETE', `${otherSchool}/${own.idComment}`);
    expect(removed.json()).toEqual({ success: true, message: 'Resposta excluída!' });
    expect((await send('DELETE', `${otherSchool}/${parent.idComment}`)).statusCode).toBe(200);
    const page = await list(otherSchool);
    expect(page.comments.find((comment) => comment.idComment === parent.idComment)).toMatchObject({
      deleted: true,
      text: null,
      totalReplies: 1,
    });
    const replies = await list(otherSchool, `?idParentComment=${parent.idComment}`);
    expect(replies.comments.map((comment) => comment.idComment)).toEqual([reply.idComment]);
    // No new reply to a deleted comment.
    expectFailure(
      await send('POST', otherSchool, { text: 'Ainda?', idParentComment: parent.idComment }),
      404,
      text.parentNotFound,
    );
  });
});

describe('reports (4.10, 8)', () => {
  const report = async (url: string, idComment: number, headers: Record<string, string>) =>
    send('POST', `${url}/report`, { idComment }, headers);

  it('counts a report once per learner, thanks them, and refuses reporting one’s own', async () => {
    const target = await post(thirdSchool, { text: 'Comentário polêmico' });
    const first = await report(thirdSchool, target.idComment, await helena());
    expect(answerOf<{ message: string }>(first, 'api/learning-comment-response.json').message).toBe(
      'Agradecemos por denunciar',
    );
    expect(resultOf(first)).toMatchObject({
      reportedByMe: true,
      totalReports: 1,
      text: 'Comentário polêmico',
    });
    const again = await report(thirdSchool, target.idComment, await helena());
    expect(again.statusCode).toBe(200);
    expect(resultOf(again)).toMatchObject({ reportedByMe: true, totalReports: 1 });
    expectFailure(await report(thirdSchool, target.idComment, bruno()), 409, text.ownReport);
    // bruno sees the count, not a report of his.
    expect((await list(thirdSchool)).comments[0]).toMatchObject({ reportedByMe: false, totalReports: 1 });
    expectFailure(await report(otherSchool, target.idComment, await helena()), 404, text.notFound);
    expectFailure(await report(thirdSchool, 999_999, await helena()), 404, text.notFound);
  });

  it('counts two simultaneous reports of one comment by one learner once', async () => {
    const target = await post(thirdSchool, { text: 'Alvo de duas denúncias ao mesmo tempo' });
    const headers = await helena();
    const answers = await Promise.all([
      report(thirdSchool, target.idComment, headers),
      report(thirdSchool, target.idComment, headers),
      report(thirdSchool, target.idComment, headers),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
    const [row] = await live.db.query<{ count: number }>(
      'SELECT count(*)::int AS count FROM learning_comment_reports WHERE id_comment = $1',
      [target.idComment],
    );
    expect(row?.count).toBe(1);
    const seen = (await list(thirdSchool, '', headers)).comments.find(
      (comment) => comment.idComment === target.idComment,
    );
    expect(seen).toMatchObject({ totalReports: 1, reportedByMe: true });
  });

  it('withholds a reply’s text from the learner who reported it, and a hidden one’s from everyone', async () => {
    const parent = await post(thirdSchool, { text: 'Dúvida sobre o módulo' }, await helena());
    const reply = await post(
      thirdSchool,
      { text: 'Resposta ofensiva', idParentComment: parent.idComment },
      await helena(),
    );
    const reported = await report(thirdSchool, reply.idComment, bruno());
    expect(resultOf(reported)).toMatchObject({ text: null, reportedByMe: true, totalReports: 1 });
    const query = `?idParentComment=${parent.idComment}`;
    expect((await list(thirdSchool, query)).comments[0]).toMatchObject({ text: null, reportedByMe: true });
    expect((await list(thirdSchool, query, await helena())).comments[0]).toMatchObject({
      text: 'Resposta ofensiva',
      reportedByMe: false,
    });

    // Hidden by moderation: no one reads it, and its author may no longer edit it.
    await live.db.query('UPDATE learning_comments SET hidden_by = 2 WHERE id_comment = $1', [
      parent.idComment,
    ]);
    for (const headers of [bruno(), await helena()])
      expect(
        (await list(thirdSchool, '', headers)).comments.find((c) => c.idComment === parent.idComment),
      ).toMatchObject({ text: null, hiddenBy: 2 });
    expectFailure(
      await send('PUT', `${thirdSchool}/${parent.idComment}`, { text: 'Corrigido' }, await helena()),
      409,
      text.hiddenNotEditable,
    );
  });
});

describe('the text as stored (5)', () => {
  it('stores the sanitised text, cut at 1000 characters, and refuses an empty one', async () => {
    const dirty =
      '<p style="color:red" onclick="alert(1)">Olá <script>alert(2)</script><img src=x onerror="alert(3)">' +
      '<a href="javascript:alert(4)">link</a> <a href="https://horizonte.test">site</a> <span><em><u>fim</u></em></span></p>';
    const stored = await post(school, { text: dirty });
    expect(stored.text).toBe('<p>Olá <a>link</a> <a href="https://horizonte.test">site</a> <u>fim</u></p>');
    const [row] = await live.db.query<{ text: string }>(
      'SELECT text FROM learning_comments WHERE id_comment = $1',
      [stored.idComment],
    );
    expect(row?.text).toBe(stored.text);
    expect((await post(school, { text: 'x'.repeat(3000) })).text).toBe('x'.repeat(1000));
    for (const empty of ['', '   ', '<p> </p>', '<script>alert(1)</script>', '<img src=x onerror=alert(1)>'])
      expectFailure(await send('POST', school, { text: empty }), 400, text.empty);
    expect((await send('POST', school, { text: 'x'.repeat(10_001) })).statusCode).toBe(400);
  });
});

describe('the horizonte demo (issue 19)', () => {
  const page = '/api/learning/comments/NODE/101';

  it('has seven comments on Liderança Situacional, one bruno reported, and a hidden reply', async () => {
    const first = await list(page);
    expect(first.totalRecords).toBe(7);
    expect(first.comments).toHaveLength(6);
    expect(first.comments.find((comment) => comment.idComment === 8)).toMatchObject({
      reportedByMe: true,
      totalReports: 1,
      name: 'Marcelo Dias',
    });
    expect(first.comments.find((comment) => comment.idComment === 10)).toMatchObject({
      createdBy: 1,
      totalReplies: 1,
    });
    const replies = await list(page, '?idParentComment=1&limit=5');
    expect(replies.totalRecords).toBe(6);
    expect(replies.comments.find((comment) => comment.idComment === 4)).toMatchObject({
      text: null,
      hiddenBy: 2,
    });
  });

  it('has comments in class 11, from its learners', async () => {
    const camila = bearer(horizonte, await live.login(horizonte, 'camila.ferreira@horizonte.test'));
    const classPage = await list('/api/learning/comments/TEAM/11', '', camila);
    expect(classPage.comments.map((comment) => comment.idComment)).toEqual(expect.arrayContaining([22, 20]));
    expect(classPage.comments.find((comment) => comment.idComment === 20)).toMatchObject({ totalReplies: 1 });
  });
});
