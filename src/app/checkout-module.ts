import type { Container, Newable } from 'inversify';
import { bindFeature } from './bind-feature';
import { CheckoutFeature } from '../features/checkout/checkout-feature';
import { CheckoutStore } from '../features/checkout/checkout-store';
import { CompanyCheckoutStore } from '../features/checkout/company-checkout-store';
import { DeliveryChoiceStore } from '../features/checkout/delivery-choice-store';
import { GuestCheckoutStore } from '../features/checkout/guest-checkout-store';
import { OrderFailedStore } from '../features/checkout/order-failed-store';
import { OrderPickupStore } from '../features/checkout/order-pickup-store';
import { OrderPlacedStore } from '../features/checkout/order-placed-store';
import { OrderQrStore } from '../features/checkout/order-qr-store';
import { PaymentGuardStore } from '../features/checkout/payment-guard-store';
import { PaymentStore } from '../features/checkout/payment-store';
import { ProviderReturnStore } from '../features/checkout/provider-return-store';
import { PickupChoiceStore } from '../features/checkout/pickup-choice-store';

const STORES: Newable<object>[] = [
  DeliveryChoiceStore,
  GuestCheckoutStore,
  CompanyCheckoutStore,
  CheckoutStore,
  PickupChoiceStore,
  OrderPlacedStore,
  OrderPickupStore,
  OrderFailedStore,
  PaymentGuardStore,
  PaymentStore,
  ProviderReturnStore,
  OrderQrStore,
];

/** Binds the checkout's stores into the app's container (once; the customer screens' are bound already). */
export function checkoutFeature(container: Container): CheckoutFeature {
  return bindFeature(container, STORES, CheckoutFeature);
}
