import { test as base, expect, type Locator, type Page } from '@playwright/test';
import { IntlMessageFormat } from 'intl-messageformat';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { STAND_IN_ORIGINS, standInThirdParties, type StandIns } from './third-party-stand-ins';

const catalogDir = join(import.meta.dirname, '../../src/i18n/messages/ro');
// The first load's files and the other screens' (screens/).
const romanian: Record<string, string> = Object.assign(
  {},
  ...['', 'screens'].flatMap((folder) =>
    readdirSync(join(catalogDir, folder))
      .filter((file) => file.endsWith('.json'))
      .map((file) => JSON.parse(readFileSync(join(catalogDir, folder, file), 'utf8')) as Record<string, string>),
  ),
);

/** The Romanian text of a message id (the e2e build is the default ro build). */
export function t(id: string, values: Record<string, string | number> = {}): string {
  const text = romanian[id];
  if (text === undefined) throw new Error(`no Romanian message ${id}`);
  return String(new IntlMessageFormat(text, 'ro-RO').format(values));
}

/** Reads a price such as '1.234,56 lei' as a number. */
export function priceIn(text: string): number {
  const match = /(\d{1,3}(?:\.\d{3})*,\d{2})\s*lei/.exec(text.replace(/\u00a0|\u202f/g, ' '));
  if (!match?.[1]) throw new Error(`no price in "${text}"`);
  return Number(match[1].replace(/\./g, '').replace(',', '.'));
}

export async function firstPriceOf(locator: Locator): Promise<number> {
  return priceIn(await locator.innerText());
}

export interface Watch {
  consoleErrors: string[];
  outsideRequests: string[];
}

/** What React says when a page did not hydrate as the server sent it, or when it rendered again to recover. */
const HYDRATION_TROUBLE = /hydrat|React recovered/i;

/** Every test watches the console and the network: errors and requests leaving 127.0.0.1 fail it. */
/** Reports each Content-Security-Policy violation of a page to the test (through the binding below). */
function reportViolations(): void {
  document.addEventListener('securitypolicyviolation', (event) => {
    const report = (window as unknown as { reportCspViolation?: (text: string) => void }).reportCspViolation;
    report?.(
      `${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} in ${event.sourceFile}:${event.lineNumber} ${event.sample}`,
    );
  });
}

export const test = base.extend<{
  watch: Watch;
  consentDecided: boolean;
  decided: void;
  serverRendered: boolean;
  cspViolations: void;
  thirdParties: StandIns;
}>({
  /** Pages come from the production server: a hydration warning, or a render React recovered from, counts as a console error. */
  serverRendered: [false, { option: true }],
  /** Every test but the consent ones starts with the choice made (declined), so the banner covers nothing. */
  consentDecided: [true, { option: true }],
  decided: [
    async ({ context, baseURL, consentDecided }, use) => {
      if (consentDecided) await context.addCookies([{ name: 'consent', value: 'denied', url: baseURL ?? 'http://127.0.0.1' }]);
      await use();
    },
    { auto: true },
  ],
  /** Every test fails on a Content-Security-Policy violation in any of its pages. */
  cspViolations: [
    async ({ context }, use) => {
      const violations: string[] = [];
      await context.exposeBinding('reportCspViolation', (_source, text: string) => violations.push(text));
      await context.addInitScript(reportViolations);
      await use();
      expect(violations, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
  /** The chat's script and error reporting's endpoint, answered on the machine (the production server's build names them). */
  // Only the production server's build has these third parties; routing turns the browser's HTTP cache off.
  thirdParties: [
    async ({ context, serverRendered }, use) => use(serverRendered ? await standInThirdParties(context) : { envelopes: [] }),
    { auto: true },
  ],
  watch: async ({ page, serverRendered }, use, testInfo) => {
    const watch: Watch = { consoleErrors: [], outsideRequests: [] };
    page.on('console', (message) => {
      if (message.type() === 'error' || (serverRendered && HYDRATION_TROUBLE.test(message.text()))) {
        watch.consoleErrors.push(message.text());
      }
      // A render React recovered from: not a failure, but its cause is worth seeing in the report.
      if (message.text().startsWith('React recovered')) console.warn(`${testInfo.title}: ${message.text()}`);
    });
    page.on('pageerror', (error) => watch.consoleErrors.push(error.message));
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (
        ['http:', 'https:', 'ws:', 'wss:'].includes(url.protocol) &&
        url.hostname !== '127.0.0.1' &&
        !STAND_IN_ORIGINS.includes(url.origin)
      ) {
        watch.outsideRequests.push(request.url());
      }
    });
    await use(watch);
    expect(watch.outsideRequests, 'requests outside 127.0.0.1').toEqual([]);
  },
});

export { expect };

export const consentDialog = (page: Page) => page.getByRole('dialog', { name: t('consent.title') });

/** The app's consent dialog: the page's own shows first, its buttons disabled until the app takes over. */
export async function appConsentDialog(page: Page): Promise<Locator> {
  const dialog = consentDialog(page);
  await expect(dialog.getByRole('button', { name: t('consent.accept') })).toBeEnabled();
  return dialog;
}

export async function expectFrame(page: Page): Promise<void> {
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
}

export const productList = (page: Page) =>
  page.getByRole('main').getByRole('list', { name: t('catalog.listing.products'), exact: true });

/** Fails when something covers or clips the element, which a click alone does not always catch. */
export async function expectOnTop(locator: Locator): Promise<void> {
  const onTop = await locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    return element.contains(document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2));
  });
  expect(onTop, 'the element is visible on top, not covered or clipped').toBe(true);
}
