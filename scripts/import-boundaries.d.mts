// Types of import-boundaries.mjs (the oxlint plugin is plain JavaScript: oxlint loads it with Node).
export function boundaryViolation(from: string, to: string, how?: { dynamic?: boolean }): string | null;
declare const plugin: { meta: { name: string }; rules: Record<string, unknown> };
export default plugin;
