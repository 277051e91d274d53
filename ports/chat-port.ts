import type { Result } from './model/result';
import { portToken } from './port-token';

/** The support chat: a vendor's script, loaded only when the shopper first asks for it. */
export interface ChatPort {
  /** Whether this build has a support chat to load at all. */
  readonly configured: boolean;
  /** Loads the chat script; a failed load is a value, and the next call tries again. */
  load(): Promise<Result<void>>;
  /** Opens the chat window of a loaded chat. */
  open(): void;
}

export const CHAT_PORT = portToken<ChatPort>('ChatPort');
