import { ContainerModule } from 'inversify';
import type { PortBinding } from '../../ports/port-token';

/** Binds each adapter of a family to its port's token. */
export const portsModule = (bindings: readonly PortBinding[]): ContainerModule =>
  new ContainerModule(({ bind }) => {
    for (const { token, adapter } of bindings) bind(token).toConstantValue(adapter);
  });
