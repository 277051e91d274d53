import { inject, injectable } from 'inversify';
import { AccountFeature } from './account-feature';
import { CheckoutStore } from './checkout-store';
import { DeliveryChoiceStore } from './delivery-choice-store';
import { PaymentStore } from './payment-store';
import { OrderFailedStore } from './order-failed-store';
import { OrderPlacedStore } from './order-placed-store';

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
  ) {}
}
