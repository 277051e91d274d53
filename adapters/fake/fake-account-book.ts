import type { SeedAccount } from './seed/seed-types';
import { isFiniteNumber, isRecord, readJson, writeJson } from './session-json';

export const CUSTOMERS_STORAGE_KEY = 'fake-customers';
const FIRST_NEW_CUSTOMER_ID = 601;
const FIRST_NEW_ADDRESS_ID = 7101;

interface AccountBookState {
  accounts: SeedAccount[];
  nextCustomerId: number;
  nextAddressId: number;
}

const isAddress = (value: unknown): boolean =>
  isRecord(value) && isFiniteNumber(value['id']) && isFiniteNumber(value['titleCode']) && isFiniteNumber(value['countryId']);

const isAccount = (value: unknown): value is SeedAccount =>
  isRecord(value) &&
  typeof value['password'] === 'string' &&
  isFiniteNumber(value['countryId']) &&
  Array.isArray(value['addresses']) &&
  value['addresses'].every(isAddress) &&
  isRecord(value['customer']) &&
  isFiniteNumber(value['customer']['id']) &&
  typeof value['customer']['email'] === 'string';

function parseState(value: unknown): AccountBookState | null {
  if (!isRecord(value) || !isFiniteNumber(value['nextCustomerId']) || !isFiniteNumber(value['nextAddressId'])) return null;
  const accounts = value['accounts'];
  if (!Array.isArray(accounts) || !accounts.every(isAccount)) return null;
  return { accounts, nextCustomerId: value['nextCustomerId'], nextAddressId: value['nextAddressId'] };
}

const sameEmail = (a: string, b: string): boolean => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * The fake server's accounts and their addresses, shared by the customer and the address fakes.
 * With a storage (localStorage in the browser) it survives reloads and is shared by every tab:
 * each read starts from what the storage holds.
 */
export class FakeAccountBook {
  private state: AccountBookState;

  constructor(
    seedAccounts: readonly SeedAccount[],
    private readonly storage: Storage | null = null,
  ) {
    this.state = parseState(readJson(storage, CUSTOMERS_STORAGE_KEY)) ?? {
      accounts: structuredClone([...seedAccounts]),
      nextCustomerId: FIRST_NEW_CUSTOMER_ID,
      nextAddressId: FIRST_NEW_ADDRESS_ID,
    };
  }

  byId(customerId: number): SeedAccount | undefined {
    return this.load().accounts.find((account) => account.customer.id === customerId);
  }

  byEmail(email: string): SeedAccount | undefined {
    return this.load().accounts.find((account) => sameEmail(account.customer.email, email));
  }

  /** The account that holds the address. */
  ownerOf(addressId: number): SeedAccount | undefined {
    return this.load().accounts.find((account) => account.addresses.some((a) => a.id === addressId));
  }

  add(account: SeedAccount): void {
    this.state.accounts.push(account);
  }

  remove(customerId: number): void {
    const state = this.load();
    state.accounts = state.accounts.filter((account) => account.customer.id !== customerId);
  }

  newCustomerId(): number {
    return this.state.nextCustomerId++;
  }

  newAddressId(): number {
    return this.state.nextAddressId++;
  }

  save(): void {
    writeJson(this.storage, CUSTOMERS_STORAGE_KEY, this.state);
  }

  /** Takes in what other tabs wrote; junk in the storage leaves the book as it is. */
  private load(): AccountBookState {
    this.state = parseState(readJson(this.storage, CUSTOMERS_STORAGE_KEY)) ?? this.state;
    return this.state;
  }
}
