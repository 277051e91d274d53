import type { AppConfig } from '../../ports/config-port';
import type { BackendPorts } from '../../ports/port-set';
import type { StoragePort } from '../../ports/storage-port';
import { createHttpAdapters } from '../../adapters/http/create-http-adapters';
import { parseStoredToken } from '../domain/token-timing';

/** The http family: the login bearer token replaces the shop token while one is stored. */
export function createHttpBackend(config: AppConfig, storage: StoragePort): BackendPorts {
  return createHttpAdapters({
    apiUrl: config.apiUrl,
    fastApiUrl: config.fastApiUrl,
    satellite: config.satellite,
    authToken: () => parseStoredToken(storage.get('jwtToken'))?.token ?? config.shopToken,
  });
}
