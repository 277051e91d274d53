import type { ConnectivityPort } from '../../ports/connectivity-port';

/** A connection a test (or the server, always online) switches by hand. */
export class InMemoryConnectivity implements ConnectivityPort {
  private readonly listeners = new Set<(online: boolean) => void>();

  constructor(private online = true) {}

  isOnline(): boolean {
    return this.online;
  }

  watch(listener: (online: boolean) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  set(online: boolean): void {
    this.online = online;
    for (const listener of this.listeners) listener(online);
  }
}
