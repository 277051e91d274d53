import type { Instances, LazyModule } from '../../shared/feature-module';
import { AccountStore } from './account-store';
import { AddressBookStore } from './address-book-store';

const stores = {
  account: AccountStore,
  addresses: AddressBookStore,
};

/** The customer's profile and address book: what the account screens and the checkout share. */
export type CustomerFeature = Instances<typeof stores>;

export const customerLazyModule: LazyModule<typeof stores> = { stores };
