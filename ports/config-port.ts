import type { LanguageCode } from './model/shop-context';
import { portToken } from './port-token';

export type AdapterFamily = 'fake' | 'http';

/** The shop's name and customer-service contacts as the build knows them, for when the store's own cannot load. */
export interface ShopIdentity {
  name: string;
  phone: string;
  email: string;
}

/** Build-time configuration, parsed and checked at startup. */
export interface AppConfig {
  adapters: AdapterFamily;
  apiUrl: string;
  fastApiUrl: string;
  shopToken: string;
  language: LanguageCode;
  locale: string;
  satellite: string;
  version: string;
  /** Hosts that external links may open (besides the shop's own). */
  externalHosts: string[];
  /** Hosts back-office HTML may load images and media from, besides the shop's own and its APIs' (VITE_IMAGE_HOSTS). */
  imageHosts: string[];
  /** Assumed markup for the struck-through price when no higher list price exists. */
  assumedMarkupPercent: number;
  backOfficeUrl: string;
  /** This shop's origin as the browser sees it (absolute URLs, the own host of the link check). */
  siteOrigin: string;
  /** What the pay calls carry that each deployment sets (required with the http adapters). */
  payment: { sessionId: string; postageTaxRuleTitle: string; cardSessionMarker: string };
  /** The payment providers' hosts: the only places a payment may send the browser. */
  paymentHosts: string[];
  /**
   * A same-origin or trusted proxy in front of the search service, which adds the credentials
   * itself; '' to call the service directly with the credentials from GET /api/ConfigApi.
   */
  searchProxyUrl: string;
  /** The tag manager's container id (GTM-…); '' to take it from the fast API. */
  tagManagerId: string;
  /** The error-reporting service's DSN ('' = off) and the environment its reports are filed under. */
  errorReporting: { dsn: string; environment: string };
  /** The support chat's script (loaded only when https) and its account id; '' for none. */
  chat: { scriptUrl: string; accountId: string };
  /** Base URL of the review provider's badge service (spec 7.6); '' for no review badge with the http adapters. */
  reviewBadgeUrl: string;
  /** Milliseconds a request may take (VITE_REQUEST_TIMEOUT_MS, at most 15 s) and a read a page waits on (VITE_READ_TIMEOUT_MS). */
  network: { timeoutMs: number; readTimeoutMs: number };
  /** The shop's name and contacts where the store's configuration is not reachable (document title, server-error page). */
  shop: ShopIdentity;
}

export const APP_CONFIG = portToken<AppConfig>('AppConfig');

/** The language the page's URL names (src/domain/language-path.ts): the interface language the page opens in. */
export const PAGE_LANGUAGE = portToken<LanguageCode>('PageLanguage');
