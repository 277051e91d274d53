import { cartLinesFollowTheLanguage } from './cart-lines-language-steps';
import { expect, test } from './fixtures';

test('cart lines speak the interface language, and a language switch relabels them without a reload', async ({ page, watch }) => {
  await cartLinesFollowTheLanguage(page);
  expect(watch.consoleErrors).toEqual([]);
});
