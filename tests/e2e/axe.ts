// Accessibility check with axe-core (the engine Lighthouse runs; installed with it). Its script goes
// in through the DevTools protocol, not a <script> tag, so the app's strict CSP stays as it is.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

interface AxeViolation {
  id: string;
  impact: string | null;
  nodes: { target: unknown[] }[];
}

/** The WCAG 2.1 A/AA and best-practice rules the page breaks: "rule: selector" lines, none is good. */
export async function axeViolations(page: Page): Promise<string[]> {
  // Once per document: a screen reached inside the app keeps the axe of the page it started on.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (...args: unknown[]) => Promise<unknown> } }).axe;
    const result = (await axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] },
      // Only the violations are read: axe then stops listing every node that passed or that it could
      // not decide (same rules, same violations, less work on a page of hundreds of cards).
      resultTypes: ['violations'],
    })) as { violations: AxeViolation[] };
    return result.violations;
  });
  return violations.flatMap((violation) =>
    violation.nodes.map((node) => `${violation.id} (${violation.impact}): ${node.target.join(' ')}`),
  );
}

/** A violation line of serious or critical impact: what the suite refuses on any screen. */
export const isSerious = (line: string) => /\((serious|critical)\)/.test(line);
