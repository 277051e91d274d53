import { aCustomerNeverSeesTheBar, theAdminSeesTheBarOnlyWhenWide } from './admin-bar-steps';
import { expect, test } from './fixtures';

test.use({ viewport: { width: 1280, height: 800 } });

test('the admin sees the admin bar at 1280 px and not at 900 px', async ({ page, watch }) => {
  await theAdminSeesTheBarOnlyWhenWide(page);
  expect(watch.consoleErrors).toEqual([]);
});

test('a customer never sees the admin bar', async ({ page, watch }) => {
  await aCustomerNeverSeesTheBar(page);
  expect(watch.consoleErrors).toEqual([]);
});
