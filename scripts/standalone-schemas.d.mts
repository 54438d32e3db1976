// Types of standalone-schemas.mjs (plain JavaScript: the schema generator runs it with Node).
export function pruneSchemaObjects(code: string): string;
export function withoutSchemaPaths(code: string): string;
