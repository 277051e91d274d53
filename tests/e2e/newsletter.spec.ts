import { expect, t, test } from './fixtures';

test('the newsletter round trip: one press in the footer box subscribes, then unsubscribing', async ({ page, watch }) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  await footer.getByLabel(t('footer.newsletter.email')).fill('ana+mobila@example.com');
  await footer.getByRole('button', { name: t('footer.newsletter.submit') }).click();
  await expect(page).toHaveURL(/\/newsletter\?email=ana%2Bmobila%40example\.com$/);
  const main = page.getByRole('main');
  await expect(main.getByLabel(t('newsletter.email'))).toHaveValue('ana+mobila@example.com');
  await expect(main.getByTestId('newsletter-outcome')).toHaveText(t('newsletter.subscribe.done'));

  await page.goto('/newsletter-unsubscribe');
  await main.getByLabel(t('newsletter.email')).fill('not an address');
  await main.getByRole('button', { name: t('newsletter.unsubscribe.submit') }).click();
  await expect(main.getByText(t('newsletter.invalid'))).toBeVisible();
  await main.getByLabel(t('newsletter.email')).fill('ana+mobila@example.com');
  await main.getByRole('button', { name: t('newsletter.unsubscribe.submit') }).click();
  await expect(main.getByTestId('newsletter-outcome')).toHaveText(t('newsletter.unsubscribe.done'));
  expect(watch.consoleErrors).toEqual([]);
});
