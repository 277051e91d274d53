import { aCustomerNeverSeesTheBar, logOut, theAdminSeesTheBarOnlyWhenWide } from '../admin-bar-steps';
import { expect, test } from '../fixtures';

test.use({ viewport: { width: 1280, height: 800 } });

test('over http the admin sees the admin bar at 1280 px, not at 900 px, and a customer never', async ({ page, watch }) => {
  await theAdminSeesTheBarOnlyWhenWide(page);

  await logOut(page);
  await page.setViewportSize({ width: 1280, height: 800 });
  await aCustomerNeverSeesTheBar(page);
  expect(watch.consoleErrors).toEqual([]);
});
