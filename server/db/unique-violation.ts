/**
 * Whether a statement failed on a unique index: PostgreSQL's unique_violation (23505), which PGlite and
 * node-postgres both report as the error's code. Where two writers race, the index lets one in.
 */
export const isUniqueViolation = (error: unknown): boolean => (error as { code?: string }).code === '23505';
