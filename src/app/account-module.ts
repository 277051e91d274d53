import type { Container, Newable } from 'inversify';
import { bindFeature } from './bind-feature';
import { AccountFeature } from '../features/account/account-feature';
import { AccountStore } from '../features/account/account-store';
import { AddressBookStore } from '../features/account/address-book-store';
import { AddressFormStore } from '../features/account/address-form-store';
import { AuthFormStore } from '../features/account/auth-form-store';
import { OrderStore } from '../features/account/order-store';
import { PasswordStore } from '../features/account/password-store';

const STORES: Newable<object>[] = [AuthFormStore, AccountStore, AddressBookStore, AddressFormStore, OrderStore, PasswordStore];

/** Binds the customer screens' stores into the app's container (once) and returns them. */
export function accountFeature(container: Container): AccountFeature {
  return bindFeature(container, STORES, AccountFeature);
}
