// Which model of the campaign modal (content-app.md 2.8: single, multiple, list) shows the user's new
// campaigns, decided from how many there are: one is 'single' (the campaign whole); two are 'multiple'
// (one after the other, 'Próxima' between them: each still gets the whole page); three or more are
// 'list' (all at once, each with its points: paging through many would hide the last ones).
// The tenant data has no setting for it; a tenant setting would take precedence here if one came.
export type CampaignModel = 'single' | 'multiple' | 'list';

/** At this many campaigns or more the modal lists them instead of paging. */
export const LIST_FROM = 3;

export function campaignModel(count: number): CampaignModel | null {
  if (count <= 0) return null;
  if (count === 1) return 'single';
  return count < LIST_FROM ? 'multiple' : 'list';
}
