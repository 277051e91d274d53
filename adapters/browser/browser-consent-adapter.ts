import type { ConsentDecision, ConsentPort } from '../../ports/consent-port';
import { dataLayerOf } from './data-layer-array';

export const CONSENT_COOKIE = 'consent';
export const CONSENT_COOKIE_MAX_AGE_S = 150 * 24 * 60 * 60;

const SIGNALS = ['ad_storage', 'ad_user_data', 'ad_personalization', 'analytics_storage'] as const;

const signals = (decision: ConsentDecision): Record<(typeof SIGNALS)[number], ConsentDecision> =>
  Object.fromEntries(SIGNALS.map((signal) => [signal, decision])) as Record<(typeof SIGNALS)[number], ConsentDecision>;

function gtagArguments(..._args: unknown[]): IArguments {
  // eslint-disable-next-line prefer-rest-params -- gtag pushes its arguments object; the tag manager relies on that.
  return arguments;
}

const isDecision = (value: string): value is ConsentDecision => value === 'granted' || value === 'denied';

const decode = (value: string): string => {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
};

export class BrowserConsentAdapter implements ConsentPort {
  private readonly doc: Document;
  private readonly win: Window;
  private adPixelStarted = false;
  private socialPixelStarted = false;

  constructor(doc: Document = document, win: Window = window) {
    this.doc = doc;
    this.win = win;
  }

  readDecision(): ConsentDecision | null {
    for (const part of this.doc.cookie.split(';')) {
      const [name, ...rest] = part.split('=');
      if (name?.trim() !== CONSENT_COOKIE) continue;
      const value = decode(rest.join('=').trim());
      return isDecision(value) ? value : null;
    }
    return null;
  }

  recordDecision(decision: ConsentDecision): void {
    const secure = this.win.location.protocol === 'https:' ? '; Secure' : '';
    this.doc.cookie = `${CONSENT_COOKIE}=${decision}; Max-Age=${CONSENT_COOKIE_MAX_AGE_S}; Path=/; SameSite=Lax${secure}`;
    this.gtag('consent', 'update', signals(decision));
  }

  applyDefaults(): void {
    this.gtag('consent', 'default', signals('denied'));
  }

  restoreGrant(): void {
    this.gtag('consent', 'update', signals('granted'));
  }

  startAdPixel(): void {
    if (this.adPixelStarted) return;
    this.adPixelStarted = true;
    dataLayerOf(this.win).push({ event: 'adPixelStarted' });
  }

  startSocialPixel(): void {
    if (this.socialPixelStarted) return;
    this.socialPixelStarted = true;
    dataLayerOf(this.win).push({ event: 'socialPixelStarted' });
  }

  private gtag(...args: unknown[]): void {
    dataLayerOf(this.win).push(gtagArguments(...args));
  }
}
