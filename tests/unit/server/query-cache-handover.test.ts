import { describe, expect, it } from 'vitest';
import { BrowserClockAdapter } from '../../../adapters/browser/browser-clock-adapter';
import { InMemoryClock } from '../../../adapters/browser/in-memory-clock';
import { seedAnswers } from '../../../src/app/seed-answers';
import { settled } from '../../../src/app/settled';
import { heldAnswers } from '../../../src/server/held-answers';
import { QueryCache, RETENTION_S } from '../../../src/shared/query-cache';

const ok = <T>(value: T) => ({ ok: true as const, value });

describe("the query cache's answers, handed from the server to the browser", () => {
  it('hands over every retained answer, and the browser serves them without asking again', async () => {
    const clock = new InMemoryClock(1_000_000);
    const server = new QueryCache(clock);
    await server.fetch('product:7', async () => ok({ title: 'Sofa' }));
    clock.advanceBy((RETENTION_S + 1) * 1000);
    await server.fetch('menu', async () => ok(['Living']));

    const browser = new QueryCache(new InMemoryClock(5_000_000));
    await seedAnswers(browser, JSON.parse(JSON.stringify(heldAnswers(server))) as [string, unknown][]);

    expect(heldAnswers(server)).toEqual([['menu', ['Living']]]);
    let asked = 0;
    const answer = await browser.fetch('menu', async () => (asked++, ok(['other'])));
    expect(answer).toEqual(ok(['Living']));
    expect(asked).toBe(0);
  });

  it('hands the answers over in the same order whatever order they arrived in, so the page and its ETag stay the same', async () => {
    const filledIn = async (keys: string[]) => {
      const cache = new QueryCache(new InMemoryClock(1_000_000));
      for (const key of keys) await cache.fetch(key, async () => ok(key));
      return heldAnswers(cache);
    };
    const sooner = await filledIn(['menu', 'brand-list', 'content:31']);
    expect(await filledIn(['content:31', 'menu', 'brand-list'])).toEqual(sooner);
    expect(sooner.map(([key]) => key)).toEqual(['brand-list', 'content:31', 'menu']);
  });

  it('settles once no read is in flight, nor one started by the answers that arrived', async () => {
    const clock = new BrowserClockAdapter();
    const cache = new QueryCache(clock);
    const order: string[] = [];
    void cache.fetch('first', async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
      order.push('first');
      void cache.fetch('second', async () => {
        await new Promise((resolve) => setTimeout(resolve, 20));
        order.push('second');
        return ok(2);
      });
      return ok(1);
    });
    await settled(cache, clock);
    expect(order).toEqual(['first', 'second']);
    expect(cache.size).toBe(2);
  });
});
