import type { DeliveryMethod, PaymentMethod, PaymentProvider, Postage } from '../../ports/model/checkout';
import type { PaymentOutcome } from '../../ports/payment-port';
import { fail, ok, portError, type Result } from '../../ports/model/result';
import { array, integer, isRecord, nullable, number, object, optional, string, type FieldsOf } from './decode';
import type { components as ShopSchemas } from './generated/shop-api';

type Shop = ShopSchemas['schemas'];

export const deliveryMethodsDto = object({
  data: array(object({ id: integer, position: integer, title: string, code: string } satisfies FieldsOf<Shop['DeliveryMethod']>)),
});

export const mapDeliveryMethods = (dto: ReturnType<typeof deliveryMethodsDto>): DeliveryMethod[] =>
  dto.data.map(({ id, position, title, code }) => ({ id, position, title, code }));

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

const providerOf = (code: string): PaymentProvider | null =>
  (Object.keys(PROVIDER_CODES) as PaymentProvider[]).find((provider) => PROVIDER_CODES[provider] === code) ?? null;

export const paymentMethodsDto = object({
  data: array(object({ id: integer, code: string, title: string, position: integer } satisfies FieldsOf<Shop['PaymentMethod']>)),
});

/** Methods with a code this storefront cannot pay with are left out. */
export function mapPaymentMethods(dto: ReturnType<typeof paymentMethodsDto>): PaymentMethod[] {
  const methods: PaymentMethod[] = [];
  for (const method of dto.data) {
    const provider = providerOf(method.code);
    if (provider !== null) methods.push({ id: method.id, provider, title: method.title, position: method.position });
  }
  return methods;
}

export const postageDto = object({
  postage_amount: nullable(number),
  postage_amount_taxed: nullable(number),
  error: nullable(string),
} satisfies FieldsOf<Shop['Postage']>);

export const INVALID_DATA = 'Invalid data';

/** An `error` (e.g. 'Invalid data', with HTTP 200 or 400) is a rejection carrying that message. */
export function mapPostage(dto: ReturnType<typeof postageDto>, status: number): Result<Postage> {
  if (dto.error !== null && dto.error.trim() !== '') return fail(portError('rejected', dto.error, status));
  if (dto.postage_amount === null || dto.postage_amount_taxed === null) {
    return fail(portError('invalid-response', 'postage: amounts missing without an error'));
  }
  return ok({ net: dto.postage_amount, gross: dto.postage_amount_taxed });
}

export const LOCAL_PICKUP_UPDATED = ['Order Local Pickup Updated', 'Order Local Pickup Address Updated'] as const;

/** True only when the server's message is one of the two confirmations. */
export const isLocalPickupConfirmed = (body: unknown): boolean =>
  isRecord(body) &&
  typeof body['message'] === 'string' &&
  (LOCAL_PICKUP_UPDATED as readonly string[]).includes(body['message'].trim());

export const paymentResultDto = object({
  status: optional(string),
  redirect_url: nullable(string),
  order_id: nullable(integer),
  message: nullable(string),
} satisfies FieldsOf<Shop['PaymentResult']>);

const isWebAddress = (value: string): boolean => {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
};

/**
 * A redirect address → redirect; the card provider's value starting with the session marker →
 * session (handed back, not followed). status 'error' or no usable value → rejected.
 */
export function mapPaymentResult(
  dto: ReturnType<typeof paymentResultDto>,
  provider: PaymentProvider,
  sessionMarker: string,
): Result<PaymentOutcome> {
  const failed = dto.status !== undefined && dto.status.toLowerCase() === 'error';
  const value = dto.redirect_url?.trim() ?? '';
  if (failed || value === '') return fail(portError('rejected', dto.message ?? 'Payment was not accepted'));
  if (provider === 'card' && sessionMarker !== '' && value.startsWith(sessionMarker))
    return ok({ kind: 'session', marker: value });
  if (isWebAddress(value)) return ok({ kind: 'redirect', url: value });
  return fail(portError('invalid-response', `payment: redirect_url is not a web address (${value.slice(0, 40)})`));
}
