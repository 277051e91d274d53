import type { ClockPort } from '../../ports/clock-port';
import { createFakeWorld } from './fake-world';
import { serveProvider, type ProviderServer, type ServeOptions } from './http-server';
import { PROVIDERS, providerApis, type Provider } from './providers';

export interface FakeBackend {
  providers: Record<Provider, ProviderServer>;
  close(): Promise<void>;
}

export interface FakeBackendOptions {
  /** Fixed ports per provider; free ports otherwise. */
  ports?: Partial<Record<Provider, number>>;
  /** The fakes' clock (the real one unless given): token expiry, order dates, the withdrawal period. */
  clock?: ClockPort;
  log?: (line: string) => void;
  transform?: ServeOptions['transform'];
}

/** The reference provider: the three APIs on loopback, served from the fake data set. */
export async function startFakeBackend(options: FakeBackendOptions = {}): Promise<FakeBackend> {
  const world = createFakeWorld(options.clock);
  const apis = providerApis(world);
  const servers = await Promise.all(
    PROVIDERS.map((provider) =>
      serveProvider({ ...apis[provider], port: options.ports?.[provider] ?? 0, log: options.log, transform: options.transform }),
    ),
  );
  const providers = Object.fromEntries(PROVIDERS.map((provider, i) => [provider, servers[i]])) as Record<
    Provider,
    ProviderServer
  >;
  for (const provider of PROVIDERS) world.urls[provider] = providers[provider].url;
  return { providers, close: async () => void (await Promise.all(servers.map((server) => server.close()))) };
}
