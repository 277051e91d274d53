import type { AddressPort } from '../../ports/address-port';
import type { Address, AddressInput, County } from '../../ports/model/customer';
import { fail, ok, portError, type Result } from '../../ports/model/result';
import type { FakeAccountBook } from './fake-account-book';
import { languageOf } from './fake-language';
import { SEED_COUNTIES } from './seed/seed-counties';
import { taxRateOf } from './seed/seed-countries';
import type { SeedAccount } from './seed/seed-types';

const addressNotFound = () => fail(portError('not-found', 'Address not found', 404));
const invalidData = () => fail(portError('rejected', 'Invalid data', 400));

/** What the shop backend requires of an address; the text itself is kept exactly as given. */
const isComplete = (address: AddressInput): boolean =>
  [address.firstName, address.lastName, address.address1, address.city, address.zipCode].every((v) => v.trim() !== '') &&
  taxRateOf(address.countryId) !== null;

/** The customers' addresses, on the same accounts as the customer fake, and the counties per country. */
export class InMemoryAddresses implements AddressPort {
  constructor(private readonly accounts: FakeAccountBook) {}

  async listAddresses(customerId: number): Promise<Result<Address[]>> {
    return ok((this.accounts.byId(customerId)?.addresses ?? []).map((address) => ({ ...address })));
  }

  async addAddress(customerId: number, address: AddressInput): Promise<Result<Address>> {
    const account = this.accounts.byId(customerId);
    if (account === undefined) return fail(portError('not-found', 'Customer not found', 404));
    if (!isComplete(address)) return invalidData();
    const created: Address = {
      ...address,
      id: this.accounts.newAddressId(),
      isDefault: address.isDefault || account.addresses.length === 0,
    };
    account.addresses.push(created);
    if (created.isDefault) makeDefault(account, created.id);
    this.accounts.save();
    return ok({ ...created });
  }

  async updateAddress(customerId: number, address: Address): Promise<Result<Address>> {
    const account = this.accounts.byId(customerId);
    const known = account?.addresses.find((a) => a.id === address.id);
    if (account === undefined || known === undefined) return addressNotFound();
    if (!isComplete(address)) return invalidData();
    const updated: Address = { ...address, isDefault: known.isDefault || address.isDefault };
    account.addresses = account.addresses.map((a) => (a.id === address.id ? updated : a));
    if (updated.isDefault) makeDefault(account, address.id);
    this.accounts.save();
    return ok({ ...updated });
  }

  /** The default address (so also the last one) cannot be deleted, as on the shop backend. */
  async deleteAddress(customerId: number, addressId: number): Promise<Result<void>> {
    const account = this.accounts.byId(customerId);
    const address = account?.addresses.find((a) => a.id === addressId);
    if (account === undefined || address === undefined) return addressNotFound();
    if (address.isDefault) return fail(portError('rejected', 'The default address cannot be deleted', 409));
    account.addresses = account.addresses.filter((a) => a.id !== addressId);
    this.accounts.save();
    return ok(undefined);
  }

  async setDefaultAddress(addressId: number): Promise<Result<void>> {
    const account = this.accounts.ownerOf(addressId);
    if (account === undefined) return addressNotFound();
    makeDefault(account, addressId);
    this.accounts.save();
    return ok(undefined);
  }

  /** Sorted by title in the language; a country without counties has none. */
  async listCounties(countryId: number, language: string): Promise<Result<County[]>> {
    const lang = languageOf(language);
    const counties = (SEED_COUNTIES[countryId] ?? []).map((county) => ({ id: county.id, title: county.title[lang] }));
    return ok(counties.sort((a, b) => a.title.localeCompare(b.title, lang)));
  }
}

function makeDefault(account: SeedAccount, addressId: number): void {
  account.addresses = account.addresses.map((a) => ({ ...a, isDefault: a.id === addressId }));
  account.customer.addressId = addressId;
}
