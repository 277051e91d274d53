import { inject, injectable } from 'inversify';
import { AccountFeature } from './account-feature';
import { OrderFailedStore } from './order-failed-store';
import { OrderPlacedStore } from './order-placed-store';

/** The stores of the checkout and its outcome pages; the customer screens' stores come with them. */
@injectable()
export class CheckoutFeature {
  constructor(
    @inject(AccountFeature) readonly account: AccountFeature,
    @inject(OrderPlacedStore) readonly orderPlaced: OrderPlacedStore,
    @inject(OrderFailedStore) readonly orderFailed: OrderFailedStore,
  ) {}
}
