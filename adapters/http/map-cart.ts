import type { CartError } from '../../ports/cart-port';
import type {
  AppliedCoupon,
  CartChangeNotice,
  CartLine,
  CartMutation,
  CartSnapshot,
  CartValidation,
} from '../../ports/model/cart';
import { fail, ok, type Result } from '../../ports/model/result';
import {
  array,
  boolean,
  decode,
  flag,
  integer,
  isRecord,
  literal,
  messageOf,
  nullable,
  number,
  object,
  optional,
  string,
  withDefault,
  type FieldsOf,
} from './decode';
import type { components as ShopSchemas } from './generated/shop-api';
import { isSuccess, type RawAnswer } from './http-call';
import { categoryRefDto, productImageDto } from './map-product';

type Shop = ShopSchemas['schemas'];

/** The server messages the storefront branches on (matched by text, case-insensitively). */
export const CART_NOT_FOUND = 'Cart not found';
export const INVALID_CART_ID = 'invalid cartId';

const cartItemDto = object({
  PRODUCT_SALE_ELEMENT: integer,
  cartId: integer,
  cartItemId: integer,
  id: integer,
  quantity: integer,
  quantityRemain: nullable(integer),
  PRICE: optional(number),
  price: optional(number),
  PROMO_PRICE: nullable(number),
  IS_PROMO: withDefault(flag, false),
  TITLE: string,
  URL: nullable(string),
  PSE_URL: nullable(string),
  IMAGE: nullable(string),
  images: withDefault(array(productImageDto), []),
  DEFAULT_CATEGORY: nullable(integer),
  category: withDefault(array(categoryRefDto), []),
  undeliverable: withDefault(boolean, false),
  selectedFulfilmentCenter: nullable(integer),
  selectedProductColor: nullable(string),
  selectedProductSize: nullable(string),
} satisfies FieldsOf<Shop['CartItem']>);
type CartItemDto = ReturnType<typeof cartItemDto>;

const cartChangeDto = object({
  cartItemId: integer,
  change: literal('removed', 'price', 'quantity', 'undeliverable'),
  old_value: nullable(number),
  new_value: nullable(number),
} satisfies FieldsOf<Shop['CartChange']>);

const cartDataDto = object({
  cartId: integer,
  cartItemId: nullable(integer),
  quantity: nullable(integer),
  items: optional(array(cartItemDto)),
  changes: withDefault(array(cartChangeDto), []),
} satisfies FieldsOf<Shop['CartData']>);

export const cartResponseDto = object({
  status_code: integer,
  status: withDefault(string, ''),
  message: nullable(string),
  data: nullable(cartDataDto),
} satisfies FieldsOf<Shop['CartResponse']>);
export type CartResponseDto = ReturnType<typeof cartResponseDto>;

const sameText = (message: string | null, expected: string): boolean => message?.trim().toLowerCase() === expected.toLowerCase();

/** 'Cart not found' and 'invalid cartId', in 200 and 4xx bodies alike. */
export function cartErrorOf(message: string | null): CartError | null {
  if (sameText(message, CART_NOT_FOUND)) return { kind: 'cart-not-found' };
  if (sameText(message, INVALID_CART_ID)) return { kind: 'invalid-cart-id' };
  return null;
}

/**
 * Any cart answer → the envelope, when status_code is 200 and nothing went wrong; otherwise the
 * CartError the storefront branches on. Branches on the message text first (the error bodies may
 * arrive with HTTP 200 or 4xx), then on the HTTP status, then on status_code.
 */
export function readCartAnswer(answer: RawAnswer): Result<CartResponseDto, CartError> {
  const message = messageOf(answer.body);
  const known = cartErrorOf(message);
  if (known !== null) return fail(known);
  if (!isSuccess(answer.status)) return fail({ kind: 'failed', message: message ?? `HTTP ${answer.status}` });
  const envelope = decode(cartResponseDto, answer.body, 'cart answer');
  if (!envelope.ok) return fail({ kind: 'failed', message: envelope.error.message });
  if (envelope.value.status_code !== 200)
    return fail({ kind: 'failed', message: message ?? `status_code ${envelope.value.status_code}` });
  return envelope;
}

/** A mutation succeeds only with status_code 200 and a numeric quantity (and the ids to store it under). */
export function toMutation(envelope: CartResponseDto): Result<CartMutation, CartError> {
  const data = envelope.data;
  if (data === null || data.quantity === null || data.cartItemId === null) {
    return fail({ kind: 'failed', message: envelope.message ?? 'The cart answer carries no quantity' });
  }
  return ok({ cartId: data.cartId, cartItemId: data.cartItemId, quantity: data.quantity });
}

const visibleImage = (item: CartItemDto): string | null => {
  const visible = item.images.filter((image) => image.visible).sort((a, b) => a.position - b.position);
  return visible[0]?.image_url ?? null;
};

export function mapCartLine(item: CartItemDto): CartLine {
  return {
    pseId: item.PRODUCT_SALE_ELEMENT,
    productId: item.id,
    cartId: item.cartId,
    cartItemId: item.cartItemId,
    quantity: item.quantity,
    quantityRemain: item.quantityRemain,
    unitNetPrice: item.PRICE ?? item.price ?? 0,
    promoNetPrice: item.IS_PROMO ? item.PROMO_PRICE : null,
    isPromo: item.IS_PROMO,
    title: item.TITLE,
    url: item.URL ?? '',
    pseUrl: item.PSE_URL ?? item.URL ?? '',
    imageUrl: item.IMAGE ?? visibleImage(item),
    defaultCategoryId: item.DEFAULT_CATEGORY,
    categoryTitles: item.category.map((category) => category.title),
    undeliverable: item.undeliverable,
    fulfilmentCentreId: item.selectedFulfilmentCenter,
    colour: item.selectedProductColor,
    size: item.selectedProductSize,
  };
}

/** A line needs a unit price: PRICE, or its lower-case twin. */
function checkPrices(items: CartItemDto[]): Result<CartItemDto[], CartError> {
  const index = items.findIndex((item) => item.PRICE === undefined && item.price === undefined);
  return index === -1
    ? ok(items)
    : fail({ kind: 'failed', message: `cart answer: data.items[${index}].PRICE: expected number, got undefined` });
}

export function toSnapshot(envelope: CartResponseDto, requestedCartId: number): Result<CartSnapshot, CartError> {
  const items = checkPrices(envelope.data?.items ?? []);
  if (!items.ok) return items;
  return ok({ cartId: envelope.data?.cartId ?? requestedCartId, lines: items.value.map(mapCartLine) });
}

export function toValidation(envelope: CartResponseDto, requestedCartId: number): Result<CartValidation, CartError> {
  const snapshot = toSnapshot(envelope, requestedCartId);
  if (!snapshot.ok) return snapshot;
  const titles = new Map(snapshot.value.lines.map((line) => [line.cartItemId, line.title]));
  const notices: CartChangeNotice[] = [];
  for (const change of envelope.data?.changes ?? []) {
    const title = titles.get(change.cartItemId) ?? '';
    if (change.change === 'removed') notices.push({ kind: 'line-removed', title });
    else if (change.change === 'price' && change.old_value !== null && change.new_value !== null) {
      notices.push({ kind: 'price-updated', title, oldNetPrice: change.old_value, newNetPrice: change.new_value });
    } else if (change.change === 'quantity' && change.old_value !== null && change.new_value !== null) {
      notices.push({ kind: 'quantity-changed', title, oldQuantity: change.old_value, newQuantity: change.new_value });
    }
    // 'undeliverable' shows through the line's own flag.
  }
  return ok({ snapshot: snapshot.value, notices });
}

const couponDto = object({ coupon_code: string, discount: number } satisfies FieldsOf<Shop['Coupon']>);
export const couponResultDto = object({
  status_code: optional(integer),
  status: string,
  message: nullable(string),
  data: nullable(couponDto),
} satisfies FieldsOf<Shop['CouponResult']>);

/** insertCoupon: success needs status 'success' and the coupon data; cart messages map to their kinds. */
export function readCouponAnswer(answer: RawAnswer): Result<AppliedCoupon, CartError> {
  const message = messageOf(answer.body);
  const known = cartErrorOf(message);
  if (known !== null) return fail(known);
  if (!isSuccess(answer.status) && !isRecord(answer.body))
    return fail({ kind: 'failed', message: message ?? `HTTP ${answer.status}` });
  const result = decode(couponResultDto, answer.body, 'coupon answer');
  if (!result.ok) return fail({ kind: 'failed', message: result.error.message });
  const { status, data } = result.value;
  if (!isSuccess(answer.status) || status !== 'success' || data === null) {
    return fail({ kind: 'failed', message: message ?? `coupon rejected (HTTP ${answer.status})` });
  }
  return ok({ code: data.coupon_code, discount: data.discount });
}
