import { autorun, isObservable } from 'mobx';
import { describe, expect, it } from 'vitest';
import { ok } from '../../../ports/model/result';
import { Resource } from '../../../src/shared/resource';

const aMenu = () => ({ items: [{ id: 1, title: 'Sofas', children: [{ id: 2, title: 'Corner sofas' }] }] });

describe('a resource (one piece of server data a screen shows)', () => {
  it('keeps the answer as the adapter gave it, not a deep observable copy (large answers cost nothing extra)', async () => {
    const menu = aMenu();
    const resource = new Resource(async () => ok(menu));
    await resource.reload();
    expect(resource.value).toBe(menu);
    expect(isObservable(resource.value)).toBe(false);
  });

  it('tells its observers when a new answer replaces the old one', async () => {
    const answers = [aMenu(), aMenu()];
    const resource = new Resource(async () => ok(answers.shift()!));
    const seen: unknown[] = [];
    const stop = autorun(() => seen.push(resource.value));
    await resource.reload();
    await resource.reload();
    stop();
    expect(seen).toHaveLength(3);
  });
});
