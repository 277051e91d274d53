// Debian's Chromium with the flags this machine needs, driven by playwright-core.
import { chromium } from 'playwright-core';
import { CHROMIUM_FLAGS } from '../chromium-flags.mjs';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Runs `run(page, cdp)` in a fresh browser (closed afterwards), with the CPU throttled `cpu` times. */
export async function withPage(run, { cpu = 1, viewport = { width: 1280, height: 800 } } = {}) {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  try {
    const page = await browser.newPage({ viewport, locale: 'ro-RO' });
    const cdp = await page.context().newCDPSession(page);
    if (cpu > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
    return await run(page, cdp);
  } finally {
    await browser.close();
  }
}

/**
 * Measures in the page the time from the `eventType` event that `act()` causes (the event's own
 * timestamp, not the driver's command) until at least `count` elements match `selector` after a
 * DOM change and the following frame is painted. The watch is in place before `act()` runs.
 */
export async function timeToPaint(page, eventType, selector, count, act) {
  await page.evaluate(
    ({ eventType, selector, count }) => {
      window.__benchPaint = new Promise((resolve) => {
        let start = null;
        document.addEventListener(eventType, (event) => (start ??= event.timeStamp), { capture: true, once: true });
        const painted = () => requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - start), 0));
        const observer = new MutationObserver(() => {
          if (start !== null && document.querySelectorAll(selector).length >= count) {
            observer.disconnect();
            painted();
          }
        });
        observer.observe(document.body, { subtree: true, childList: true, attributes: true });
      });
    },
    { eventType, selector, count },
  );
  await act();
  return page.evaluate(() => window.__benchPaint);
}
