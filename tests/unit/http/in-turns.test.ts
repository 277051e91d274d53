import { describe, expect, it, vi } from 'vitest';
import * as turns from '../../../adapters/http/in-turns';
import { RO } from './fixtures';
import { setupAdapters } from './setup-adapters';

const { inTurns } = turns;
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('requests started in turns', () => {
  it('starts a few calls per task, all in flight together, and answers in the items’ order', async () => {
    const started: number[] = [];
    const answers: Array<(value: string) => void> = [];
    const all = inTurns(
      [0, 1, 2, 3, 4, 5, 6, 7],
      (item) => {
        started.push(item);
        return new Promise<string>((resolve) => (answers[item] = resolve));
      },
      3,
    );

    expect(started).toEqual([0, 1, 2]);
    await nextTask();
    expect(started).toEqual([0, 1, 2, 3, 4, 5]);
    await nextTask();
    expect(started).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);

    for (const item of [7, 0, 3, 1, 2, 4, 6, 5]) answers[item]!(`answer ${item}`);
    expect(await all).toEqual([0, 1, 2, 3, 4, 5, 6, 7].map((item) => `answer ${item}`));
  });

  it("starts a brand listing's counts in turns (one request per brand)", async () => {
    const spy = vi.spyOn(turns, 'inTurns');
    const { stub, ports } = setupAdapters();
    const brands = Array.from({ length: 14 }, (_, index) => ({
      id: index + 1,
      title: `B${index}`,
      url: `b${index}`,
      description: null,
      logo: null,
    }));
    stub.on('GET', '/api/brand_list', { json: brands });
    stub.on('GET', '/api/brand_category_count/', (request) => ({
      json: { count: Number(request.url.searchParams.get('brand_id')) * 10 },
    }));

    const listed = await ports.catalog.listBrands(RO, 12);

    expect(spy).toHaveBeenCalledTimes(1);
    expect(listed.ok && listed.value.map((brand) => brand.count)).toEqual(brands.map((brand) => brand.id * 10));
  });
});
