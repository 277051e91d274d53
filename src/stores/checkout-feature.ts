import { inject, injectable } from 'inversify';
import { AccountFeature } from './account-feature';

/** The stores of the checkout and its outcome pages; the customer screens' stores come with them. */
@injectable()
export class CheckoutFeature {
  constructor(@inject(AccountFeature) readonly account: AccountFeature) {}
}
