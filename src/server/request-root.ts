import type { Container, ContainerModule } from 'inversify';
import type { ClockPort } from '../../ports/clock-port';
import type { AppConfig } from '../../ports/config-port';
import type { LanguageCode } from '../../ports/model/shop-context';
import { browserModule, type BrowserAdapters } from '../app/browser-module';
import { createContainer } from '../app/container';
import { httpFamily } from '../app/http-family';
import { ROOT_STORE, type RootStore } from '../app/root-store';
import { QueryCache } from '../shared/query-cache';
import { requestPorts } from '../app/request-ports';

export interface RequestRoot {
  root: RootStore;
  cache: QueryCache;
  clock: ClockPort;
  /** The request's container, for what the server reads through the ports itself (the sitemap). */
  container: Container;
}

/** The backend's ports for a request: the http family unless a test gives another. */
export type BackendFamily = (config: AppConfig, ports: BrowserAdapters) => ContainerModule;

/** On the server a page has its own budget (SSR_BUDGET_MS): its reads are not retried, and still time out. */
export const httpBackend: BackendFamily = (config, ports) => httpFamily(config, ports.storage, ports.clock, ports.logger, 0);

/** A container and stores of its own for one request, so nothing of one request reaches another. */
export function requestRoot(
  config: AppConfig,
  language: LanguageCode,
  logger: BrowserAdapters['logger'],
  backend: BackendFamily = httpBackend,
): RequestRoot {
  const ports = requestPorts(logger, config.chat);
  const container = createContainer(browserModule(config, ports, language), backend(config, ports));
  return { root: container.get<RootStore>(ROOT_STORE), cache: container.get(QueryCache), clock: ports.clock, container };
}
