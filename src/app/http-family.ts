import type { ContainerModule } from 'inversify';
import type { ClockPort } from '../../ports/clock-port';
import type { AppConfig } from '../../ports/config-port';
import type { LoggerPort } from '../../ports/logger-port';
import { portBindings } from '../../ports/port-adapters';
import type { StoragePort } from '../../ports/storage-port';
import { createHttpAdapters } from '../../adapters/http/create-http-adapters';
import { networkPolicy } from '../../adapters/http/network-policy';
import { portsModule } from './ports-module';

/**
 * The http family: user calls carry the login token while one is stored, the others the shop token.
 * Every request follows the network policy, its waits on the clock; `retries` is 3 in the browser.
 */
export function httpFamily(
  config: AppConfig,
  storage: StoragePort,
  clock: ClockPort,
  log: LoggerPort,
  retries = 3,
): ContainerModule {
  const adapters = createHttpAdapters({
    network: networkPolicy(clock, { ...config.network, retries }),
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
