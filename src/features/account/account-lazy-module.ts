import type { Instances, LazyModule } from '../../shared/feature-module';
import { AccountStore } from './account-store';
import { AddressBookStore } from './address-book-store';
import { AddressFormStore } from './address-form-store';
import { AuthFormStore } from './auth-form-store';
import { OrderStore } from './order-store';
import { PasswordStore } from './password-store';

const stores = {
  auth: AuthFormStore,
  account: AccountStore,
  addresses: AddressBookStore,
  addressForm: AddressFormStore,
  order: OrderStore,
  password: PasswordStore,
};

/** The customer screens' stores. */
export type AccountFeature = Instances<typeof stores>;

export const accountLazyModule: LazyModule<typeof stores> = { stores };
