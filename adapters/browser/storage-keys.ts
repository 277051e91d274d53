import type { StorageKey } from '../../ports/storage-port';

const KEYS = {
  jwtToken: true,
  user_identifier: true,
  customer_id: true,
  address_id: true,
  appliedCoupon: true,
  appliedCouponDiscount: true,
  isCompany: true,
  excludeVAT: true,
  profileName: true,
  isAdmin: true,
  user_express: true,
  user_express_data: true,
  country_id: true,
  country_tax: true,
  tax_title: true,
  cart_id: true,
  cart_items: true,
  delivery_id: true,
  local_pickup: true,
  lastLocation: true,
  salesBarVisible: true,
  locale_config: true,
  recently_viewed: true,
  app_version: true,
  showNewVersionToast: true,
  token_refresh_until: true,
  payment_attempt_at: true,
  payment_in_flight: true,
  review_badge: true,
} as const satisfies Record<StorageKey, true>;

export const STORAGE_KEYS = Object.keys(KEYS) as StorageKey[];

export const isStorageKey = (key: string | null): key is StorageKey => key !== null && Object.hasOwn(KEYS, key);
