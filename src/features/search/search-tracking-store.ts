import { inject, injectable } from 'inversify';
import { ANALYTICS_PORT, type AnalyticsPort } from '../../../ports/analytics-port';

/**
 * The data layer's search events: one per search the shopper makes, in the dropdown or on the
 * results page. The same term again straight after is the same search (the dropdown's term
 * followed to its results page, a retry, the page shown again): it is not counted twice.
 */
@injectable()
export class SearchTrackingStore {
  private lastTerm: string | null = null;

  constructor(@inject(ANALYTICS_PORT) private readonly analytics: AnalyticsPort) {}

  searched(term: string): void {
    if (term === this.lastTerm) return;
    this.lastTerm = term;
    this.analytics.push({ event: 'search', term });
  }
}
