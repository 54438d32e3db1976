// The likes' answers: the refusal is the spec's own words (content-app.md 4, 6).
import { learningContract } from '../../src/shared-rules/contract-messages.ts';

export const likeMessages = {
  needsEnrollment: learningContract.likeNeedsEnrollment,
} as const;
