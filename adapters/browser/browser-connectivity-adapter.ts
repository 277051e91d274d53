import type { ConnectivityPort } from '../../ports/connectivity-port';

/** navigator.onLine and the window's online and offline events. */
export class BrowserConnectivityAdapter implements ConnectivityPort {
  isOnline(): boolean {
    return typeof navigator === 'undefined' || navigator.onLine !== false;
  }

  watch(listener: (online: boolean) => void): () => void {
    const online = () => listener(true);
    const offline = () => listener(false);
    window.addEventListener('online', online);
    window.addEventListener('offline', offline);
    return () => {
      window.removeEventListener('online', online);
      window.removeEventListener('offline', offline);
    };
  }
}
