import type { ContainerModule } from 'inversify';
import type { AppConfig } from '../../ports/config-port';
import type { StoragePort } from '../../ports/storage-port';
import { createHttpAdapters, httpBindings } from '../../adapters/http/create-http-adapters';
import { parseStoredToken } from '../domain/token-timing';
import { portsModule } from './ports-module';

/** The http family: the login bearer token replaces the shop token while one is stored. */
export function httpFamily(config: AppConfig, storage: StoragePort): ContainerModule {
  const adapters = createHttpAdapters({
    apiUrl: config.apiUrl,
    fastApiUrl: config.fastApiUrl,
    satellite: config.satellite,
    authToken: () => parseStoredToken(storage.get('jwtToken'))?.token ?? config.shopToken,
  });
  return portsModule(httpBindings(adapters));
}
