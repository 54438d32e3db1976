// The learning schemas (learning-area.md 3, 7.1-7.3) accept the samples every other test starts from
// (tests/fixtures/learning-samples.ts) and refuse the typical mistakes, each with the JSON pointer and
// the rule the designer preview would show. Checked with the generated validators the browser ships.
import { beforeAll, describe, expect, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import Ajv from 'ajv';
import { isCoreSchemaId, isSchemaId, loadAllValidators, type SchemaId } from '../../src/engine/validate';
import type { Element } from '../../src/generated/types';
import * as sample from '../fixtures/learning-samples';
import type { SampleSchemaId } from '../fixtures/schema-ids';
import { firstIssue } from './check-schema';

// Not `() => loadAllValidators()`: it resolves to validate, which vitest would call as the teardown.
beforeAll(async () => {
  await loadAllValidators();
});

type Invalid = [what: string, payload: unknown, pointer: string, rule: string];
interface Case {
  schema: SchemaId;
  valid: [what: string, payload: unknown][];
  invalid: Invalid[];
}

/** The sample with one field replaced (undefined removes it). */
const patch = <T extends object>(value: T, changes: Record<string, unknown>): Record<string, unknown> => {
  const copy: Record<string, unknown> = { ...value, ...changes };
  for (const [key, change] of Object.entries(changes)) if (change === undefined) delete copy[key];
  return copy;
};

const entityCases: Case[] = [
  {
    schema: 'learning-status',
    valid: [['every value of 4.1', 'EQUIVALENCY']],
    invalid: [
      ['a node status', 'PUBLISHED', '', 'enum'],
      ['a label instead of the value', 'Concluído', '', 'enum'],
    ],
  },
  {
    schema: 'meeting',
    valid: [
      ['in person, at an address', sample.inPersonMeeting],
      ['online, a link without scheme', sample.onlineMeeting],
    ],
    invalid: [
      [
        'the spec\'s "virtual" wording',
        patch(sample.onlineMeeting, { meetingType: 'VIRTUAL' }),
        '/meetingType',
        'enum',
      ],
      ['no start date', patch(sample.inPersonMeeting, { startDate: undefined }), '/startDate', 'required'],
      ['a d/m/Y date', patch(sample.inPersonMeeting, { startDate: '08/03/2027' }), '/startDate', 'format'],
      ['an empty address', patch(sample.inPersonMeeting, { address: '' }), '/address', 'minLength'],
    ],
  },
  {
    schema: 'team',
    valid: [
      ['direct enrollment with meetings', sample.directTeam],
      ['needs approval', sample.approvalTeam],
      ['unlimited (capacity null)', sample.unlimitedTeam],
      ['full', sample.fullTeam],
      ['over-booked: negative places show "0"', patch(sample.fullTeam, { totalVacanciesAvailable: -2 })],
    ],
    invalid: [
      [
        'needApproval as a boolean',
        patch(sample.directTeam, { needApproval: true }),
        '/needApproval',
        'enum',
      ],
      ['capacity as text', patch(sample.directTeam, { capacity: 'ilimitadas' }), '/capacity', 'type'],
      ['no name', patch(sample.directTeam, { name: undefined }), '/name', 'required'],
      [
        'allowAccessUponCompletion 2',
        patch(sample.directTeam, { allowAccessUponCompletion: 2 }),
        '/allowAccessUponCompletion',
        'enum',
      ],
      [
        'a meeting of unknown type',
        patch(sample.directTeam, { meetings: [{ ...sample.onlineMeeting, meetingType: 'HIBRIDO' }] }),
        '/meetings/0/meetingType',
        'enum',
      ],
    ],
  },
  {
    schema: 'enrollment',
    valid: [['with its class', sample.enrollment]],
    invalid: [
      ['no idEnrollment', patch(sample.enrollment, { idEnrollment: undefined }), '/idEnrollment', 'required'],
      ['progress above 100', patch(sample.enrollment, { progress: 120 }), '/progress', 'maximum'],
      [
        'a class without id',
        patch(sample.enrollment, { team: { name: 'Turma' } }),
        '/team/idTeam',
        'required',
      ],
    ],
  },
  {
    schema: 'node-enrollment',
    valid: [
      ['nested enrollment and class', sample.nodeEnrollment],
      [
        'flat, as the navigation map sends it',
        { progress: 0, status: 'NOT_ATTEMPTED', idEnrollment: 501, idTeam: 11 },
      ],
    ],
    invalid: [
      ['no status', patch(sample.nodeEnrollment, { status: undefined }), '/status', 'required'],
      ['negative progress', patch(sample.nodeEnrollment, { progress: -1 }), '/progress', 'minimum'],
      ['processing as 1', patch(sample.nodeEnrollment, { processing: 1 }), '/processing', 'type'],
    ],
  },
  {
    schema: 'content-enrollment',
    valid: [
      ['in progress', sample.contentEnrollment],
      [
        'completed on the end of a video (4.2)',
        { ...sample.contentEnrollment, status: 'COMPLETED', progress: 100, grade: 0 },
      ],
    ],
    invalid: [
      ['progress 101', patch(sample.contentEnrollment, { progress: 101 }), '/progress', 'maximum'],
      ['progress as text', patch(sample.contentEnrollment, { progress: '40' }), '/progress', 'type'],
      ['a lower-case status', patch(sample.contentEnrollment, { status: 'completed' }), '/status', 'enum'],
      ['no progress', patch(sample.contentEnrollment, { progress: undefined }), '/progress', 'required'],
    ],
  },
  {
    schema: 'learning-content-item',
    valid: [
      ['an enrolled video', sample.learningVideo],
      ['restricted, not enrolled', sample.restrictedDocument],
    ],
    invalid: [
      ['no title (content-item.json)', patch(sample.learningVideo, { text: undefined }), '/text', 'required'],
      ['hasAccess as 0', patch(sample.learningVideo, { hasAccess: 0 }), '/hasAccess', 'type'],
      [
        'contentProgress 150',
        patch(sample.learningVideo, { contentProgress: 150 }),
        '/contentProgress',
        'maximum',
      ],
      [
        'a content enrollment without status',
        patch(sample.learningVideo, { contentEnrollment: { progress: 10 } }),
        '/contentEnrollment/status',
        'required',
      ],
    ],
  },
  {
    schema: 'node',
    valid: [
      ['a learning node with its enrollment', sample.learningNode],
      ['an organization with children', sample.organizationNode],
    ],
    invalid: [
      ['an unknown node type', patch(sample.learningNode, { nodeType: 'COURSE' }), '/nodeType', 'enum'],
      ['no nodeCode', patch(sample.learningNode, { nodeCode: undefined }), '/nodeCode', 'required'],
      [
        'a learner status as node status',
        patch(sample.learningNode, { status: 'COMPLETED' }),
        '/status',
        'enum',
      ],
      [
        'a bad child node',
        patch(sample.organizationNode, { childNodes: [{ ...sample.learningNode, title: '' }] }),
        '/childNodes/0/title',
        'minLength',
      ],
      ['tags repeated', patch(sample.learningNode, { tags: ['Excel', 'Excel'] }), '/tags', 'uniqueItems'],
      ['rate above 5', patch(sample.learningNode, { rate: 6 }), '/rate', 'maximum'],
    ],
  },
  {
    schema: 'element',
    valid: [
      ['a NODE whose data is a node', sample.nodeElement],
      ['a CONTENT whose data is a content item', sample.contentElement],
      ['an IMAGE with open data', sample.imageElement],
      ['a NODE without data', { elementType: 'NODE', idNode: 4 }],
    ],
    invalid: [
      ['a NODE without idNode', patch(sample.nodeElement, { idNode: undefined }), '/idNode', 'required'],
      [
        'a CONTENT without its type',
        patch(sample.contentElement, { idContentType: undefined }),
        '/idContentType',
        'required',
      ],
      [
        'a NODE whose data is not a node',
        patch(sample.nodeElement, { data: { title: 'Sem código' } }),
        '/data/nodeCode',
        'required',
      ],
      [
        'a CONTENT whose data has no title',
        patch(sample.contentElement, { data: { idContentItem: 1, idContentType: 2 } }),
        '/data/text',
        'required',
      ],
      ['an unknown element type', { elementType: 'VIDEO', idElement: 1 }, '/elementType', 'enum'],
    ],
  },
  {
    schema: 'block',
    valid: [['a carousel of a node and a content', sample.carouselBlock]],
    invalid: [
      ['no blockType', patch(sample.carouselBlock, { blockType: undefined }), '/blockType', 'required'],
      [
        'an element whose data breaks its type',
        patch(sample.carouselBlock, {
          elements: [{ elementType: 'NODE', idNode: 1, data: { nodeCode: 'X' } }],
        }),
        '/elements/0/data/nodeType',
        'required',
      ],
    ],
  },
  {
    schema: 'navigation-map',
    valid: [['a tree of nodes, contents and an evaluation', sample.navigationMap]],
    invalid: [
      ['no elements', patch(sample.navigationMap, { mapElements: undefined }), '/mapElements', 'required'],
      [
        'an IMAGE element (not a map type)',
        patch(sample.navigationMap, { mapElements: [{ elementType: 'IMAGE', title: 'Banner' }] }),
        '/mapElements/0/elementType',
        'enum',
      ],
      [
        'a nested content without its type',
        patch(sample.navigationMap, {
          mapElements: [
            {
              elementType: 'NODE',
              title: 'M1',
              nodeCode: 'M1',
              mapElements: [{ elementType: 'CONTENT', title: 'V', idElement: 1 }],
            },
          ],
        }),
        '/mapElements/0/mapElements/0/idContentType',
        'required',
      ],
    ],
  },
  {
    schema: 'navigation-map-element',
    valid: [
      [
        'an evaluation not yet finished',
        { elementType: 'EVALUATION', title: 'Prova final', questionnaire: { finishDate: null } },
      ],
    ],
    invalid: [
      ['a NODE without nodeCode', { elementType: 'NODE', title: 'Módulo' }, '/nodeCode', 'required'],
      ['no title', { elementType: 'EVALUATION' }, '/title', 'required'],
      [
        'a finish date in d/m/Y',
        { elementType: 'EVALUATION', title: 'Prova', questionnaire: { finishDate: '10/03/2027' } },
        '/questionnaire/finishDate',
        'format',
      ],
    ],
  },
  {
    schema: 'navigation-item',
    valid: [
      ['the previous content', sample.previousItem],
      ['the next evaluation', sample.nextEvaluationItem],
    ],
    invalid: [
      ['sequential as "1"', patch(sample.previousItem, { sequential: '1' }), '/sequential', 'type'],
      ['idContentItem 0', patch(sample.previousItem, { idContentItem: 0 }), '/idContentItem', 'minimum'],
    ],
  },
  {
    schema: 'attachment',
    valid: sample.attachments.map((attachment) => [attachment.format, attachment]),
    invalid: [
      ['an executable', patch(sample.attachments[0]!, { format: 'exe' }), '/format', 'enum'],
      [
        'the kind instead of the extension',
        patch(sample.attachments[0]!, { format: 'PDF' }),
        '/format',
        'enum',
      ],
      ['no url', patch(sample.attachments[0]!, { url: undefined }), '/url', 'required'],
    ],
  },
  {
    schema: 'tag-list',
    valid: [
      ['pt-BR tags', sample.tags],
      ['no tags', []],
    ],
    invalid: [
      ['an empty tag', ['Excel', ''], '/1', 'minLength'],
      ['a repeated tag', ['Excel', 'Excel'], '', 'uniqueItems'],
      ['not a list', 'Excel', '', 'type'],
    ],
  },
  {
    schema: 'enrollment-request',
    valid: [
      ['pending', sample.pendingRequest],
      ['denied with its reason', sample.deniedRequest],
    ],
    invalid: [
      [
        'the label instead of the status',
        patch(sample.pendingRequest, { status: 'Aguardando' }),
        '/status',
        'enum',
      ],
      [
        'no creation date',
        patch(sample.pendingRequest, { creationDate: undefined }),
        '/creationDate',
        'required',
      ],
    ],
  },
  {
    schema: 'enrollment-tree-node',
    valid: sample.enrollmentTree.map((group) => [group.title ?? 'untitled group', group]),
    invalid: [
      ['no nodes', { title: 'Escola' }, '/nodes', 'required'],
      ['a node that is not a node', { nodes: [{ title: 'Sem código' }] }, '/nodes/0/nodeCode', 'required'],
    ],
  },
];

const apiInvalid: [schema: SampleSchemaId, ...Invalid][] = [
  ['api/learning-catalog-listing-response', 'no totalRecords', { data: [] }, '/totalRecords', 'required'],
  [
    'api/learning-recommendations-response',
    'data instead of result',
    { totalRecords: 0, data: [] },
    '/result',
    'required',
  ],
  ['api/learning-home-response', 'blocks not a list', { blocks: {} }, '/blocks', 'type'],
  ['api/learning-created-response', 'newId at the top', { newId: 3 }, '/data', 'required'],
  [
    'api/learning-teams-response',
    'a class without name',
    { data: [{ idTeam: 1 }] },
    '/data/0/name',
    'required',
  ],
  [
    'api/learning-enrollment-request-body',
    'an unexpected field',
    { idTeam: 12, justification: 'Preciso para o meu cargo' },
    '',
    'additionalProperties',
  ],
  ['api/learning-enrollment-request-body', 'idTeam as text', { idTeam: '12' }, '/idTeam', 'type'],
  [
    'api/learning-direct-enrollment-body',
    'no nodeCode',
    { idTeam: 11, idUser: sample.learnerId },
    '/nodeCode',
    'required',
  ],
  [
    'api/learning-content-enrollment-update-body',
    'progress 100.5',
    { status: 'COMPLETED', progress: 100.5 },
    '/progress',
    'maximum',
  ],
  [
    'api/learning-content-enrollment-create-body',
    'an unknown status',
    { ...sample.learningApiSamples['api/learning-content-enrollment-create-body'], status: 'STARTED' },
    '/status',
    'enum',
  ],
  [
    'api/learning-content-progress-body',
    'no clientSeq (a write the outbox did not number)',
    { status: 'IN_PROGRESS', progress: 40 },
    '/clientSeq',
    'required',
  ],
  [
    'api/learning-content-progress-body',
    'a fractional progress',
    { status: 'IN_PROGRESS', progress: 40.5, clientSeq: 7 },
    '/progress',
    'type',
  ],
  [
    'api/learning-content-progress-response',
    'applied missing',
    { data: sample.contentEnrollment },
    '/applied',
    'required',
  ],
  [
    'api/scorm-kept-runtime-data-body',
    'no clientSeq (data the outbox did not number)',
    { data: { cmi: {} }, finish: false },
    '/clientSeq',
    'required',
  ],
  [
    'api/learning-content-access-body',
    'another record type',
    { idEnrollment: 501, type: 'VIEW', progress: 100 },
    '/type',
    'const',
  ],
  [
    'api/learning-tracking-body',
    'an ISO start time (the spec asks YYYY-MM-DD HH:mm:ss)',
    { ...sample.learningApiSamples['api/learning-tracking-body'], startTime: '2027-03-03T21:40:05Z' },
    '/startTime',
    'pattern',
  ],
  ['api/learning-tracking-response', 'earnPoints as 1', { earnPoints: 1 }, '/earnPoints', 'type'],
  ['api/learning-has-enrollment-requests-response', 'missing', {}, '/hasEnrollmentRequests', 'required'],
  [
    'api/learning-attachments-response',
    'an attachment of unknown kind',
    { totalRecords: 1, result: [{ title: 'Instalador', format: 'exe', url: '/x.exe' }] },
    '/result/0/format',
    'enum',
  ],
  [
    'api/learning-enrolled-content-response',
    'a next item with a text id',
    { data: sample.learningVideo, nextItem: { idContentItem: '3102' } },
    '/nextItem/idContentItem',
    'type',
  ],
];

for (const { schema, valid, invalid } of entityCases)
  describe(`${schema}.json`, () => {
    it.each(valid)('accepts %s', (_what, payload) => expect(firstIssue(schema, payload)).toBe('valid'));
    it.each(invalid)('refuses %s at %j (%s)', (_what, payload, pointer, rule) =>
      expect(firstIssue(schema, payload)).toEqual({ pointer, rule }),
    );
  });

describe('schemas/api/learning-*.json', () => {
  const apiIds = readdirSync('schemas/api')
    .filter((file) => file.startsWith('learning-'))
    .map((file) => `api/${file.replace(/\.json$/, '')}`)
    .sort();

  it('has one sample for each schema', () =>
    expect(Object.keys(sample.learningApiSamples).sort()).toEqual(apiIds));

  it.each(Object.entries(sample.learningApiSamples))('%s accepts its sample', (schema, payload) => {
    expect(firstIssue(schema as SampleSchemaId, payload)).toBe('valid');
  });

  it.each(apiInvalid)('%s refuses %s at %j (%s)', (schema, _what, payload, pointer, rule) =>
    expect(firstIssue(schema, payload)).toEqual({ pointer, rule }),
  );
});

describe('the learning schemas stay out of the first paint', () => {
  const learningIds = [...entityCases.map(({ schema }) => schema), ...Object.keys(sample.learningApiSamples)];

  it.each(learningIds)('%s is validated by a lazy bundle', (schema) =>
    expect(isCoreSchemaId(schema)).toBe(false),
  );

  it('every entity schema is known before its bundle loads, so a registry line may name it', () =>
    expect(entityCases.filter(({ schema }) => !isSchemaId(schema))).toEqual([]));
});

describe('the generated Element type', () => {
  // Compiles only if narrowing on elementType types the data: a node's title, a content's text.
  const titleOf = (element: Element): string | undefined =>
    element.elementType === 'NODE'
      ? element.data?.title
      : element.elementType === 'CONTENT'
        ? element.data?.text
        : undefined;

  it.each([
    ['NODE', sample.nodeElement, 'Liderança Situacional'],
    ['CONTENT', sample.contentElement, 'Feedback que transforma'],
    ['IMAGE', sample.imageElement, undefined],
  ] as const)('types the data of a %s element by its elementType', (_type, element, title) =>
    expect(titleOf(element)).toBe(title),
  );
});

describe('the request bodies, as the server checks them', () => {
  // Options of server/http/route-validation.ts: route bodies go through a draft-07 ajv, strict, with no
  // type coercion; a body schema must compile there once its $schema and $id are dropped.
  const routeAjv = new Ajv({ allErrors: false, strict: true, strictNumbers: true, coerceTypes: false });
  const bodies = Object.entries(sample.learningApiSamples).filter(([schema]) => schema.endsWith('-body'));

  it.each(bodies)('%s compiles as a route body schema and accepts its sample', (schema, body) => {
    const {
      $schema: _meta,
      $id: _id,
      ...routeSchema
    } = JSON.parse(readFileSync(`schemas/${schema}.json`, 'utf8')) as Record<string, unknown>;
    const check = routeAjv.compile(routeSchema);
    expect(check(body)).toBe(true);
    expect(check({ ...body, idUser: 'outro' })).toBe(false);
  });
});
