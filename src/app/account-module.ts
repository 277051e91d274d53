import type { Container, Newable } from 'inversify';
import { bindFeature } from './bind-feature';
import { AccountFeature } from '../stores/account-feature';
import { AccountStore } from '../stores/account-store';
import { AddressBookStore } from '../stores/address-book-store';
import { AddressFormStore } from '../stores/address-form-store';
import { AuthFormStore } from '../stores/auth-form-store';
import { OrderStore } from '../stores/order-store';
import { PasswordStore } from '../stores/password-store';

const STORES: Newable<object>[] = [AuthFormStore, AccountStore, AddressBookStore, AddressFormStore, OrderStore, PasswordStore];

/** Binds the customer screens' stores into the app's container (once) and returns them. */
export function accountFeature(container: Container): AccountFeature {
  return bindFeature(container, STORES, AccountFeature);
}
