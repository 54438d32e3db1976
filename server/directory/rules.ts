// The directory's decisions: who the people search finds and how many a page shows, and which
// events the agenda lists in which order. Pure, unit-tested (rules.test.ts).
import type { CollectionItem } from '../content/store-collections.ts';
import type { DirectoryEntry } from './store.ts';

/** content-app.md 9: page N answers the first 10 * N people ("ver mais" adds 10). */
export const directoryPageSize = 10;

/** content-app.md 5: the directory search is a case-sensitive substring of the name. */
export const nameMatches = (name: string, searchText: string) => name.includes(searchText);

/** GET /users: the first directoryPageSize * page people whose name matches, and how many match. */
export function peoplePage(people: readonly DirectoryEntry[], searchText: string, page: number) {
  const matches = people.filter((person) => nameMatches(person.name, searchText));
  return { userList: matches.slice(0, directoryPageSize * page), totalRecord: matches.length };
}

type ScheduleEvent = CollectionItem<'schedules'>;

/** The events of the wanted types ("1,3"; absent: every type), the soonest first. */
export function agenda(events: readonly ScheduleEvent[], scheduleTypes?: string): ScheduleEvent[] {
  const wanted = scheduleTypes?.split(',').map(Number);
  return events
    .filter((event) => !wanted || wanted.includes(event.idScheduleType))
    .sort((a, b) => Date.parse(a.startDate) - Date.parse(b.startDate));
}
