import 'reflect-metadata/lite';
import type { Container } from 'inversify';
import { vi } from 'vitest';
import { InMemoryClock } from '../../adapters/browser/in-memory-clock';
import { InMemoryDisplay } from '../../adapters/browser/in-memory-display';
import { InMemoryStorage } from '../../adapters/browser/in-memory-storage';
import { RecordingErrorReporting } from '../../adapters/browser/recording-error-reporting';
import { RecordingChat } from '../../adapters/browser/recording-chat';
import { RecordingTagManager } from '../../adapters/browser/recording-tag-manager';
import { createFakeAdapters, fakeBindings, type FakeAdapters } from '../../adapters/fake/create-fake-adapters';
import { FakeKnobs } from '../../adapters/fake/fake-knobs';
import type { AnalyticsPort, DataLayerEvent } from '../../ports/analytics-port';
import type { AppConfig } from '../../ports/config-port';
import type { LanguageCode } from '../../ports/model/shop-context';
import type { ConsentPort } from '../../ports/consent-port';
import type { LoggerPort } from '../../ports/logger-port';
import type { PortBinding } from '../../ports/port-token';
import { browserModule } from '../../src/app/browser-module';
import { DEFAULT_SHOP } from '../../src/app/config';
import { createContainer } from '../../src/app/container';
import { fakeProviderModule } from '../../src/app/fake-provider-module';
import { portsModule } from '../../src/app/ports-module';
import { ROOT_STORE, type RootStore } from '../../src/app/root-store';

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
  imageHosts: ['images.example.com'],
  assumedMarkupPercent: 16,
  backOfficeUrl: '/admin',
  siteOrigin: 'http://localhost:3000',
  payment: { sessionId: 'storefront', postageTaxRuleTitle: 'Postage', cardSessionMarker: 'session_' },
  paymentHosts: ['pay.example.com'],
  searchProxyUrl: '',
  tagManagerId: '',
  errorReporting: { dsn: '', environment: '' },
  chat: { scriptUrl: '', accountId: '' },
  reviewBadgeUrl: '',
  network: { timeoutMs: 15_000, readTimeoutMs: 8_000 },
  shop: DEFAULT_SHOP,
  ...overrides,
});

export class RecordingAnalytics implements AnalyticsPort {
  readonly events: DataLayerEvent[] = [];
  push(event: DataLayerEvent): void {
    this.events.push(event);
  }
}

/** The consent cookie and signals in memory: what was stored, and every call in order. */
export class RecordingConsent implements ConsentPort {
  readonly calls: string[] = [];
  constructor(public stored: 'granted' | 'denied' | null = null) {}
  readDecision() {
    return this.stored;
  }
  recordDecision(decision: 'granted' | 'denied') {
    this.stored = decision;
    this.calls.push(`record:${decision}`);
  }
  applyDefaults() {
    this.calls.push('defaults');
  }
  restoreGrant() {
    this.calls.push('restore');
  }
  startAdPixel() {
    this.calls.push('adPixel');
  }
  startSocialPixel() {
    this.calls.push('socialPixel');
  }
}

/** A logger that keeps what it was told, so tests can assert on warnings without console noise. */
export class RecordingLogger implements LoggerPort {
  readonly warnings: string[] = [];
  readonly errors: unknown[][] = [];
  warn(...args: unknown[]): void {
    this.warnings.push(args.map(String).join(' '));
  }
  error(...args: unknown[]): void {
    this.errors.push(args);
  }
}

export interface TestWorld {
  root: RootStore;
  container: Container;
  clock: InMemoryClock;
  storage: InMemoryStorage;
  knobs: FakeKnobs;
  analytics: RecordingAnalytics;
  display: InMemoryDisplay;
  logger: RecordingLogger;
  fakes: FakeAdapters;
  consent: RecordingConsent;
  tagManager: RecordingTagManager;
  errorReporting: RecordingErrorReporting;
  chat: RecordingChat;
}

export interface ShopOptions {
  config?: Partial<AppConfig>;
  /** The language the page's URL names (the shop's own unless said). */
  pageLanguage?: LanguageCode;
  /** The consent cookie's value at startup (none unless said). */
  consentCookie?: 'granted' | 'denied' | null;
  storage?: InMemoryStorage;
  clock?: InMemoryClock;
  /** The fake family to use (with its knobs); made afresh unless given. */
  fakes?: FakeAdapters;
  knobs?: FakeKnobs;
  /** Ports replaced after the fake family is bound (a recording or failing double). */
  ports?: PortBinding[];
  /** Leave the app unstarted (no version check, no stored state read, nothing loaded). */
  unstarted?: boolean;
  /** CSS pixels; wide (1280) unless said. */
  screenWidth?: number;
  /** Leave out the fake provider page's store, as the http build does. */
  withoutFakeProvider?: boolean;
}

/** The moment every test shop starts at unless told: 21 November 2026, 09:00 UTC. */
const TEST_NOW = Date.UTC(2026, 10, 21, 9, 0, 0);

export interface FakeFamily {
  clock: InMemoryClock;
  knobs: FakeKnobs;
  fakes: FakeAdapters;
}

/**
 * The fake family over one clock and one set of knobs, for a test that wraps a fake (recording,
 * patched or failing) before the shop binds it: `givenAShop({ ...family, ports: [...] })`.
 */
export function aFakeFamily(clock = new InMemoryClock(TEST_NOW)): FakeFamily {
  const knobs = new FakeKnobs();
  return { clock, knobs, fakes: createFakeAdapters({ clock, knobs }) };
}

/** The app's container over the fake family, an in-memory storage, a fixed clock and a wide screen; started. */
export function givenAShop(options: ShopOptions = {}): TestWorld {
  const world = aShopContainer(options);
  const root = world.container.get<RootStore>(ROOT_STORE);
  if (!options.unstarted) startNow(root, '/');
  return { ...world, root };
}

/** The same shop's container and doubles, with no store built yet. */
export function aShopContainer(options: ShopOptions = {}): Omit<TestWorld, 'root'> {
  const clock = options.clock ?? new InMemoryClock(TEST_NOW);
  const storage = options.storage ?? new InMemoryStorage();
  const knobs = options.knobs ?? new FakeKnobs();
  const analytics = new RecordingAnalytics();
  const display = new InMemoryDisplay(options.screenWidth ?? 1280);
  const logger = new RecordingLogger();
  const consent = new RecordingConsent(options.consentCookie ?? null);
  const tagManager = new RecordingTagManager();
  const errorReporting = new RecordingErrorReporting();
  const chat = new RecordingChat();
  const fakes = options.fakes ?? createFakeAdapters({ clock, knobs });
  const container = createContainer(
    browserModule(
      testConfig(options.config),
      {
        storage,
        clock,
        consent,
        analytics,
        display,
        logger,
        tagManager,
        errorReporting,
        chat,
      },
      options.pageLanguage,
    ),
    portsModule(fakeBindings(fakes)),
    ...(options.withoutFakeProvider ? [] : [fakeProviderModule()]),
  );
  for (const { token, adapter } of options.ports ?? []) container.rebind(token).toConstantValue(adapter);
  return { container, clock, storage, knobs, analytics, display, logger, fakes, consent, tagManager, errorReporting, chat };
}

/** Runs steps to their end at once, calling `afterStep` with each step's number: the steps' value. */
export function runSteps<T>(steps: Generator<void, T>, afterStep: (step: number) => void = () => undefined): T {
  for (let step = 1; ; step++) {
    const next = steps.next();
    if (next.done) return next.value;
    afterStep(step);
  }
}

/** Runs the app's startup steps at once, as a test needs them: 'reload' or 'ready'. */
export function startNow(root: RootStore, currentPath: string): 'reload' | 'ready' {
  return runSteps(root.startSteps(currentPath));
}

/**
 * Waits until the started shop's locale config and store info have arrived (or failed). Startup
 * already asked for them, so `ensure()` would not wait for that request.
 */
export function shopSettingsLoaded(world: Pick<TestWorld, 'root'>): Promise<void> {
  return vi.waitFor(() => {
    const { localeConfig, storeInfo } = world.root.shop;
    if (localeConfig.isLoading || storeInfo.isLoading) throw new Error('the shop settings are still loading');
  });
}
