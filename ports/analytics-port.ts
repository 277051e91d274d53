import { portToken } from './port-token';

export type DataLayerEvent =
  | { event: 'addToCart'; productId: number; pseId: number; quantity: number; grossPrice: number; currency: string }
  | { event: 'search'; term: string }
  | { event: 'consentUpdated'; decision: 'granted' | 'denied' };

export interface AnalyticsPort {
  push(event: DataLayerEvent): void;
}

export const ANALYTICS_PORT = portToken<AnalyticsPort>('AnalyticsPort');
