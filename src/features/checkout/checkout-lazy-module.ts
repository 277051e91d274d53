import type { Instances, LazyModule } from '../../shared/feature-module';
import { CheckoutStore } from './checkout-store';
import { CompanyCheckoutStore } from './company-checkout-store';
import { DeliveryChoiceStore } from './delivery-choice-store';
import { GuestCheckoutStore } from './guest-checkout-store';
import { OrderFailedStore } from './order-failed-store';
import { OrderPickupStore } from './order-pickup-store';
import { OrderPlacedStore } from './order-placed-store';
import { OrderQrStore } from './order-qr-store';
import { PaymentGuardStore } from './payment-guard-store';
import { PaymentStore } from './payment-store';
import { PickupChoiceStore } from './pickup-choice-store';
import { ProviderReturnStore } from './provider-return-store';

const stores = {
  checkout: CheckoutStore,
  guest: GuestCheckoutStore,
  company: CompanyCheckoutStore,
  choice: DeliveryChoiceStore,
  pickupChoice: PickupChoiceStore,
  payment: PaymentStore,
  paymentGuard: PaymentGuardStore,
  orderPlaced: OrderPlacedStore,
  orderFailed: OrderFailedStore,
  orderPickup: OrderPickupStore,
  providerReturn: ProviderReturnStore,
  orderQr: OrderQrStore,
};

/** The stores of the checkout and its outcome pages. */
export type CheckoutFeature = Instances<typeof stores>;

export const checkoutLazyModule: LazyModule<typeof stores> = { stores };
