import type { LearningBlock } from '../../src/generated/types.ts';
import type { TenantFixture } from '../fixtures/tenant-fixture-types.ts';
import type { Queryable } from './database.ts';
import { seedExternalCourses } from '../external-courses/seed.ts';
import { seedComments } from '../comments/seed.ts';
import { seedPlanTrial } from '../plans/seed.ts';

/** The id of the node enrollment a seeded enrollment gets for its class's node (modules follow it). */
export const seededNodeEnrollmentId = (idEnrollment: number, index = 0) => idEnrollment * 100 + index;

/**
 * The learning area of one tenant (server/db/migrations/0006-learning.sql). What the fixture owns (tree,
 * contents, blocks, classes, meetings, attachments, tags) is replaced; the learners' enrollments,
 * requests and progress are only added when missing, so what a learner did survives a restart.
 */
export async function seedLearning(tx: Queryable, fixture: TenantFixture): Promise<void> {
  const idApp = fixture.app.idApp;
  for (const table of [
    'learning_nodes',
    'learning_node_tags',
    'learning_contents',
    'learning_blocks',
    'learning_block_elements',
    'learning_teams',
    'learning_meetings',
    'learning_attachments',
  ]) {
    await tx.query(`DELETE FROM ${table} WHERE id_app = $1`, [idApp]);
  }
  const nodes = fixture.learningNodes ?? [];
  const teams = fixture.learningTeams ?? [];

  // One statement per table: jsonb_array_elements keeps the fixture order as the position.
  await tx.query(
    `INSERT INTO learning_nodes (id_app, node_code, id_node, parent_code, node_type, position, title, node)
     SELECT $1, element ->> 'nodeCode', (element ->> 'idNode')::int, element ->> 'parentNodeCode',
            element ->> 'nodeType', ordinality::int, element ->> 'title', element - 'contents' - 'blocks'
       FROM jsonb_array_elements($2::jsonb) WITH ORDINALITY AS nodes (element, ordinality)`,
    [idApp, JSON.stringify(nodes)],
  );
  const tags = nodes.flatMap((node) =>
    [...new Set(node.tags ?? [])].map((tag) => ({ node: node.nodeCode, tag })),
  );
  await tx.query(
    `INSERT INTO learning_node_tags (id_app, node_code, tag)
     SELECT $1, element ->> 'node', element ->> 'tag' FROM jsonb_array_elements($2::jsonb) AS tags (element)`,
    [idApp, JSON.stringify(tags)],
  );
  const contents = nodes.flatMap((node) =>
    (node.contents ?? []).map((item, position) => ({ node: node.nodeCode, position, item })),
  );
  await tx.query(
    `INSERT INTO learning_contents (id_app, id_content_item, node_code, position, item)
     SELECT $1, (element -> 'item' ->> 'idContentItem')::int, element ->> 'node', (element ->> 'position')::int,
            element -> 'item'
       FROM jsonb_array_elements($2::jsonb) AS contents (element)`,
    [idApp, JSON.stringify(contents)],
  );
  const blocks: { node: string | null; position: number; block: LearningBlock }[] = [
    ...(fixture.learningHomeBlocks ?? []).map((block, position) => ({ node: null, position, block })),
    ...nodes.flatMap((node) =>
      ((node.blocks ?? []) as LearningBlock[]).map((block, position) => ({
        node: node.nodeCode,
        position,
        block,
      })),
    ),
  ];
  await tx.query(
    `INSERT INTO learning_blocks (id_app, id_block, node_code, position, block)
     SELECT $1, (element -> 'block' ->> 'idBlock')::int, element ->> 'node', (element ->> 'position')::int,
            (element -> 'block') - 'elements'
       FROM jsonb_array_elements($2::jsonb) AS blocks (element)`,
    [idApp, JSON.stringify(blocks)],
  );
  const elements = blocks.flatMap(({ block }) =>
    (block.elements ?? []).map((element, position) => ({ idBlock: block.idBlock, position, element })),
  );
  await tx.query(
    `INSERT INTO learning_block_elements (id_app, id_block, position, element)
     SELECT $1, (element ->> 'idBlock')::int, (element ->> 'position')::int, element -> 'element'
       FROM jsonb_array_elements($2::jsonb) AS elements (element)`,
    [idApp, JSON.stringify(elements)],
  );
  for (const team of teams) {
    const { attachments = [], meetings = [], ...stored } = team;
    await tx.query(
      'INSERT INTO learning_teams (id_app, id_team, node_code, team) VALUES ($1, $2, $3, $4::jsonb)',
      [idApp, team.idTeam, team.nodeCode, JSON.stringify(stored)],
    );
    for (const [position, meeting] of meetings.entries()) {
      await tx.query(
        `INSERT INTO learning_meetings (id_app, id_team, position, node_code, start_date, meeting)
         VALUES ($1, $2, $3, $4, $5, $6::jsonb)`,
        [
          idApp,
          team.idTeam,
          position,
          meeting.nodeCode ?? team.nodeCode,
          meeting.startDate,
          JSON.stringify(meeting),
        ],
      );
    }
    for (const [position, attachment] of attachments.entries()) {
      await tx.query(
        'INSERT INTO learning_attachments (id_app, id_team, position, attachment) VALUES ($1, $2, $3, $4::jsonb)',
        [idApp, team.idTeam, position, JSON.stringify(attachment)],
      );
    }
  }
  await addStartingEnrollments(tx, fixture);
  await seedExternalCourses(tx, fixture);
  await seedComments(tx, fixture);
  await seedPlanTrial(tx, fixture);
}

/** The fixture's enrollments, requests and progress, each added once (a learner's changes are kept). */
async function addStartingEnrollments(tx: Queryable, fixture: TenantFixture): Promise<void> {
  const idApp = fixture.app.idApp;
  const teamNode = new Map(
    (fixture.learningTeams ?? []).map((team) => [team.idTeam, team.nodeCode as string]),
  );
  const contentNode = new Map(
    (fixture.learningNodes ?? []).flatMap((node) =>
      (node.contents ?? []).map((item) => [item.idContentItem, node.nodeCode] as const),
    ),
  );
  for (const enrollment of fixture.learningEnrollments ?? []) {
    const inserted = await tx.query(
      `INSERT INTO learning_enrollments
         (id_app, id_enrollment, id_user, id_team, status, progress, created_at, finish_date, validity_date, grade)
       VALUES ($1, $2, $3, $4, $5, CASE WHEN $5 IN ('COMPLETED', 'PASSED', 'EQUIVALENCY') THEN 100 ELSE 0 END,
               coalesce($6::timestamptz, now()), $7, $8, $9)
       ON CONFLICT DO NOTHING RETURNING id_enrollment`,
      [
        idApp,
        enrollment.idEnrollment,
        enrollment.idUser,
        enrollment.idTeam,
        enrollment.status,
        enrollment.startDate ?? null,
        enrollment.finishDate ?? null,
        enrollment.validityDate ?? null,
        enrollment.grade ?? null,
      ],
    );
    if (inserted.length === 0) continue;
    const root = teamNode.get(enrollment.idTeam) as string;
    const rootId = seededNodeEnrollmentId(enrollment.idEnrollment);
    await tx.query(
      `INSERT INTO learning_node_enrollments
         (id_app, id_node_enrollment, id_enrollment, node_code, id_parent_node_enrollment, status, progress)
       VALUES ($1, $2, $3, $4, NULL, $5, 0) ON CONFLICT DO NOTHING`,
      [idApp, rootId, enrollment.idEnrollment, root, enrollment.status],
    );
    const modules = [
      ...new Set(
        (enrollment.contents ?? []).map((content) => contentNode.get(content.idContentItem) as string),
      ),
    ].filter((code) => code !== root);
    const nodeEnrollmentOf = new Map([[root, rootId]]);
    for (const [index, code] of modules.entries()) {
      const id = seededNodeEnrollmentId(enrollment.idEnrollment, index + 1);
      nodeEnrollmentOf.set(code, id);
      await tx.query(
        `INSERT INTO learning_node_enrollments
           (id_app, id_node_enrollment, id_enrollment, node_code, id_parent_node_enrollment, status, progress)
         VALUES ($1, $2, $3, $4, $5, 'IN_PROGRESS', 0) ON CONFLICT DO NOTHING`,
        [idApp, id, enrollment.idEnrollment, code, rootId],
      );
    }
    for (const [index, content] of (enrollment.contents ?? []).entries()) {
      const done = content.status === 'COMPLETED' || content.status === 'PASSED';
      await tx.query(
        `INSERT INTO learning_content_enrollments
           (id_app, id_content_enrollment, id_enrollment, id_node_enrollment, id_content_item, status, progress,
            grade, start_date, finish_date, last_access_date)
         VALUES ($1, $2, $3, $4, $5, $6, $7, NULL, now(), CASE WHEN $8 THEN now() END, now())
         ON CONFLICT DO NOTHING`,
        [
          idApp,
          enrollment.idEnrollment * 100 + index + 1,
          enrollment.idEnrollment,
          nodeEnrollmentOf.get(contentNode.get(content.idContentItem) as string) ?? rootId,
          content.idContentItem,
          content.status,
          content.progress,
          done,
        ],
      );
    }
  }
  for (const request of fixture.learningEnrollmentRequests ?? []) {
    await tx.query(
      `INSERT INTO learning_enrollment_requests
         (id_app, id_enrollment_request, id_user, id_team, status, reason, created_at, status_date)
       VALUES ($1, $2, $3, $4, $5, $6, coalesce($7::timestamptz, now()),
               CASE WHEN $5 <> 'PENDING' THEN coalesce($8::timestamptz, $7::timestamptz, now()) END)
       ON CONFLICT DO NOTHING`,
      [
        idApp,
        request.idEnrollmentRequest,
        request.idUser,
        request.idTeam,
        request.status,
        request.reason ?? null,
        request.creationDate ?? null,
        request.statusDate ?? null,
      ],
    );
  }
}
