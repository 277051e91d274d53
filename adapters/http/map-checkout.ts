import type { DeliveryMethod, PaymentMethod, PaymentProvider, Postage } from '../../ports/model/checkout';
import type { PaymentOutcome } from '../../ports/payment-port';
import { fail, ok, portError, type Result } from '../../ports/model/result';
import type { components as ShopSchemas } from './generated/shop-api';

type Shop = ShopSchemas['schemas'];

export const mapDeliveryMethods = (methods: Shop['DeliveryMethod'][]): DeliveryMethod[] =>
  methods.map(({ id, position, title, code }) => ({ id, position, title, code }));

/** Payment module code (also the /api/{code}/pay path segment) ↔ provider. */
export const PROVIDER_CODES = {
  wallet: 'applepay',
  'global-card': 'globalcard',
  'instant-transfer': 'instanttransfer',
  card: 'card',
  'cash-on-delivery': 'ramburs',
  prepayment: 'vorkasse',
  'buy-now-pay-later': 'bnpl',
} as const satisfies Record<PaymentProvider, Shop['PaymentMethod']['code']>;

/** The provider of a payment module code; null for a module this storefront has no flow for. */
export const providerOf = (code: string): PaymentProvider | null =>
  (Object.keys(PROVIDER_CODES) as PaymentProvider[]).find((provider) => PROVIDER_CODES[provider] === code) ?? null;

/** Methods with a code this storefront cannot pay with are left out. */
export function mapPaymentMethods(methods: Shop['PaymentMethod'][]): PaymentMethod[] {
  const result: PaymentMethod[] = [];
  for (const method of methods) {
    const provider = providerOf(method.code);
    if (provider !== null) result.push({ id: method.id, provider, title: method.title, position: method.position });
  }
  return result;
}

export const INVALID_DATA = 'Invalid data';

/** An `error` (e.g. 'Invalid data', with HTTP 200 or 400) is a rejection carrying that message. */
export function mapPostage(dto: Shop['Postage'], status: number): Result<Postage> {
  if (dto.error !== null && dto.error !== undefined && dto.error.trim() !== '')
    return fail(portError('rejected', dto.error, status));
  if (dto.postage_amount === null || dto.postage_amount_taxed === null) {
    return fail(portError('invalid-response', 'postage: amounts missing without an error'));
  }
  return ok({ net: dto.postage_amount, gross: dto.postage_amount_taxed });
}

export const LOCAL_PICKUP_UPDATED = ['Order Local Pickup Updated', 'Order Local Pickup Address Updated'] as const;

const isWebAddress = (value: string): boolean => {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
};

/** A path in the shop itself ('/order-placed?cart_id=5'), not a protocol-relative '//host' address. */
const isShopPath = (value: string): boolean => /^\/(?!\/)/.test(value) && !/[\s\\]/.test(value);

/**
 * A redirect address or a path in the shop → redirect; the card provider's value starting with the
 * session marker → session (handed back, not followed). status 'error' or no usable value → rejected.
 */
export function mapPaymentResult(
  dto: Shop['PaymentResult'],
  provider: PaymentProvider,
  sessionMarker: string,
): Result<PaymentOutcome> {
  const failed = dto.status !== undefined && dto.status.toLowerCase() === 'error';
  const value = dto.redirect_url?.trim() ?? '';
  if (failed || value === '') return fail(portError('rejected', dto.message ?? 'Payment was not accepted'));
  if (provider === 'card' && sessionMarker !== '' && value.startsWith(sessionMarker))
    return ok({ kind: 'session', marker: value });
  if (isWebAddress(value) || isShopPath(value)) return ok({ kind: 'redirect', url: value });
  return fail(portError('invalid-response', `payment: redirect_url is not a web address (${value.slice(0, 40)})`));
}
