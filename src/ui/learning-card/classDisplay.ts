// What the class selection modal writes of a class (learning-area.md 4.4 and 5, display rules).
import type { Team } from '../../generated/types';
import { formatIsoDate } from '../../i18n/dates';
import { learningPageMessages } from '../../i18n/learning-pages';

/** Descriptions that say "none": hidden (5). */
const NO_DESCRIPTION = new Set(['N / A', 'N / D', 'N/A', 'N/D']);

export const shownDescription = (description: string | undefined): string | undefined => {
  const text = description?.trim();
  return text && !NO_DESCRIPTION.has(text) ? text : undefined;
};

/**
 * Places of a class (5): 'ilimitadas' when null, '0' when 0 or below. The places left when the server
 * counted them, else the class's capacity.
 */
export function vacanciesText(team: Pick<Team, 'capacity' | 'totalVacanciesAvailable'>): string {
  const places = team.totalVacanciesAvailable === undefined ? team.capacity : team.totalVacanciesAvailable;
  if (places === null || places === undefined) return learningPageMessages.unlimited;
  return String(Math.max(0, places));
}

/** "01/09/2026 a 30/06/2027" (d/m/Y), or the one date there is. */
export function periodText(team: Pick<Team, 'initialDate' | 'finalDate'>): string | undefined {
  const dates = [
    formatIsoDate(team.initialDate, 'numericDate'),
    formatIsoDate(team.finalDate, 'numericDate'),
  ];
  const known = dates.filter((date): date is string => date !== undefined);
  return known.length === 0 ? undefined : known.join(' a ');
}

/** The class's action (4.4): direct enrolment, a request, or the wait for approval. */
export type ClassAction = 'enroll' | 'request' | 'awaiting';

export function classAction(team: Pick<Team, 'needApproval' | 'awaitingApproval'>): ClassAction {
  if (team.needApproval !== 1) return 'enroll';
  return team.awaitingApproval ? 'awaiting' : 'request';
}
