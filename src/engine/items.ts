// Items of a payload are checked one by one, so one bad item breaks only itself.
import { isSchemaId, type SchemaId, type Validate, type ValidationIssue } from './validate';

export type ItemResult<T> =
  | { ok: true; value: T; index: number }
  | { ok: false; raw: unknown; issues: ValidationIssue[]; index: number };

export function validateItems<T>(
  validate: Validate,
  schemaId: SchemaId,
  items: readonly unknown[],
): ItemResult<T>[] {
  if (!isSchemaId(schemaId)) throw new Error(`unknown schema ${schemaId}`);
  return items.map((raw, index) => {
    const result = validate(schemaId, raw);
    return result.ok
      ? { ok: true, value: result.value as T, index }
      : { ok: false, raw, issues: result.issues.map(prefix(index)), index };
  });
}

const prefix = (index: number) => (issue: ValidationIssue) => ({
  ...issue,
  pointer: `/${index}${issue.pointer}`,
});

export const validValues = <T>(items: ItemResult<T>[]): T[] =>
  items.flatMap((item) => (item.ok ? [item.value] : []));
