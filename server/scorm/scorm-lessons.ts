// The `scorm` part of a type-26 item in the enrolled content GET (learning-area.md 4.3): the package's
// status and standard, and the learner's lesson cards once it is SUCCESS.
import type { LearningScormContent } from '../../src/generated/types.ts';
import type { Queryable } from '../db/database.ts';
import { currentPackages } from './rules.ts';
import { lessonsOf, packagesOf, scoEnrollmentsOf } from './store.ts';
import { lessonCards } from './views.ts';

export async function scormContentOf(
  db: Queryable,
  idApp: number,
  idEnrollment: number,
  item: { idContentItem: number; sequential?: boolean },
): Promise<LearningScormContent> {
  const { latest, usable } = currentPackages(await packagesOf(db, idApp, item.idContentItem));
  if (!latest || !usable || latest.status !== 'SUCCESS')
    return { status: latest?.status ?? 'PENDING', standard: usable?.standard ?? null, scos: [] };
  const [lessons, rows] = await Promise.all([
    lessonsOf(db, idApp, usable.idPackage),
    scoEnrollmentsOf(db, idApp, idEnrollment, item.idContentItem),
  ]);
  return {
    status: 'SUCCESS',
    standard: usable.standard,
    scos: lessonCards(lessons, rows, item.sequential === true),
  };
}
