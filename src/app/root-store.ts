import type { Container } from 'inversify';
import { FAKE_PROVIDER_STORE } from '../features/checkout/checkout-module';
import type { FakeProviderStore } from '../features/checkout/fake-provider-store';
import { lazyPartToken, type FeatureModule, type RootOf } from '../shared/feature-module';
import { portToken } from '../../ports/port-token';
import { FEATURE_MODULES } from './feature-modules';
import { startSteps } from './start-up';

/**
 * What the screens reach, and nothing else: every feature's stores and lazy parts by the names their
 * modules give them, the fake provider page's store (fake mode only) and the start-up.
 */
export type RootStore = RootOf<typeof FEATURE_MODULES> & {
  /** The fake provider page's store in fake mode; null in the http build. */
  readonly fakeProvider: FakeProviderStore | null;
  /** Start-up in steps, so that the caller can give the main thread back in between. */
  startSteps(currentPath: string): Generator<void, 'reload' | 'ready'>;
};

export const ROOT_STORE = portToken<RootStore>('RootStore');

/** The root, read from the container by the modules' names (the stores are built on first read). */
export function rootOf(container: Container): RootStore {
  const modules: readonly FeatureModule[] = FEATURE_MODULES;
  const entries: [string, unknown][] = [['fakeProvider', container.get(FAKE_PROVIDER_STORE)]];
  for (const module of modules) {
    for (const [name, store] of Object.entries(module.stores ?? {})) entries.push([name, container.get(store)]);
    for (const name of Object.keys(module.lazy ?? {})) entries.push([name, container.get(lazyPartToken(name))]);
  }
  const root = Object.fromEntries(entries) as Omit<RootStore, 'startSteps'>;
  return { ...root, startSteps: (currentPath) => startSteps(root, currentPath) };
}
