import { inject, injectable } from 'inversify';
import { AccountFeature } from '../account/account-feature';
import { CheckoutStore } from './checkout-store';
import { DeliveryChoiceStore } from './delivery-choice-store';
import { OrderQrStore } from './order-qr-store';
import { PaymentStore } from './payment-store';
import { ProviderReturnStore } from './provider-return-store';
import { OrderFailedStore } from './order-failed-store';
import { OrderPickupStore } from './order-pickup-store';
import { OrderPlacedStore } from './order-placed-store';
import { PickupChoiceStore } from './pickup-choice-store';

/** The stores of the checkout and its outcome pages; the customer screens' stores come with them. */
@injectable()
export class CheckoutFeature {
  constructor(
    @inject(AccountFeature) readonly account: AccountFeature,
    @inject(CheckoutStore) readonly checkout: CheckoutStore,
    @inject(DeliveryChoiceStore) readonly choice: DeliveryChoiceStore,
    @inject(PaymentStore) readonly payment: PaymentStore,
    @inject(OrderPlacedStore) readonly orderPlaced: OrderPlacedStore,
    @inject(OrderFailedStore) readonly orderFailed: OrderFailedStore,
    @inject(PickupChoiceStore) readonly pickupChoice: PickupChoiceStore,
    @inject(OrderPickupStore) readonly orderPickup: OrderPickupStore,
    @inject(ProviderReturnStore) readonly providerReturn: ProviderReturnStore,
    @inject(OrderQrStore) readonly orderQr: OrderQrStore,
  ) {}
}
