import 'reflect-metadata/lite';
import { InMemoryClock } from '../../adapters/browser/in-memory-clock';
import { InMemoryStorage } from '../../adapters/browser/in-memory-storage';
import { createFakeAdapters } from '../../adapters/fake/create-fake-adapters';
import { FakeKnobs } from '../../adapters/fake/fake-knobs';
import type { AnalyticsPort, DataLayerEvent } from '../../ports/analytics-port';
import type { AppConfig } from '../../ports/config-port';
import type { ConsentPort } from '../../ports/consent-port';
import type { BackendPorts } from '../../ports/port-set';
import { RootStore } from '../../src/stores/root-store';

export const testConfig = (overrides: Partial<AppConfig> = {}): AppConfig => ({
  adapters: 'fake',
  apiUrl: '',
  fastApiUrl: '',
  shopToken: '',
  language: 'en',
  locale: 'ro_RO',
  satellite: 'RO',
  version: '1.1.0',
  externalHosts: ['facebook.com', 'instagram.com', 'pinterest.com', 'youtube.com'],
  assumedMarkupPercent: 16,
  backOfficeUrl: '/admin',
  ...overrides,
});

export class RecordingAnalytics implements AnalyticsPort {
  readonly events: DataLayerEvent[] = [];
  push(event: DataLayerEvent): void {
    this.events.push(event);
  }
}

export class NoConsent implements ConsentPort {
  decision: 'granted' | 'denied' | null = null;
  readDecision() {
    return this.decision;
  }
  recordDecision(decision: 'granted' | 'denied') {
    this.decision = decision;
  }
  applyDefaults() {}
  startAdPixel() {}
  startSocialPixel() {}
}

export interface TestWorld {
  root: RootStore;
  clock: InMemoryClock;
  storage: InMemoryStorage;
  knobs: FakeKnobs;
  analytics: RecordingAnalytics;
  backend: BackendPorts;
}

/** A RootStore over the fake family, an in-memory storage and a fixed clock. */
export function givenAShop(
  options: { config?: Partial<AppConfig>; storage?: InMemoryStorage; clock?: InMemoryClock; backend?: Partial<BackendPorts> } = {},
): TestWorld {
  const clock = options.clock ?? new InMemoryClock(Date.UTC(2026, 10, 21, 9, 0, 0));
  const storage = options.storage ?? new InMemoryStorage();
  const knobs = new FakeKnobs();
  const analytics = new RecordingAnalytics();
  const backend = { ...createFakeAdapters({ clock, knobs }), ...options.backend };
  const root = new RootStore({
    config: testConfig(options.config),
    backend,
    storage,
    clock,
    consent: new NoConsent(),
    analytics,
  });
  return { root, clock, storage, knobs, analytics, backend };
}
