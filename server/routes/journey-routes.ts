// The calls of the journey viewers (content-app.md 2.6, 7): content types 15 and 22 (journey),
// 16 (stepped journey) and 23 (impact journey). A journey's parts are the content items whose `parent`
// is the journey; pages run in classification order (idClassification), then in the designer's order.
//   GET /content/journeyparts/{idContentItem} -> {success, listJourneyPart}
//   GET /content/impactmenu/{parent}          -> {success, result: [{idContentItem, text, children}]},
//     children being the chapters: one per classification, each with its parts.
import type { FastifyInstance } from 'fastify';
import { authenticatedOf, sessionGuard } from '../auth/session-guard.ts';
import type { ContentItem } from '../fixtures/tenant-fixture-types.ts';
import { failure } from '../messages.ts';
import type { RouteContext } from '../route-context.ts';
import { listContentChildren } from '../store/content-child-store.ts';
import { findContentItem } from '../store/content-store.ts';

/** Content types drawn by a journey viewer (schemas/content-types.json). */
export const journeyContentTypes: ReadonlySet<number> = new Set([15, 16, 22, 23]);

export const journeyMessages = {
  journeyNotFound: 'Jornada não encontrada.',
} as const;

export interface ImpactChapter {
  idClassification?: number;
  classificationTitle?: string;
  classificationAbbreviation?: string;
  children: ContentItem[];
}

const idParam = (name: string) =>
  ({
    params: {
      type: 'object',
      required: [name],
      properties: { [name]: { type: 'integer', minimum: 1 } },
    },
  }) as const;

/** Parts without a classification go last; Array.prototype.sort is stable, so ties keep fixture order. */
const classificationKey = (part: ContentItem) => part.idClassification ?? Number.POSITIVE_INFINITY;

export function orderJourneyParts(parts: readonly ContentItem[]): ContentItem[] {
  return [...parts].sort((a, b) => classificationKey(a) - classificationKey(b));
}

/** Consecutive parts of one classification make a chapter (the parts are already in order). */
export function groupChapters(ordered: readonly ContentItem[]): ImpactChapter[] {
  const chapters: ImpactChapter[] = [];
  for (const part of ordered) {
    const last = chapters.at(-1);
    if (last && last.idClassification === part.idClassification) {
      last.children.push(part);
      continue;
    }
    chapters.push({
      ...(part.idClassification === undefined ? {} : { idClassification: part.idClassification }),
      ...(part.classificationTitle ? { classificationTitle: part.classificationTitle } : {}),
      ...(part.classificationAbbreviation
        ? { classificationAbbreviation: part.classificationAbbreviation }
        : {}),
      children: [part],
    });
  }
  return chapters;
}

/** Only signed-in users of the host's tenant (content-app.md section 6). */
export async function journeyRoutes(app: FastifyInstance, context: RouteContext): Promise<void> {
  app.addHook('onRequest', sessionGuard(context));

  /** The journey and its ordered parts, or undefined when the id names no journey of the tenant. */
  async function journeyWithParts(idApp: number, id: number) {
    const journey = await findContentItem(context.db, idApp, id);
    if (!journey || !journeyContentTypes.has(journey.idContentType)) return undefined;
    return { journey, parts: orderJourneyParts(await listContentChildren(context.db, idApp, id)) };
  }

  app.get<{ Params: { idContentItem: number } }>(
    '/content/journeyparts/:idContentItem',
    { schema: idParam('idContentItem') },
    async (request, reply) => {
      const { tenant } = authenticatedOf(request);
      const found = await journeyWithParts(tenant.idApp, request.params.idContentItem);
      if (!found) return reply.code(404).send(failure(journeyMessages.journeyNotFound));
      return { success: true, listJourneyPart: found.parts };
    },
  );

  app.get<{ Params: { parent: number } }>(
    '/content/impactmenu/:parent',
    { schema: idParam('parent') },
    async (request, reply) => {
      const { tenant } = authenticatedOf(request);
      const found = await journeyWithParts(tenant.idApp, request.params.parent);
      if (!found) return reply.code(404).send(failure(journeyMessages.journeyNotFound));
      const { journey, parts } = found;
      return {
        success: true,
        result: [
          { idContentItem: journey.idContentItem, text: journey.text, children: groupChapters(parts) },
        ],
      };
    },
  );
}
