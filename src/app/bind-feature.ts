import { ContainerModule, type Container, type Newable } from 'inversify';

/**
 * Binds a feature's stores and the feature itself into the app's container (once) and returns the
 * feature: for the modules downloaded with their screens, and for single lazy stores.
 */
export function bindFeature<T extends object>(container: Container, stores: Newable<object>[], feature: Newable<T>): T {
  if (!container.isBound(feature)) {
    container.load(
      new ContainerModule(({ bind }) => {
        for (const store of [...stores, feature]) bind(store).toSelf();
      }),
    );
  }
  return container.get(feature);
}
