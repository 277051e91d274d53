import type { FakeWorld } from '../fake-world';
import type { ProviderStates } from '../provider-states';
import { DEFAULT_LOCALE } from '../shop-context';
import { ensureEmptyCart } from '../states/cart-data';
import { ensureDeliveryModule, ensurePaymentModule, excludeCountry, parkPaypalPayment } from '../states/checkout-data';
import { idParam, onSetup, textParam } from '../states/state-params';
import { CARD_SESSION_MARKER } from './payment-codes';

/** The shop API's delivery and payment states: modules in the data set, payments parked on carts. */
export function checkoutStates(world: FakeWorld): ProviderStates {
  const { data } = world;
  const checkCart = (cartId: number) => {
    if (!world.books.carts.get(cartId)?.lines.length) throw new Error(`cart ${cartId} is missing or empty`);
  };
  return {
    'payment module {paymentModuleId} ({code}) is active': onSetup((p) => {
      ensurePaymentModule(data, idParam(p, 'paymentModuleId'), textParam(p, 'code'));
    }),
    // No payment module applies to a cart with nothing in it.
    'no payment module applies to cart {cartId}': onSetup((p) => ensureEmptyCart(world, idParam(p, 'cartId'))),
    'the card provider answers sessions starting with {marker}': onSetup((p) => {
      data.systemConfig[CARD_SESSION_MARKER] = textParam(p, 'marker');
    }),
    'delivery module {deliveryModuleId} ({code}) is active for cart {cartId}': onSetup((p) => {
      checkCart(idParam(p, 'cartId'));
      ensureDeliveryModule(data, idParam(p, 'deliveryModuleId'), textParam(p, 'code'), DEFAULT_LOCALE);
    }),
    'delivery module {deliveryModuleId} does not deliver to country {countryId}': onSetup((p) =>
      excludeCountry(data, idParam(p, 'deliveryModuleId'), idParam(p, 'countryId')),
    ),
    // The fake PayPal approves on the shop's return: an open and an approved order look alike.
    'PayPal order {paypalOrderId} for cart {cartId} is approved': onSetup((p) =>
      parkPaypalPayment(world, idParam(p, 'cartId'), textParam(p, 'paypalOrderId')),
    ),
    'PayPal order {paypalOrderId} for cart {cartId} is open': onSetup((p) =>
      parkPaypalPayment(world, idParam(p, 'cartId'), textParam(p, 'paypalOrderId')),
    ),
    // Amazon Pay has approved a complete session: the shop needs only the cart.
    'Amazon Pay checkout session {sessionId} for cart {cartId} is complete': onSetup((p) => checkCart(idParam(p, 'cartId'))),
  };
}
