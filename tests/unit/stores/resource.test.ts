import { autorun, isObservable } from 'mobx';
import { describe, expect, it } from 'vitest';
import { ok, type Result } from '../../../ports/model/result';
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

  it('asked to ensure while loading, resolves once the answer is there (the server renders only then)', async () => {
    let answer: (value: ReturnType<typeof aMenu>) => void = () => undefined;
    const resource = new Resource(
      () => new Promise<Result<ReturnType<typeof aMenu>>>((resolve) => (answer = (menu) => resolve(ok(menu)))),
    );
    const first = resource.ensure();
    let ensured = false;
    const second = resource.ensure().then(() => (ensured = true));
    await Promise.resolve();
    expect(ensured).toBe(false);
    answer(aMenu());
    await Promise.all([first, second]);
    expect(resource.status).toBe('ready');
  });
});
