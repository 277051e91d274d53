import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures';

/** Presses Tab (Shift+Tab when `backwards`) until `target` has the focus; fails after `limit` presses. */
export async function tabTo(page: Page, target: Locator, { backwards = false, limit = 120 } = {}): Promise<void> {
  const key = backwards ? 'Shift+Tab' : 'Tab';
  for (let pressed = 0; pressed < limit; pressed++) {
    if (await target.evaluate((element) => element === document.activeElement).catch(() => false)) return;
    await page.keyboard.press(key);
  }
  await expect(target, `reached by ${key} within ${limit} presses`).toBeFocused();
}

/** What the page's polite live region said last about the navigation. */
export const routeStatus = (page: Page): Locator => page.locator('#route-status');
