import { Container, ContainerModule, type Newable } from 'inversify';
import { FAKE_PROVIDER_STORE } from '../features/checkout/checkout-module';
import { lazyPartToken, type FeatureModule, type LazyPart } from '../shared/feature-module';
import { LazyFeature } from '../shared/lazy-feature';
import { FEATURE_MODULES } from './feature-modules';
import { ROOT_STORE, rootOf, type RootStore } from './root-store';

const modules: readonly FeatureModule[] = FEATURE_MODULES;
/** A module's stores built at start-up, one each for the whole app. */
const startUpStores = (module: FeatureModule): Newable<object>[] => [
  ...(module.services ?? []),
  ...Object.values(module.stores ?? {}),
];
const SINGLETONS = modules.flatMap(startUpStores);

/**
 * One container per profile. The ports' modules bind the configuration and every port (the browser
 * module and one adapter family); then each feature module's stores are bound once, and each lazy
 * part is bound as a LazyFeature that binds its stores when its code arrives.
 */
export function createContainer(...portModules: ContainerModule[]): Container {
  const steps = containerSteps(...portModules);
  let step = steps.next();
  while (!step.done) step = steps.next();
  return step.value;
}

/** The container built one step per ports' module and per feature module, for the caller to build in slices. */
export function* containerSteps(...portModules: ContainerModule[]): Generator<void, Container> {
  const container = new Container({ defaultScope: 'Singleton' });
  for (const module of portModules) {
    container.load(module);
    yield;
  }
  // Only the fake family brings the fake provider page's store; everywhere else there is none.
  if (!container.isBound(FAKE_PROVIDER_STORE)) container.bind(FAKE_PROVIDER_STORE).toConstantValue(null);
  const parts = new Map<string, LazyFeature<unknown>>();
  for (const module of modules) {
    for (const store of startUpStores(module)) container.bind(store).toSelf();
    for (const [name, part] of Object.entries(module.lazy ?? {})) {
      const feature = new LazyFeature(() => loadPart(container, part, parts));
      parts.set(name, feature);
      container.bind(lazyPartToken(name)).toConstantValue(feature);
    }
    yield;
  }
  container.bind(ROOT_STORE).toDynamicValue(() => rootOf(container));
  return container;
}

/** A lazy part's stores, bound into the container when its code arrives (after the parts it needs), and started. */
async function loadPart(container: Container, part: LazyPart, parts: ReadonlyMap<string, LazyFeature<unknown>>) {
  const needed = (part.after ?? []).map((name) => parts.get(name)?.load());
  const [module] = await Promise.all([part.load(), ...needed]);
  const screens = module.screens ?? {};
  container.load(
    new ContainerModule(({ bind }) => {
      for (const store of Object.values(module.stores)) bind(store).toSelf();
      for (const store of Object.values(screens)) bind(store).toSelf().inTransientScope();
    }),
  );
  const stores = Object.fromEntries(Object.entries(module.stores).map(([name, store]) => [name, container.get(store)]));
  const fresh = Object.fromEntries(Object.entries(screens).map(([name, store]) => [name, () => container.get(store)]));
  module.start?.(stores as never);
  return { ...stores, ...fresh };
}

/** The stores, one step each (each built with what it needs), for the caller to build in slices; the root last. */
export function* storeSteps(container: Container): Generator<void, RootStore> {
  for (const store of SINGLETONS) {
    container.get(store);
    yield;
  }
  return container.get<RootStore>(ROOT_STORE);
}
