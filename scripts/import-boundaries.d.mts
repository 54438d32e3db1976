// Types of import-boundaries.mjs (the oxlint plugin is plain JavaScript: oxlint loads it with Node).
export function boundaryViolation(from: string, to: string, how?: { dynamic?: boolean }): string | null;
/** The layers of DESIGN.md: what each top folder or src/ subfolder may import besides itself. */
export const LAYERS: Readonly<Record<string, readonly string[]>>;
/** Imports the table refuses that may stay for now, by target, with the layers that still make them. */
export const PENDING: Readonly<Record<string, readonly string[]>>;
export function layerOf(file: string): string;
export const WEB_ADDRESS_MODULE: string;
export function isSchemeCheck(node: unknown): boolean;
declare const plugin: { meta: { name: string }; rules: Record<string, unknown> };
export default plugin;
