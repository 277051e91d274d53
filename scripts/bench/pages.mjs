// Real addresses of a category listing and a product, read from the served build's home page.
import { withPage } from './browser.mjs';

/** `{ listing, product }`: the first category of the main navigation and the first product card. */
export async function findPages(baseUrl) {
  return withPage(async (page) => {
    await page.goto(`${baseUrl}/`);
    await page.locator('[data-testid="product-card"] a[href^="/product/"]').first().waitFor({ timeout: 120_000 });
    return page.evaluate(() => {
      const category = [...document.querySelectorAll('header nav a[href]')]
        .map((link) => link.getAttribute('href'))
        .find((href) => /^\/[^/?#]+$/.test(href));
      const product = document.querySelector('[data-testid="product-card"] a[href^="/product/"]')?.getAttribute('href');
      if (!category || !product) throw new Error(`no category link (${category}) or product link (${product}) on the home page`);
      return { listing: category, product };
    });
  });
}
