import { portToken } from './port-token';

/** Where the app reports what a developer should see (junk in storage, malformed server values). */
export type LoggerPort = Pick<Console, 'warn' | 'error'>;

export const LOGGER_PORT = portToken<LoggerPort>('LoggerPort');
