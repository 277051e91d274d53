/**
 * The provider states the interactions name, with their parameters. One data set satisfies them
 * all (contracts/README.md, "Provider states"): where two interactions need different data, they
 * name different ids (cart 55 exists, cart 66 does not), never the same id in two states.
 */
import type { V3ProviderState } from '@pact-foundation/pact';

/** A state; `{name}` in the description names a parameter. */
export const given = (description: string, parameters?: V3ProviderState['parameters']): V3ProviderState =>
  parameters === undefined ? { description } : { description, parameters };

// ---- shop API: the catalog

export const productFullyDescribed = given(
  'product {productId} is fully described: promo and list price, brand, tags, images, colours and sizes',
  { productId: 1001 },
);

// ---- shop API: carts (cart 55 with one line)

export const cartExists = given('a cart with id {cartId} and {lines} lines exists', { cartId: 55, lines: 1 });
export const cartHoldsItem = given('cart {cartId} holds item {cartItemId}: {quantity} of pse {pseId} of product {productId}', {
  cartId: 55,
  cartItemId: 901,
  quantity: 3,
  pseId: 5001,
  productId: 1001,
});
export const noCart = given('no cart with id {cartId} exists', { cartId: 66 });
export const invalidCartId = given('{cartId} is not a valid cart id', { cartId: 999999 });
export const pseInStock = given('pse {pseId} of product {productId} is in stock', { pseId: 5001, productId: 1001 });

// ---- shop API: checkout and payment

export const paymentModuleActive = (code: string, paymentModuleId: number) =>
  given('payment module {paymentModuleId} ({code}) is active', { paymentModuleId, code });

// ---- shop API: customers

export const CUSTOMER = { customerId: 77, email: 'ana@example.ro', password: 'parola123' } as const;

export const customerExists = given('customer {customerId} with e-mail {email} and password {password} exists', CUSTOMER);
export const customerHasAddress = (addressId: number) =>
  given('customer {customerId} has address {addressId}', { customerId: CUSTOMER.customerId, addressId });
export const noCustomerWithEmail = (email: string) => given('no customer with e-mail {email} exists', { email });

// ---- shop API: orders

export const ORDER = { orderId: 900, invoiceAddressId: 501, deliveryAddressId: 502 } as const;

export const customerHasPaidOrder = given(
  'customer {customerId} has paid order {orderId}, not sent nor withdrawn, with invoice address {invoiceAddressId} and delivery address {deliveryAddressId}',
  { customerId: CUSTOMER.customerId, ...ORDER },
);
export const noOrder = given('no order with id {orderId} exists', { orderId: 404 });

/** The state of an interaction that sends the shop token on a user call (see pact-shop-token.ts). */
export const askedWithShopToken = given('customer data is asked for with the shop token {shopToken}', {
  shopToken: 'shop-token',
});
