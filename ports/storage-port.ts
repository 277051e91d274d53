import { portToken } from './port-token';

/** The browser-stored keys of the spec (section 3), plus the stored app version. */
export type StorageKey =
  | 'jwtToken'
  | 'user_identifier'
  | 'customer_id'
  | 'address_id'
  | 'appliedCoupon'
  | 'appliedCouponDiscount'
  | 'isCompany'
  | 'excludeVAT'
  | 'profileName'
  /** The login answer's isAdmin (display only: the admin bar). */
  | 'isAdmin'
  | 'user_express'
  | 'user_express_data'
  | 'country_id'
  | 'country_tax'
  | 'tax_title'
  | 'cart_id'
  | 'cart_items'
  | 'delivery_id'
  /** The local pickup chosen at checkout, for the cart it was paid from (JSON). */
  | 'local_pickup'
  | 'lastLocation'
  | 'salesBarVisible'
  | 'locale_config'
  | 'recently_viewed'
  | 'app_version'
  | 'showNewVersionToast'
  /** Until when one tab is refreshing the login token (epoch ms); the others wait for its result. */
  | 'token_refresh_until'
  /** When the last payment was attempted (epoch ms), for the 2-minute wait before a retry. */
  | 'payment_attempt_at'
  /** The cart a window is paying for and since when ('cartId:epochMs'), so another window waits. */
  | 'payment_in_flight'
  | SessionStorageKey;

/** Keys kept for the browser tab's session only (session storage); every other key is kept in local storage. */
export type SessionStorageKey =
  /** The review badge, what was asked and when it was fetched (JSON; spec 7.6: kept 1800 s in the session). */
  'review_badge';

export const SESSION_STORAGE_KEYS: readonly SessionStorageKey[] = ['review_badge'];

/** A key of SESSION_STORAGE_KEYS is kept in session storage, any other in local storage. */
export interface StoragePort {
  get(key: StorageKey): string | null;
  set(key: StorageKey, value: string): void;
  remove(key: StorageKey): void;
  /** Clears local storage and session storage. */
  clearAll(): void;
  /** Called when another tab changes a key; returns an unsubscribe function. */
  onExternalChange(listener: (key: StorageKey) => void): () => void;
}

export const STORAGE_PORT = portToken<StoragePort>('StoragePort');
