import type { ClockPort } from '../../../ports/clock-port';
import type { StoragePort } from '../../../ports/storage-port';
import { refreshDelay } from '../../domain/token-timing';
import type { AuthToken } from '../../../ports/model/customer';

/** How long one tab may hold the refresh before another tab tries. */
export const REFRESH_LOCK_MS = 30_000;

export interface TokenWatchActions {
  /** Refreshes the token (the call and its storing). */
  refresh(): Promise<void>;
  /** The token has expired: end the session. */
  expire(): void;
}

/**
 * Section 4's token watcher: a refresh at two thirds of the token's life and the end of the
 * session at its expiry, both on the clock port. Across tabs only one refreshes at a time: the
 * first to take the lock in storage; the others wait for the new token through the storage event.
 */
export class TokenWatch {
  private cancels: (() => void)[] = [];

  constructor(
    private readonly clock: ClockPort,
    private readonly storage: StoragePort,
    private readonly actions: TokenWatchActions,
  ) {}

  /** (Re)schedules the refresh and the expiry of a token; null stops watching. */
  follow(token: AuthToken | null): void {
    this.stop();
    if (token === null) return;
    const now = this.clock.now();
    this.cancels = [
      this.clock.schedule(refreshDelay(token, now), () => void this.refreshOnce()),
      this.clock.schedule(Math.max(0, token.expiresAt - now), () => this.actions.expire()),
    ];
  }

  stop(): void {
    this.cancels.forEach((cancel) => cancel());
    this.cancels = [];
  }

  private async refreshOnce(): Promise<void> {
    const now = this.clock.now();
    if (Number(this.storage.get('token_refresh_until')) > now) return;
    this.storage.set('token_refresh_until', String(now + REFRESH_LOCK_MS));
    try {
      await this.actions.refresh();
    } finally {
      this.storage.remove('token_refresh_until');
    }
  }
}
