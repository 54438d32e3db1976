// The share of CPU time the hypervisor gave to other machines ("steal"), read from Linux /proc/stat.
// On a shared virtual machine it stretches every task: a run with much of it measures the host.
import { readFileSync } from 'node:fs';

/** The machine's CPU time counters (Linux /proc/stat, in ticks), or null elsewhere. */
export function cpuTimes(): number[] | null {
  try {
    return readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/).slice(1).map(Number);
  } catch {
    return null;
  }
}

/** The share of CPU time stolen between two readings of cpuTimes(), or null when unknown. */
export function stolenShare(before: number[] | null, after: number[] | null): number | null {
  if (!before || !after) return null;
  const spent = after.map((ticks, at) => ticks - (before[at] ?? 0));
  const total = spent.reduce((sum, ticks) => sum + ticks, 0);
  return total > 0 ? (spent[7] ?? 0) / total : null;
}
