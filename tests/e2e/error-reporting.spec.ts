import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

const recorded = (page: Page) => page.evaluate(() => (window as Window & { __thirdParties?: unknown[] }).__thirdParties ?? []);

test('error reporting starts after the first paint with the spec sampling and masked replay, sending nothing in fake mode', async ({
  page,
  watch,
}) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect
    .poll(() => recorded(page))
    .toContainEqual({
      kind: 'error-reporting',
      settings: expect.objectContaining({
        dsn: 'https://e2e-public-key@errors.example/1',
        tracesSampleRate: 0.2,
        replaysSessionSampleRate: 0.1,
        replaysOnErrorSampleRate: 1,
        maskAllText: true,
        maskAllInputs: true,
      }),
    });
  expect(watch.outsideRequests).toEqual([]);
});
