// The horizonte demo's journey data: history (issue 18). Written to fixtures/horizonte/parts/journey-history.json
// by scripts/make-horizonte-learning.ts; its helper fills it.
export const historyPart: Record<string, unknown> = {};
