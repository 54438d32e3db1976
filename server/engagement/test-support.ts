// Bodies of the engagement routes that other areas' tests send too (the rate limits count tracking).

/** A valid POST /api/tracking body: aurora's content 20 of section 2, played up to `position` seconds. */
export const trackingRecord = (position: number) => ({
  timeStart: '2026-11-22 13:00:00',
  idContentItem: 20,
  idNavigationType: 1,
  idSection: 2,
  position,
});
