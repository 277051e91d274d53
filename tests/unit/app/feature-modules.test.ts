import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Newable } from 'inversify';
import { describe, expect, it } from 'vitest';
import { FEATURE_MODULES } from '../../../src/app/feature-modules';
import type { FeatureModule, LazyModule, StoreList } from '../../../src/shared/feature-module';
import { givenAShop } from '../../support/build-root-store';

/** Every class the container builds: each `@injectable()` class of src/features and src/shared, by name. */
function injectableClasses(): string[] {
  const files = ['src/features', 'src/shared'].flatMap((dir) =>
    readdirSync(dir, { recursive: true, encoding: 'utf8' }).map((file) => join(dir, file)),
  );
  return files
    .filter((file) => file.endsWith('.ts'))
    .flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/@injectable\(\)\s*export class (\w+)/g)].map((match) => match[1] ?? ''),
    );
}

/** The classes each module names: its stores and services, and those of its lazy parts once loaded. */
async function namedBy(module: FeatureModule): Promise<Newable<object>[]> {
  const lazy: LazyModule<StoreList, StoreList>[] = await Promise.all(Object.values(module.lazy ?? {}).map((part) => part.load()));
  return [
    ...(module.services ?? []),
    ...Object.values(module.stores ?? {}),
    ...lazy.flatMap((part) => [...Object.values(part.stores), ...Object.values(part.screens ?? {})]),
  ];
}

describe('one module per feature', () => {
  it('names every store in exactly one module (the fake provider page’s and the control panel’s are the fake family’s)', async () => {
    const named = (await Promise.all(FEATURE_MODULES.map(namedBy))).flat().map((store) => store.name);
    const fakeOnly = ['FakeProviderStore', 'PanelStore'];
    const expected = injectableClasses().filter((name) => !fakeOnly.includes(name));
    expect([...named].sort()).toEqual([...expected].sort());
  });

  it('gives every store and lazy part a name of its own on the root', () => {
    const names = FEATURE_MODULES.flatMap((module: FeatureModule) => [
      ...Object.keys(module.stores ?? {}),
      ...Object.keys(module.lazy ?? {}),
    ]);
    expect(new Set(names).size).toBe(names.length);
  });

  it('builds each lazy part once, after the parts it needs, with a fresh store per screen', async () => {
    const { root } = givenAShop();
    const listing = await root.listingPage.load();
    expect(listing.listing()).not.toBe(listing.listing());
    const search = await root.searchFeature.load();
    expect(await root.searchFeature.load()).toBe(search);
    await root.productPage.load();
    expect(root.cartFeature.value).toBeDefined();
  });
});
