// The horizonte demo's journey data: ranking (issue 18). Written to fixtures/horizonte/parts/journey-ranking.json
// by scripts/make-horizonte-learning.ts; its helper fills it.
export const rankingPart: Record<string, unknown> = {};
