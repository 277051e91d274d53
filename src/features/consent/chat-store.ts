import { inject, injectable } from 'inversify';
import { runInAction } from 'mobx';
import { CHAT_PORT, type ChatPort } from '../../../ports/chat-port';
import { LOGGER_PORT, type LoggerPort } from '../../../ports/logger-port';
import { offersSupportChat } from '../../domain/support-chat';
import { ConsentStore } from './consent-store';
import { ShopStore } from '../shop/shop-store';
import { observeStore } from '../../shared/observe-store';

export type ChatState = 'idle' | 'loading' | 'open' | 'failed';

/**
 * The floating support chat (Romanian shop only). Its script loads on the first press, never
 * before; later presses only open the window. A failed load says so and the next press retries.
 */
@injectable()
export class ChatStore {
  state: ChatState = 'idle';
  private loaded = false;

  constructor(
    @inject(ShopStore) private readonly shop: ShopStore,
    @inject(ConsentStore) private readonly consent: ConsentStore,
    @inject(CHAT_PORT) private readonly chat: ChatPort,
    @inject(LOGGER_PORT) private readonly logger: LoggerPort,
  ) {
    observeStore<ChatStore, 'loaded'>(this, arguments, { loaded: false });
  }

  get visible(): boolean {
    return offersSupportChat({
      satellite: this.shop.satellite,
      homeCountryId: this.shop.homeCountryId,
      enabled: this.shop.localeConfig.value?.flags.chat ?? false,
      configured: this.chat.configured,
    });
  }

  /** The button shows where the chat is offered, once the consent banner no longer covers the bottom edge. */
  get buttonShown(): boolean {
    return this.visible && !this.consent.bannerOpen;
  }

  async open(): Promise<void> {
    if (this.state === 'loading' || !this.visible) return;
    if (!this.loaded) {
      this.state = 'loading';
      const result = await this.chat.load();
      if (!result.ok) {
        this.logger.warn('The support chat did not load:', result.error.message);
        runInAction(() => (this.state = 'failed'));
        return;
      }
      this.loaded = true;
    }
    this.chat.open();
    runInAction(() => (this.state = 'open'));
  }
}
