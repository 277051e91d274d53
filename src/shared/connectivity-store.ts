import { inject, injectable } from 'inversify';
import { CONNECTIVITY_PORT, type ConnectivityPort } from '../../ports/connectivity-port';
import { observeStore } from './observe-store';
import { QueryCache } from './query-cache';

/**
 * Whether the shop is online (the quiet offline banner shows while it is not), and what happens
 * when the connection returns: the reads that failed are asked again, and `returns` counts up so
 * that a screen whose code failed to download tries again.
 */
@injectable()
export class ConnectivityStore {
  online: boolean;
  returns = 0;

  constructor(
    @inject(CONNECTIVITY_PORT) connectivity: ConnectivityPort,
    @inject(QueryCache) private readonly cache: QueryCache,
  ) {
    this.online = connectivity.isOnline();
    observeStore(this, arguments);
    connectivity.watch(this.changed);
  }

  changed(online: boolean): void {
    const returned = online && !this.online;
    this.online = online;
    if (!returned) return;
    this.returns += 1;
    this.cache.retryFailed();
  }
}
