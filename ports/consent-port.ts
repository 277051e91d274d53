import { portToken } from './port-token';

export type ConsentDecision = 'granted' | 'denied';

export interface ConsentPort {
  /** The stored decision from the consent cookie, or null when none was made. */
  readDecision(): ConsentDecision | null;
  /** Stores the decision (cookie, 150 days) and tells the tag manager. */
  recordDecision(decision: ConsentDecision): void;
  /** Sets the four consent signals to denied before anything else loads. */
  applyDefaults(): void;
  /** Grants the four signals again from the stored decision (the cookie is left as it is). */
  restoreGrant(): void;
  startAdPixel(): void;
  startSocialPixel(): void;
}

export const CONSENT_PORT = portToken<ConsentPort>('ConsentPort');
