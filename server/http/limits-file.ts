// --limits FILE: an operator's own numbers for some limits of server/http/limits-table.ts (a company
// whose learners all sign in through one proxy address needs a higher per-address limit; the
// end-to-end suite, a machine signing the same demo learner in a hundred times, needs more tokens).
import { readFileSync } from 'node:fs';
import { defaultLimits, type LimitName, type LimitRule, type LimitTable } from './limits-table.ts';

export class LimitsFileError extends Error {}

const isWhole = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value > 0;

/** The limits a JSON file replaces, checked; throws LimitsFileError naming the file and the problem. */
export function readLimitsFile(file: string): Partial<LimitTable> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new LimitsFileError(`--limits ${file}: cannot read it as JSON (${(error as Error).message})`);
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
    throw new LimitsFileError(
      `--limits ${file}: must be an object of limits, e.g. {"tokensPerUser": {"max": 200, "windowMs": 900000}}`,
    );
  const limits: Partial<Record<LimitName, LimitRule>> = {};
  for (const [name, rule] of Object.entries(parsed)) {
    if (!(name in defaultLimits))
      throw new LimitsFileError(
        `--limits ${file}: unknown limit "${name}"; known: ${Object.keys(defaultLimits).join(', ')}`,
      );
    const { max, windowMs } = (rule ?? {}) as Partial<LimitRule>;
    if (!isWhole(max) || !isWhole(windowMs))
      throw new LimitsFileError(
        `--limits ${file}: "${name}" needs whole numbers above 0 in "max" and "windowMs"`,
      );
    limits[name as LimitName] = { max, windowMs };
  }
  return limits;
}
