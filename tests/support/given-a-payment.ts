import { DELIVERY_METHOD_IDS, DEMO_ACCOUNTS, PAYMENT_METHOD_IDS } from '../../adapters/fake/seed/seed-facts';
import type { PaymentRequest } from '../../ports/payment-port';
import type { CheckoutFeature } from '../../src/features/checkout/checkout-lazy-module';
import { givenAShop, type ShopOptions, type TestWorld } from './build-root-store';
import { aSeededSofa, settle, theCart } from './given-a-cart-shop';

/** What the checkout would send for a card payment of this cart (the private demo customer's address). */
export const aCardPayment = (cartId: number): PaymentRequest => ({
  provider: 'card',
  cartId,
  customerId: DEMO_ACCOUNTS.private.customerId,
  email: DEMO_ACCOUNTS.private.email,
  couponCode: null,
  deliveryAddressId: 7001,
  invoiceAddressId: 7001,
  deliveryMethodId: DELIVERY_METHOD_IDS.standard,
  paymentMethodId: PAYMENT_METHOD_IDS.card,
  countryId: 146,
  locale: 'ro_RO',
  isCompany: false,
  vatNumber: null,
  message: '',
  isCompleteDelivery: true,
  guest: false,
});

export interface PaymentWorld extends TestWorld {
  cartId: number;
  checkout: CheckoutFeature;
}

/** A shop whose cart (two sofas, a delivery method stored) has a card payment waiting at the fake provider. */
export async function givenAPaymentAtTheProvider(options: ShopOptions = {}): Promise<PaymentWorld> {
  const world = givenAShop(options);
  const { product, pseIds } = await aSeededSofa(world);
  const { cart } = await theCart(world);
  await cart.add(product, pseIds[0], 2);
  await settle();
  const cartId = world.root.cartLines.cartId;
  if (cartId === null) throw new Error('the cart was not created');
  const outcome = await world.fakes.payment.pay(aCardPayment(cartId));
  if (!outcome.ok) throw new Error('the fake payment was refused');
  return { ...world, cartId, checkout: await world.root.checkoutFeature.load() };
}

/** The same, with the payment approved at the provider: the order is placed. */
export async function givenAnApprovedPayment(options: ShopOptions = {}): Promise<PaymentWorld & { orderId: number }> {
  const world = await givenAPaymentAtTheProvider(options);
  const verdict = await world.fakes.provider.approve(world.cartId);
  if (!verdict.ok || verdict.value.orderId === null) throw new Error('the fake provider did not place the order');
  return { ...world, orderId: verdict.value.orderId };
}
