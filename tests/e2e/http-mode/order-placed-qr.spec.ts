import { expect, t, test } from '../fixtures';
import { payAsAGuest } from '../guest-checkout-steps';
import { requestsTo } from '../requests-seen';

const QR_CODE_PATH = '/api/ExternalOrderApi/getQrCode';

test('the confirmation of an order paid on delivery asks for no bank-transfer QR code, and logs no error', async ({
  page,
  watch,
}) => {
  const main = page.getByRole('main');
  const qrRequests = requestsTo(page, (path) => path === QR_CODE_PATH);

  await page.goto('/');
  await payAsAGuest(page, 'Ramburs');

  await expect(page).toHaveURL(/\/order-placed\?cart_id=\d+/);
  await expect(main.getByRole('table', { name: t('order.lines') })).toBeVisible();
  await expect(main.getByRole('region', { name: t('orderQr.heading') })).toHaveCount(0);
  expect(qrRequests.map((request) => request.url())).toEqual([]);
  expect(watch.consoleErrors).toEqual([]);
});

test('the confirmation of an order paid by prepayment shows the transfer QR code', async ({ page, watch }) => {
  const main = page.getByRole('main');
  await page.goto('/');
  await payAsAGuest(page, 'Ordin de plată în avans');

  await expect(page).toHaveURL(/\/order-placed\?cart_id=\d+/);
  await expect(main.getByRole('region', { name: t('orderQr.heading') })).toBeVisible();
  expect(watch.consoleErrors).toEqual([]);
});
