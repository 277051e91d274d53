import type { ClockPort } from '../../ports/clock-port';
import type { AuthError, CustomerPort } from '../../ports/customer-port';
import type { Address, AuthToken, Customer, Registration, Session } from '../../ports/model/customer';
import { fail, ok, portError, type Result } from '../../ports/model/result';
import type { SeedAccount } from './seed/seed-types';
import { isFiniteNumber, isRecord, readJson, writeJson } from './session-json';

export const CUSTOMERS_STORAGE_KEY = 'fake-customers';
export const TOKEN_LIFETIME_MS = 6 * 60 * 60 * 1000;
const FIRST_NEW_CUSTOMER_ID = 601;
const FIRST_NEW_ADDRESS_ID = 7101;
const MIN_PASSWORD_LENGTH = 4;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const VAT_NUMBER = /^(DE\d{9}|ATU\d{8}|RO\d{2,10})$/;

interface CustomerBookState {
  accounts: SeedAccount[];
  nextCustomerId: number;
  nextAddressId: number;
}

const isAccount = (value: unknown): value is SeedAccount =>
  isRecord(value) &&
  typeof value['password'] === 'string' &&
  isFiniteNumber(value['countryId']) &&
  Array.isArray(value['addresses']) &&
  value['addresses'].every((a) => isRecord(a) && isFiniteNumber(a['id'])) &&
  isRecord(value['customer']) &&
  isFiniteNumber(value['customer']['id']) &&
  typeof value['customer']['email'] === 'string';

function parseState(value: unknown): CustomerBookState | null {
  if (!isRecord(value) || !isFiniteNumber(value['nextCustomerId']) || !isFiniteNumber(value['nextAddressId'])) return null;
  const accounts = value['accounts'];
  if (!Array.isArray(accounts) || !accounts.every(isAccount)) return null;
  return { accounts, nextCustomerId: value['nextCustomerId'], nextAddressId: value['nextAddressId'] };
}

const base64Url = (text: string): string => {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
};

const sameEmail = (a: string, b: string): boolean => a.trim().toLowerCase() === b.trim().toLowerCase();

export class InMemoryCustomers implements CustomerPort {
  private readonly state: CustomerBookState;
  private tokenCounter = 0;

  constructor(
    seedAccounts: readonly SeedAccount[],
    private readonly clock: ClockPort,
    private readonly storage: Storage | null = null,
  ) {
    this.state = parseState(readJson(storage, CUSTOMERS_STORAGE_KEY)) ?? {
      accounts: structuredClone([...seedAccounts]),
      nextCustomerId: FIRST_NEW_CUSTOMER_ID,
      nextAddressId: FIRST_NEW_ADDRESS_ID,
    };
  }

  async logIn(email: string, password: string): Promise<Result<Session, AuthError>> {
    const account = this.byEmail(email);
    if (account === undefined || account.password !== password) return fail({ kind: 'wrong-credentials' });
    return ok(this.session(account));
  }

  async register(registration: Registration): Promise<Result<Session, AuthError>> {
    if (this.byEmail(registration.email) !== undefined) return fail({ kind: 'email-exists' });
    const company = registration.company?.trim() ?? '';
    if (
      !EMAIL.test(registration.email.trim()) ||
      registration.password.length < MIN_PASSWORD_LENGTH ||
      registration.firstName.trim().length < 2 ||
      registration.lastName.trim().length < 2
    ) {
      return fail({ kind: 'failed', message: 'Invalid data' });
    }
    const id = this.state.nextCustomerId++;
    const account: SeedAccount = {
      customer: {
        id,
        addressId: null,
        email: registration.email.trim(),
        firstName: registration.firstName.trim(),
        lastName: registration.lastName.trim(),
        ref: `CUS${String(id).padStart(6, '0')}`,
        company: company === '' ? null : company,
        titleCode: registration.titleCode,
        isAdmin: false,
        isCompany: company !== '',
        excludeVat: false,
      },
      password: registration.password,
      addresses: [],
      countryId: 146,
    };
    this.state.accounts.push(account);
    this.save();
    return ok(this.session(account));
  }

  async requestPasswordReset(email: string): Promise<Result<void>> {
    return EMAIL.test(email.trim()) ? ok(undefined) : fail(portError('rejected', 'Invalid data', 400));
  }

  async changePassword(customerId: number, oldPassword: string, newPassword: string): Promise<Result<void>> {
    const account = this.byId(customerId);
    if (account === undefined) return fail(portError('not-found', 'Customer not found', 404));
    if (account.password !== oldPassword) return fail(portError('rejected', 'Wrong password', 403));
    if (newPassword.length < MIN_PASSWORD_LENGTH) return fail(portError('rejected', 'Invalid data', 400));
    account.password = newPassword;
    this.save();
    return ok(undefined);
  }

  async refreshToken(customerId: number, email: string): Promise<Result<AuthToken>> {
    const account = this.byId(customerId);
    if (account === undefined || !sameEmail(account.customer.email, email))
      return fail(portError('rejected', 'Failed to refresh token', 401));
    return ok(this.issueToken(account.customer));
  }

  async findByEmail(email: string): Promise<Result<Customer | null>> {
    const account = this.byEmail(email);
    return ok(account === undefined ? null : { ...account.customer });
  }

  async listAddresses(customerId: number): Promise<Result<Address[]>> {
    return ok((this.byId(customerId)?.addresses ?? []).map((address) => ({ ...address })));
  }

  async addAddress(customerId: number, address: Omit<Address, 'id'>): Promise<Result<Address>> {
    const account = this.byId(customerId);
    if (account === undefined) return fail(portError('not-found', 'Customer not found', 404));
    const created: Address = {
      ...address,
      id: this.state.nextAddressId++,
      isDefault: address.isDefault || account.addresses.length === 0,
    };
    account.addresses.push(created);
    if (created.isDefault) this.makeDefault(account, created.id);
    this.save();
    return ok({ ...created });
  }

  async updateAddress(address: Address): Promise<Result<Address>> {
    const account = this.ownerOf(address.id);
    if (account === undefined) return fail(portError('not-found', 'Address not found', 404));
    const wasDefault = account.addresses.find((a) => a.id === address.id)?.isDefault ?? false;
    account.addresses = account.addresses.map((a) =>
      a.id === address.id ? { ...address, isDefault: wasDefault || address.isDefault } : a,
    );
    if (address.isDefault) this.makeDefault(account, address.id);
    this.save();
    return ok({ ...address, isDefault: wasDefault || address.isDefault });
  }

  /** The default address cannot be deleted, as on the shop backend. */
  async deleteAddress(customerId: number, addressId: number): Promise<Result<void>> {
    const account = this.byId(customerId);
    const address = account?.addresses.find((a) => a.id === addressId);
    if (account === undefined || address === undefined) return fail(portError('not-found', 'Address not found', 404));
    if (address.isDefault) return fail(portError('rejected', 'The default address cannot be deleted', 409));
    account.addresses = account.addresses.filter((a) => a.id !== addressId);
    this.save();
    return ok(undefined);
  }

  async setDefaultAddress(addressId: number): Promise<Result<void>> {
    const account = this.ownerOf(addressId);
    if (account === undefined) return fail(portError('not-found', 'Address not found', 404));
    this.makeDefault(account, addressId);
    this.save();
    return ok(undefined);
  }

  async checkVatNumber(vatNumber: string): Promise<Result<boolean>> {
    return ok(VAT_NUMBER.test(vatNumber.replace(/[\s.-]/g, '').toUpperCase()));
  }

  private session(account: SeedAccount): Session {
    return { token: this.issueToken(account.customer), customer: { ...account.customer } };
  }

  private issueToken(customer: Customer): AuthToken {
    const issuedAt = this.clock.now();
    const expiresAt = issuedAt + TOKEN_LIFETIME_MS;
    this.tokenCounter += 1;
    const header = base64Url(JSON.stringify({ alg: 'none', typ: 'JWT' }));
    const payload = base64Url(
      JSON.stringify({
        sub: customer.id,
        email: customer.email,
        iat: Math.floor(issuedAt / 1000),
        exp: Math.floor(expiresAt / 1000),
        jti: this.tokenCounter,
      }),
    );
    return { token: `${header}.${payload}.fake`, expiresAt };
  }

  private makeDefault(account: SeedAccount, addressId: number): void {
    account.addresses = account.addresses.map((a) => ({ ...a, isDefault: a.id === addressId }));
    account.customer.addressId = addressId;
  }

  private byEmail(email: string): SeedAccount | undefined {
    return this.state.accounts.find((account) => sameEmail(account.customer.email, email));
  }

  private byId(customerId: number): SeedAccount | undefined {
    return this.state.accounts.find((account) => account.customer.id === customerId);
  }

  private ownerOf(addressId: number): SeedAccount | undefined {
    return this.state.accounts.find((account) => account.addresses.some((a) => a.id === addressId));
  }

  private save(): void {
    writeJson(this.storage, CUSTOMERS_STORAGE_KEY, this.state);
  }
}
