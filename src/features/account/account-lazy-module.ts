import type { Instances, LazyModule } from '../../shared/feature-module';
import { AddressFormStore } from './address-form-store';
import { AuthFormStore } from './auth-form-store';
import { OrderStore } from './order-store';
import { PasswordStore } from './password-store';

const stores = {
  auth: AuthFormStore,
  addressForm: AddressFormStore,
  order: OrderStore,
  password: PasswordStore,
};

/** The customer screens' own stores (the checkout does without them). */
export type AccountScreensFeature = Instances<typeof stores>;

export const accountLazyModule: LazyModule<typeof stores> = { stores };
