import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/** The impacts that fail a screen: serious and critical. */
const BLOCKING = new Set(['serious', 'critical']);

/** Runs axe-core on the page as it is and fails on any serious or critical violation, naming each rule and its targets. */
export async function expectNoSeriousViolations(page: Page, screen: string): Promise<void> {
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  // WCAG 2.5.3 (the visible text is part of the name) is an experimental rule: axe runs it only when asked.
  const { violations } = await new AxeBuilder({ page })
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
    .analyze();
  const blocking = violations
    .filter((violation) => BLOCKING.has(violation.impact ?? ''))
    .map(
      (violation) => `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
  expect(blocking, `serious or critical axe violations on ${screen}`).toEqual([]);
}
