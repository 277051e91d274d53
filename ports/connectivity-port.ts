import { portToken } from './port-token';

/** Whether the device has a connection, and when that changes. */
export interface ConnectivityPort {
  isOnline(): boolean;
  /** Calls back with the new state on every change; returns the function that stops it. */
  watch(listener: (online: boolean) => void): () => void;
}

export const CONNECTIVITY_PORT = portToken<ConnectivityPort>('ConnectivityPort');
