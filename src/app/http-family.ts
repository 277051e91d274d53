import type { ContainerModule } from 'inversify';
import type { AppConfig } from '../../ports/config-port';
import type { LoggerPort } from '../../ports/logger-port';
import { portBindings } from '../../ports/port-adapters';
import type { StoragePort } from '../../ports/storage-port';
import { createHttpAdapters } from '../../adapters/http/create-http-adapters';
import { portsModule } from './ports-module';

/** The http family: user calls carry the login token while one is stored, the others the shop token. */
export function httpFamily(config: AppConfig, storage: StoragePort, log: LoggerPort): ContainerModule {
  const adapters = createHttpAdapters({
    apiUrl: config.apiUrl,
    fastApiUrl: config.fastApiUrl,
    satellite: config.satellite,
    shopToken: () => config.shopToken,
    storage,
    payment: config.payment,
    searchProxyUrl: config.searchProxyUrl,
    reviewBadgeUrl: config.reviewBadgeUrl,
    log,
  });
  return portsModule(portBindings(adapters));
}
