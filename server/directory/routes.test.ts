import { describe, expect, it } from 'vitest';
import {
  aurora,
  bearer,
  expectFailure,
  expectSchema,
  horizonte,
  useLearnerServer,
} from '../test-support/test-server.ts';
import { answerOf } from '../test-support/answer-of.ts';
import { expectSessionRequired } from '../test-support/refusals.ts';

const live = useLearnerServer();

interface Person {
  name: string;
  email: string;
}
const names = (body: { userList: Person[] }) => body.userList.map((user) => user.name);

describe('GET /api/users (people directory)', () => {
  it('answers the first 10 * page active users of the tenant, sorted by name the pt-BR way', async () => {
    const first = await live.get('/api/users?page=1&searchText=', bearer(aurora, live.ana));
    const body = answerOf<{ userList: Person[]; totalRecord: number }>(
      first,
      'api/directory-users-response.json',
    );
    expect(body.userList).toHaveLength(10);
    expect(body.totalRecord).toBeGreaterThanOrEqual(25);
    // "Álvaro" sorts beside the A names, not after Z.
    expect(names(body).slice(0, 3)).toEqual(['Álvaro Nogueira', 'Ana Clara Batista', 'Ana Souza']);
    expect(body.userList[0]).not.toHaveProperty('password');
    expect(body.userList[0]).not.toHaveProperty('passwordHash');

    const third = (await live.get('/api/users?page=3', bearer(aurora, live.ana))).json<{
      userList: Person[];
    }>();
    expect(third.userList).toHaveLength(30);
    expect(names(third).slice(0, 10)).toEqual(names(body));
  });

  it('searches a case-sensitive substring of the name', async () => {
    const upper = (await live.get('/api/users?searchText=Ana', bearer(aurora, live.ana))).json();
    expect(names(upper)).toEqual(['Ana Clara Batista', 'Ana Souza']);
    const lower = (await live.get('/api/users?searchText=ana', bearer(aurora, live.ana))).json();
    expect(names(lower)).toEqual(['Juliana Rocha', 'Mariana Costa']);
    const none = (await live.get('/api/users?searchText=ANA', bearer(aurora, live.ana))).json();
    expect(none).toEqual({ success: true, userList: [], totalRecord: 0 });
  });

  it('lists only the tenant of the host', async () => {
    const body = (await live.get('/api/users?page=10', bearer(horizonte, live.bruno))).json<{
      userList: Person[];
    }>();
    // marcos@grupo.test has an account in both demo tenants (the app switch): horizonte's is listed here.
    const ofHorizonte = (email: string) => email.endsWith('@horizonte.test') || email === 'marcos@grupo.test';
    expect(body.userList.every((user) => ofHorizonte(user.email))).toBe(true);
  });

  it('refuses a bad page and anonymous callers', async () => {
    expectFailure(
      await live.get('/api/users?page=0', bearer(aurora, live.ana)),
      400,
      'O campo "page" deve ser maior ou igual a 1.',
    );
    await expectSessionRequired((headers) => live.get('/api/users', headers), aurora, live.bruno);
  });
});

describe('GET /api/mediacenter/:idContentItem', () => {
  const library = (id: string) => live.get(`/api/mediacenter/${id}`, bearer(aurora, live.ana));

  it('answers every file and folder of the library', async () => {
    const response = await library('4001');
    const files = answerOf<{ files: { key: string; isFolder: boolean; url?: string }[] }>(
      response,
      'api/mediacenter-response.json',
    ).files;
    expect(files).toContainEqual(expect.objectContaining({ key: 'Políticas/RH/', isFolder: true }));
    expect(files).toContainEqual(
      expect.objectContaining({ key: 'Código de conduta.pdf', url: '/demo/codigo-de-conduta.pdf' }),
    );
  });

  it('is 404 for a library of no tenant content, 400 for a non-number', async () => {
    expectFailure(await library('9999'), 404, 'Biblioteca não encontrada.');
    expectFailure(await library('abc'), 400, 'O campo "idContentItem" deve ser um número inteiro.');
  });
});

describe('GET /api/schedule/listschedules and listschedulestype', () => {
  interface Event {
    idScheduleType: number;
    startDate: string;
  }
  const events = async (query = '') =>
    (await live.get(`/api/schedule/listschedules${query}`, bearer(aurora, live.ana))).json<{
      scheduleResult: { schedules: Event[] };
    }>().scheduleResult.schedules;

  it('lists the events in start order, of the named types only when some are named', async () => {
    const response = await live.get('/api/schedule/listschedules', bearer(aurora, live.ana));
    expectSchema(response, 'api/schedule-list-response.json');
    const all = await events();
    expect(all.length).toBeGreaterThan(10);
    const starts = all.map((event) => Date.parse(event.startDate));
    expect(starts).toEqual([...starts].sort((a, b) => a - b));
    const some = await events('?scheduleTypes=41,44');
    expect(some.length).toBeGreaterThan(0);
    expect(new Set(some.map((event) => event.idScheduleType))).toEqual(new Set([41, 44]));
  });

  it('lists the types', async () => {
    const response = await live.get('/api/schedule/listschedulestype', bearer(aurora, live.ana));
    expectSchema(response, 'api/schedule-types-response.json');
    expect(
      response.json().scheduleResult.types.map((type: { description: string }) => type.description),
    ).toEqual(['Treinamento', 'Reunião geral', 'Bem-estar', 'Prazo']);
  });

  it('refuses a malformed type list', async () => {
    expectFailure(
      await live.get('/api/schedule/listschedules?scheduleTypes=1;2', bearer(aurora, live.ana)),
      400,
      'O campo "scheduleTypes" é inválido.',
    );
  });
});
