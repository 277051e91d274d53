import { portToken } from './port-token';

export interface ClockPort {
  /** Epoch milliseconds. */
  now(): number;
  /** Runs the callback once after the delay; returns a cancel function. */
  schedule(delayMs: number, callback: () => void): () => void;
}

export const CLOCK_PORT = portToken<ClockPort>('ClockPort');
