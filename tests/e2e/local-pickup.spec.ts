import type { Page } from '@playwright/test';
import { PICKUP_POINTS } from '../../adapters/fake/seed/seed-checkout';
import { logInAndFillTheCart } from './checkout-steps';
import { failCalls, healCalls } from './fake-panel-steps';
import { expect, t, test } from './fixtures';

const [BUCHAREST, CLUJ] = PICKUP_POINTS as [(typeof PICKUP_POINTS)[0], (typeof PICKUP_POINTS)[0]];
const LOCAL_PICKUP = 'Ridicare personală';

/** At /checkout (the path may carry fake knobs): local pickup at Cluj, the first payment method, the terms, Pay. */
async function payForPickupAtCluj(page: Page): Promise<void> {
  const main = page.getByRole('main');
  await page.goto('/checkout');
  await main
    .getByRole('group', { name: t('checkout.delivery') })
    .getByRole('radio', { name: LOCAL_PICKUP })
    .check();
  const points = main.getByRole('group', { name: t('pickup.heading') });
  await expect(points.getByRole('radio')).toHaveCount(PICKUP_POINTS.length);
  await expect(points.getByText(t('pickup.openingHours', { hours: BUCHAREST.openingHours ?? '' }))).toBeVisible();
  await expect(points.getByText(t('pickup.phone', { phone: BUCHAREST.phone ?? '' }))).toBeVisible();
  await main
    .getByRole('group', { name: t('checkout.payment') })
    .getByRole('radio')
    .first()
    .check();
  await main.getByLabel(t('checkout.terms')).check();

  await main.getByRole('button', { name: t('checkout.pay') }).click();
  await expect(main.getByText(t('pickup.problem'))).toBeVisible();
  await expect(page).toHaveURL(/\/checkout/);

  await points.getByRole('radio', { name: new RegExp(CLUJ.name) }).check();
  await expect(main.getByText(t('pickup.problem'))).toBeHidden();
  await main.getByRole('button', { name: t('checkout.pay') }).click();
  await expect(page).toHaveURL(/\/fake-provider\?/);
  await main.getByRole('button', { name: t('fakeProvider.approve') }).click();
  await expect(page).toHaveURL(/\/order-placed\?cart_id=\d+/);
}

const pickupSection = (page: Page) => page.getByRole('main').getByRole('region', { name: t('pickup.where') });

test('a customer in the Romanian store picks up the order at a pickup point and the confirmation says where', async ({
  page,
  watch,
}) => {
  await logInAndFillTheCart(page);
  await payForPickupAtCluj(page);

  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toHaveText(t('orderPlaced.title'));
  await expect(pickupSection(page)).toContainText(CLUJ.name);
  await expect(pickupSection(page)).toContainText(t('pickup.openingHours', { hours: CLUJ.openingHours ?? '' }));
  await expect(main.getByText(LOCAL_PICKUP)).toBeVisible();

  await page.reload();
  await expect(pickupSection(page)).toContainText(CLUJ.name);
  expect(watch.consoleErrors).toEqual([]);
});

test("the confirmation says 'Could not process local pickup address.' when it fails, and a retry succeeds", async ({
  page,
  watch,
}) => {
  await logInAndFillTheCart(page);
  await failCalls(page, 'CheckoutPort.choosePickupAddress');
  await payForPickupAtCluj(page);

  const main = page.getByRole('main');
  await expect(main.getByRole('alert')).toContainText(t('pickup.failed'));
  await expect(pickupSection(page)).toHaveCount(0);
  await healCalls(page, 'CheckoutPort.choosePickupAddress');
  await main
    .getByRole('alert')
    .getByRole('button', { name: t('common.retry') })
    .click();
  await expect(pickupSection(page)).toContainText(CLUJ.name);
  await expect(main.getByText(t('pickup.failed'))).toBeHidden();
  expect(watch.consoleErrors).toEqual([]);
});
