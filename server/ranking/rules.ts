// The ranking's rules (learning-area.md 2.4, 3 Ranking row, 7.5): learners ordered by their points in a
// campaign, positions by standard competition ranking (1, 2, 2, 4: a tie shares the better position and
// the next one counts those ahead), names breaking ties in the order only; and who is in a campaign.

export interface Standing {
  idUser: number;
  name: string;
  department: string | null;
  points: number;
}

export interface RankedStanding extends Standing {
  position: number;
}

/** Ordered by points (most first), then name; each with its competition-ranking position. */
export function rank(standings: readonly Standing[]): RankedStanding[] {
  const sorted = [...standings].sort(
    (a, b) => b.points - a.points || a.name.localeCompare(b.name, 'pt-BR') || a.idUser - b.idUser,
  );
  let position = 0;
  return sorted.map((standing, index) => {
    if (index === 0 || standing.points !== sorted[index - 1]!.points) position = index + 1;
    return { ...standing, position };
  });
}

/** A campaign is running when it is active (status 1, content-app.md 3) and now is inside its dates. */
export function isRunning(campaign: { status?: number; startDate?: string; endDate?: string }, now: Date) {
  if (campaign.status !== 1) return false;
  const time = now.getTime();
  if (campaign.startDate && Date.parse(campaign.startDate) > time) return false;
  return !(campaign.endDate && Date.parse(campaign.endDate) < time);
}

/**
 * 2.2, 6: the learner is in a campaign when a running campaign holds an activity of theirs: the
 * ranking has a line for them. Without one there is no line to show, and the tab stays hidden.
 */
export const isInCampaign = (
  idUser: number,
  runningCampaigns: ReadonlySet<number>,
  activities: readonly { idUser: number; idCampaign: number }[],
) => activities.some((activity) => activity.idUser === idUser && runningCampaigns.has(activity.idCampaign));
