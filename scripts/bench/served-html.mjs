// What the product page would score with its HTML sent by a server. The page as the app renders it
// in Lighthouse's mobile window is saved as that address's HTML (`<path>/index.html`, served for
// `<path>/`); the app then starts on it as on any page and renders it again. An estimate, with no
// target: the shop is a single-page app, and its server sends one index.html for every address.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { screenEmulationMetrics } from 'lighthouse/core/config/constants.js';
import { withPage } from './browser.mjs';

// The window Lighthouse's mobile audit renders in, so that the saved page is the one it would see.
const { width, height } = screenEmulationMetrics.mobile;

/** Saves the page at `path` of the build served at `baseUrl` into `outDir`; returns the address that serves it. */
export async function saveRenderedPage(baseUrl, outDir, path) {
  const html = await withPage(
    async (page) => {
      await page.goto(baseUrl + path, { waitUntil: 'networkidle' });
      await page.locator('main h1').first().waitFor();
      return page.evaluate(() => `<!doctype html>\n${document.documentElement.outerHTML}`);
    },
    { viewport: { width, height } },
  );
  mkdirSync(join(outDir, path), { recursive: true });
  writeFileSync(join(outDir, path, 'index.html'), html);
  return `${path}/`;
}
