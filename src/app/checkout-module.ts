import type { Container, Newable } from 'inversify';
import { bindFeature } from './bind-feature';
import { CheckoutFeature } from '../stores/checkout-feature';
import { CheckoutStore } from '../stores/checkout-store';
import { CompanyCheckoutStore } from '../stores/company-checkout-store';
import { DeliveryChoiceStore } from '../stores/delivery-choice-store';
import { GuestCheckoutStore } from '../stores/guest-checkout-store';
import { OrderFailedStore } from '../stores/order-failed-store';
import { OrderPickupStore } from '../stores/order-pickup-store';
import { OrderPlacedStore } from '../stores/order-placed-store';
import { OrderQrStore } from '../stores/order-qr-store';
import { PaymentGuardStore } from '../stores/payment-guard-store';
import { PaymentStore } from '../stores/payment-store';
import { ProviderReturnStore } from '../stores/provider-return-store';
import { PickupChoiceStore } from '../stores/pickup-choice-store';

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
