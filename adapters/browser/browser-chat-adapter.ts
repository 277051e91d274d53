import type { ChatPort } from '../../ports/chat-port';
import type { AppConfig } from '../../ports/config-port';
import { fail, ok, portError, type Result } from '../../ports/model/result';
import { httpsScriptUrl } from './https-script-url';

export const CHAT_LOAD_TIMEOUT_MS = 15_000;

/** The vendor's global, when its script defines one: it opens the chat window. */
type ChatWindow = Window & { SupportChat?: { open?: () => void } };

/**
 * The support chat's loader: one async script tag with the account id as data-chat-id, added on
 * the first load and again only after a failed one; open() asks the vendor's global to open.
 */
export class BrowserChatAdapter implements ChatPort {
  private readonly url: string | null;
  private loading: Promise<Result<void>> | null = null;

  constructor(
    private readonly settings: AppConfig['chat'],
    private readonly doc: Document = document,
    private readonly win: Window = window,
    private readonly timeoutMs = CHAT_LOAD_TIMEOUT_MS,
  ) {
    this.url = httpsScriptUrl(settings.scriptUrl);
  }

  get configured(): boolean {
    return this.url !== null;
  }

  load(): Promise<Result<void>> {
    if (this.url === null) return Promise.resolve(fail(portError('rejected', 'No https chat script is configured')));
    this.loading ??= this.inject(this.url).then((result) => {
      if (!result.ok) this.loading = null;
      return result;
    });
    return this.loading;
  }

  open(): void {
    (this.win as ChatWindow).SupportChat?.open?.();
  }

  private inject(url: string): Promise<Result<void>> {
    return new Promise((resolve) => {
      const script = this.doc.createElement('script');
      script.async = true;
      script.src = url;
      if (this.settings.accountId !== '') script.dataset.chatId = this.settings.accountId;
      const settle = (result: Result<void>) => {
        this.win.clearTimeout(timer);
        if (!result.ok) script.remove();
        resolve(result);
      };
      const timer = this.win.setTimeout(() => settle(fail(portError('network', 'The chat script timed out'))), this.timeoutMs);
      script.addEventListener('load', () => settle(ok(undefined)), { once: true });
      script.addEventListener('error', () => settle(fail(portError('network', 'The chat script did not load'))), { once: true });
      this.doc.head.append(script);
    });
  }
}
