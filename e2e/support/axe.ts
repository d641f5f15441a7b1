import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';

const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[]; html: string; failureSummary?: string }[];
}

/**
 * Runs axe-core on the whole page and returns its serious and critical violations, one readable
 * line per element (`where` says which screen or state); lesser ones are only logged.
 */
export async function seriousViolations(page: Page, where = 'page'): Promise<string[]> {
  // A tooltip fading in or out is drawn half transparent, in colours it never settles on:
  // checked once every one on the page is fully shown.
  await page.waitForFunction(() =>
    [...document.querySelectorAll('.MuiTooltip-tooltip')].every(
      (tooltip) => getComputedStyle(tooltip).opacity === '1',
    ),
  );
  // Evaluated through DevTools, so the page's Content-Security-Policy stays on.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const violations = (await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (...args: unknown[]) => Promise<unknown> } })
      .axe;
    const result = (await axe.run(document, { resultTypes: ['violations'] })) as {
      violations: unknown[];
    };
    return result.violations;
  })) as AxeViolation[];
  const lesser = violations.filter((v) => v.impact !== 'serious' && v.impact !== 'critical');
  if (lesser.length) {
    console.log(
      `${where}: axe, minor or moderate (not failing): ${lesser.map((v) => `${v.id} (${v.impact}, ${v.nodes.length})`).join(', ')}`,
    );
  }
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .flatMap((v) =>
      v.nodes.map(
        (node) =>
          `${where}: ${v.id} (${v.impact}) ${v.help} — ${node.target.join(' ')} ${node.html.slice(0, 160)}${
            node.failureSummary
              ? ` — ${node.failureSummary.replace(/\s+/g, ' ').slice(0, 240)}`
              : ''
          }`,
      ),
    );
}

/** The elements failing one axe rule, whatever its impact, one line each (`where` as above). */
export async function ruleViolations(page: Page, rule: string, where = 'page'): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const violations = (await page.evaluate(async (id) => {
    const axe = (window as unknown as { axe: { run: (...args: unknown[]) => Promise<unknown> } })
      .axe;
    const options = { runOnly: { type: 'rule', values: [id] }, resultTypes: ['violations'] };
    const result = (await axe.run(document, options)) as { violations: unknown[] };
    return result.violations;
  }, rule)) as AxeViolation[];
  return violations.flatMap((v) =>
    v.nodes.map((node) => `${where}: ${v.id} ${node.target.join(' ')} ${node.html.slice(0, 160)}`),
  );
}
