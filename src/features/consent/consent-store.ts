import { inject, injectable } from 'inversify';
import { ANALYTICS_PORT, type AnalyticsPort } from '../../../ports/analytics-port';
import { CONSENT_PORT, type ConsentDecision, type ConsentPort } from '../../../ports/consent-port';
import { TagManagerStore } from './tag-manager-store';
import { observeStore } from '../../shared/observe-store';

/**
 * Cookie consent (section 4): everything is denied until the shopper decides. Accept grants the
 * four signals, starts the social pixel and the tag manager; decline denies them. A granted
 * cookie restores the grant at startup and starts the ad pixel. The banner can be reopened.
 */
@injectable()
export class ConsentStore {
  decision: ConsentDecision | null = null;
  bannerOpen = false;
  /** False until the stored decision is read: a page rendered on the server, or hydrating, cannot know it. */
  started = false;

  constructor(
    @inject(CONSENT_PORT) private readonly consent: ConsentPort,
    @inject(ANALYTICS_PORT) private readonly analytics: AnalyticsPort,
    @inject(TagManagerStore) private readonly tagManager: TagManagerStore,
  ) {
    observeStore(this, arguments);
  }

  /** Before any tag: the denied defaults, then the stored decision. */
  start(): void {
    this.consent.applyDefaults();
    this.decision = this.consent.readDecision();
    this.bannerOpen = this.decision === null;
    this.started = true;
    if (this.decision === 'granted') {
      this.consent.restoreGrant();
      this.consent.startAdPixel();
      void this.tagManager.start();
    }
  }

  accept(): void {
    this.decide('granted');
    this.consent.startSocialPixel();
    void this.tagManager.start();
  }

  decline(): void {
    this.decide('denied');
  }

  reopen(): void {
    this.bannerOpen = true;
  }

  /** Closes the reopened banner, keeping the choice made before. */
  close(): void {
    this.bannerOpen = false;
  }

  private decide(decision: ConsentDecision): void {
    this.decision = decision;
    this.bannerOpen = false;
    this.consent.recordDecision(decision);
    this.analytics.push({ event: 'consentUpdated', decision });
  }
}
