import { RecordingChat } from '../../adapters/browser/recording-chat';
import { CHAT_PORT, type ChatPort } from '../../ports/chat-port';
import { fail, ok, portError, type Result } from '../../ports/model/result';
import { bindingOf } from '../../ports/port-token';
import { aFakeFamily, givenAShop, shopSettingsLoaded, type TestWorld } from './build-root-store';
import { storeBinding } from './store-data';

export interface ChatShopOptions {
  /** The build's satellite and locale; the Romanian shop unless said. */
  satellite?: string;
  locale?: string;
  /** The locale config's chat switch; on unless said. */
  chatEnabled?: boolean;
  /** The chat port; fake mode's recording one unless said. */
  chat?: ChatPort;
  /** The consent cookie at startup (none, so the banner asks, unless said). */
  consentCookie?: 'granted' | 'denied' | null;
}

/** A started shop with its support chat, once the shop's settings have arrived. */
export async function givenAChatShop(options: ChatShopOptions = {}): Promise<TestWorld> {
  const family = aFakeFamily();
  const store = storeBinding(family.fakes, {
    locale: (seeded) => ({ flags: { ...seeded.flags, chat: options.chatEnabled ?? true } }),
  });
  const world = givenAShop({
    ...family,
    consentCookie: options.consentCookie ?? null,
    config: { satellite: options.satellite ?? 'RO', locale: options.locale ?? 'ro_RO' },
    ports: [store, bindingOf(CHAT_PORT, options.chat ?? new RecordingChat())],
  });
  await shopSettingsLoaded(world);
  return world;
}

/**
 * A chat whose script fails to load `failures` times, then loads; its loads and opens are
 * counted. `release()` lets a held load finish when `held` is set.
 */
export class FlakyChat implements ChatPort {
  readonly configured = true;
  loads = 0;
  opens = 0;
  private pending: (() => void) | null = null;

  constructor(
    private failures: number,
    private readonly held = false,
  ) {}

  async load(): Promise<Result<void>> {
    this.loads += 1;
    if (this.held) await new Promise<void>((resolve) => (this.pending = resolve));
    if (this.failures > 0) {
      this.failures -= 1;
      return fail(portError('network', 'The chat script did not load'));
    }
    return ok(undefined);
  }

  open(): void {
    this.opens += 1;
  }

  release(): void {
    this.pending?.();
  }
}
