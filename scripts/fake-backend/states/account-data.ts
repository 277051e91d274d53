import type { SeedAccount } from '../../../adapters/fake/seed/seed-types';
import type { Address } from '../../../ports/model/customer';
import type { FakeWorld } from '../fake-world';

/*
 * Accounts live in the fakes' account book (over the world's storage): each read of the book
 * reloads it, so an account is looked up again right before it is changed and saved.
 */

export interface Login {
  email?: string;
  password?: string;
}

/** A private customer of the seed, whose account a new customer copies (under new address ids). */
function newAccount({ data, books }: FakeWorld, customerId: number): SeedAccount {
  const template = data.accounts.find((account) => !account.customer.isCompany && !account.customer.isAdmin) ?? data.accounts[0];
  if (template === undefined) throw new Error('the data set has no account to copy');
  const account = structuredClone(template);
  const ids = new Map(account.addresses.map((address) => [address.id, books.accounts.newAddressId()]));
  account.addresses = account.addresses.map((address) => ({ ...address, id: ids.get(address.id) ?? address.id }));
  const addressId = account.customer.addressId;
  account.customer = {
    ...account.customer,
    id: customerId,
    ref: `CUS${String(customerId).padStart(6, '0')}`,
    email: `customer-${customerId}@example.com`,
    addressId: addressId === null ? null : (ids.get(addressId) ?? null),
  };
  return account;
}

/** Customer `customerId` with the given login, made from a seed account when missing. */
export function ensureCustomer(world: FakeWorld, customerId: number, login: Login = {}): SeedAccount {
  const book = world.books.accounts;
  const holder = login.email === undefined ? undefined : book.byEmail(login.email);
  if (holder !== undefined && holder.customer.id !== customerId) {
    throw new Error(`the e-mail ${login.email} belongs to customer ${holder.customer.id}`);
  }
  let account = book.byId(customerId);
  if (account === undefined) {
    account = newAccount(world, customerId);
    book.add(account);
  }
  if (login.email !== undefined) account.customer.email = login.email;
  if (login.password !== undefined) account.password = login.password;
  book.save();
  return account;
}

/** Makes one address the default (customers have one), as the address fake does. */
function makeDefault(account: SeedAccount, addressId: number): void {
  account.addresses = account.addresses.map((address) => ({ ...address, isDefault: address.id === addressId }));
  account.customer.addressId = addressId;
}

/** Address `addressId` of the customer, besides another address that is their default. */
export function ensureOtherAddress(world: FakeWorld, customerId: number, addressId: number): Address {
  ensureCustomer(world, customerId);
  const book = world.books.accounts;
  const owner = book.ownerOf(addressId);
  if (owner !== undefined && owner.customer.id !== customerId) {
    throw new Error(`address ${addressId} belongs to customer ${owner.customer.id}`);
  }
  const account = book.byId(customerId);
  const [first] = account?.addresses ?? [];
  if (account === undefined || first === undefined) throw new Error(`customer ${customerId} has no address to copy`);
  if (!account.addresses.some((address) => address.id === addressId)) {
    account.addresses.push({ ...first, id: addressId, label: `Address ${addressId}`, isDefault: false });
  }
  let other = account.addresses.find((address) => address.id !== addressId);
  if (other === undefined) {
    other = { ...first, id: book.newAddressId(), isDefault: true };
    account.addresses.push(other);
  }
  const current = account.addresses.find((address) => address.isDefault);
  makeDefault(account, current === undefined || current.id === addressId ? other.id : current.id);
  book.save();
  const address = account.addresses.find((candidate) => candidate.id === addressId);
  if (address === undefined) throw new Error(`address ${addressId} could not be made`);
  return address;
}

/** No account has the e-mail: one an earlier registration made is deleted. */
export function removeCustomerWithEmail(world: FakeWorld, email: string): void {
  const book = world.books.accounts;
  for (let holder = book.byEmail(email); holder !== undefined; holder = book.byEmail(email)) {
    book.remove(holder.customer.id);
    book.save();
  }
}
