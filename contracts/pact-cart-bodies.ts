import { MatchersV3 } from '@pact-foundation/pact';
import { json } from './pact-support';

const { boolean, eachLike, integer, number, string } = MatchersV3;

/**
 * Item 901 of cart 55 (provider state 'cart {cartId} holds item {cartItemId}: …'): pse 5001 of
 * product 1001, in promo, with its colour, size, image and fulfilment centre chosen.
 */
export const cartLine = {
  PRODUCT_SALE_ELEMENT: integer(5001),
  cartId: integer(55),
  cartItemId: integer(901),
  id: integer(1001),
  quantity: integer(3),
  quantityRemain: integer(4),
  PRICE: number(499.5),
  PROMO_PRICE: number(449.5),
  IS_PROMO: integer(1),
  TITLE: string('Canapea extensibilă Oslo'),
  URL: string('canapea-extensibila-oslo.html'),
  PSE_URL: string('canapea-extensibila-oslo.html?pse=5001'),
  IMAGE: string('/images/oslo-1.jpg'),
  DEFAULT_CATEGORY: integer(12),
  category: eachLike({ id: integer(12), title: string('Canapele') }),
  undeliverable: boolean(false),
  selectedFulfilmentCenter: integer(2),
  selectedProductColor: string('Gri'),
  selectedProductSize: string('3 locuri'),
};

/** What the storefront makes of cartLine. */
export const expectedLine = {
  pseId: 5001,
  productId: 1001,
  cartId: 55,
  cartItemId: 901,
  quantity: 3,
  quantityRemain: 4,
  unitNetPrice: 499.5,
  promoNetPrice: 449.5,
  isPromo: true,
  title: 'Canapea extensibilă Oslo',
  url: 'canapea-extensibila-oslo.html',
  pseUrl: 'canapea-extensibila-oslo.html?pse=5001',
  imageUrl: '/images/oslo-1.jpg',
  defaultCategoryId: 12,
  categoryTitles: ['Canapele'],
  undeliverable: false,
  fulfilmentCentreId: 2,
  colour: 'Gri',
  size: '3 locuri',
};

/**
 * A cart answer the storefront accepts: status_code 200 (it branches on that, and on the message
 * texts below, never on `status` or a success message, so those are free).
 */
export const cartAnswer = (data?: Record<string, unknown>) =>
  json({ status_code: 200, status: string('success'), ...(data === undefined ? {} : { data }) });

/** The answer to a cart mutation (add, update): the line and its quantity after the call. */
export const mutationAnswer = (quantity: number, ids = { cartId: 55, cartItemId: 901 }) =>
  cartAnswer({ cartId: integer(ids.cartId), cartItemId: integer(ids.cartItemId), quantity: integer(quantity) });

/** Server messages the cart adapter branches on: the text is the contract, the codes around it are not read. */
export const CART_NOT_FOUND = { status_code: integer(404), status: string('error'), message: 'Cart not found' };
export const INVALID_CART_ID = { status_code: integer(400), status: string('error'), message: 'invalid cartId' };
