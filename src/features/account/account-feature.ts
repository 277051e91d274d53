import { inject, injectable } from 'inversify';
import { AccountStore } from './account-store';
import { AddressBookStore } from './address-book-store';
import { AddressFormStore } from './address-form-store';
import { AuthFormStore } from './auth-form-store';
import { OrderStore } from './order-store';
import { PasswordStore } from './password-store';

/** The stores of the customer screens: login and registration, passwords, the account, its orders and addresses. */
@injectable()
export class AccountFeature {
  constructor(
    @inject(AuthFormStore) readonly auth: AuthFormStore,
    @inject(AccountStore) readonly account: AccountStore,
    @inject(AddressBookStore) readonly addresses: AddressBookStore,
    @inject(AddressFormStore) readonly addressForm: AddressFormStore,
    @inject(OrderStore) readonly order: OrderStore,
    @inject(PasswordStore) readonly password: PasswordStore,
  ) {}
}
