import type { BrowserContext, Request } from '@playwright/test';

// The chat and error reporting of the production server's e2e build (playwright.config.ts), answered
// here so that no request leaves the machine. The DSN's key has no hyphen: the vendor's SDK refuses one.

export const CHAT_SCRIPT_URL = 'https://chat.e2e.example/widget.js';
export const CHAT_ID = 'e2e-chat';
export const ERROR_REPORTING_DSN = 'https://e2epublickey@reports.e2e.example/1';
/** The payment provider's host a payment may send the shopper to (its page is a stand-in of the test). */
export const PAYMENT_HOST = 'pay.e2e.example';

/** The origins answered by stand-ins (below, and the provider's page of the tests that pay): nothing leaves the machine. */
export const STAND_IN_ORIGINS = [new URL(CHAT_SCRIPT_URL).origin, new URL(ERROR_REPORTING_DSN).origin, `https://${PAYMENT_HOST}`];

/** What the chat vendor's script stands in for: it defines the global the shop opens, and counts the openings. */
const CHAT_STAND_IN = `window.__chatOpened = 0; window.SupportChat = { open: () => { window.__chatOpened += 1; } };`;

export interface StandIns {
  /** The envelopes error reporting sent (to the DSN's envelope endpoint), as their bodies. */
  envelopes: string[];
}

/** Answers the chat's script and the error-reporting envelopes of every page of the context. */
export async function standInThirdParties(context: BrowserContext): Promise<StandIns> {
  const envelopes: string[] = [];
  await context.route(CHAT_SCRIPT_URL, (route) =>
    route.fulfill({ status: 200, contentType: 'text/javascript', body: CHAT_STAND_IN }),
  );
  await context.route(`${new URL(ERROR_REPORTING_DSN).origin}/**`, (route, request: Request) => {
    envelopes.push(request.postDataBuffer()?.toString() ?? '');
    return route.fulfill({
      status: 200,
      headers: { 'access-control-allow-origin': '*' },
      contentType: 'application/json',
      body: '{}',
    });
  });
  return { envelopes };
}
