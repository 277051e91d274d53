import type { ClockPort } from '../../ports/clock-port';
import type { AuthError, CustomerPort } from '../../ports/customer-port';
import type {
  Address,
  AddressInput,
  AuthToken,
  Customer,
  GuestCustomer,
  GuestRegistration,
  PasswordChange,
  Registration,
  Session,
} from '../../ports/model/customer';
import { fail, ok, portError, type Result } from '../../ports/model/result';
import type { FakeAccountBook } from './fake-account-book';
import type { SeedAccount } from './seed/seed-types';

export const TOKEN_LIFETIME_MS = 6 * 60 * 60 * 1000;
const MIN_PASSWORD_LENGTH = 4;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const VAT_NUMBER = /^(DE\d{9}|ATU\d{8}|RO\d{2,10})$/;

const base64Url = (text: string): string => {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
};

const sameEmail = (a: string, b: string): boolean => a.trim().toLowerCase() === b.trim().toLowerCase();

/** Log-in, registration and tokens; the addresses of the same accounts are the address fake's. */
export class InMemoryCustomers implements CustomerPort {
  private tokenCounter = 0;

  constructor(
    private readonly accounts: FakeAccountBook,
    private readonly clock: ClockPort,
    private readonly unregisteredVatNumbers: readonly string[] = [],
  ) {}

  async logIn(email: string, password: string): Promise<Result<Session, AuthError>> {
    const account = this.byEmail(email);
    // A guest has no password and cannot log in.
    if (account === undefined || account.password === '' || account.password !== password)
      return fail({ kind: 'wrong-credentials' });
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
    const id = this.accounts.newCustomerId();
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
        vatNumber: company === '' ? null : registration.vatNumber,
      },
      password: registration.password,
      addresses: [],
      countryId: 146,
    };
    this.accounts.add(account);
    this.save();
    return ok(this.session(account));
  }

  /** A password-less account holding the guest's addresses; it may share the e-mail of an account. */
  async registerGuest(guest: GuestRegistration): Promise<Result<GuestCustomer>> {
    if (!EMAIL.test(guest.email.trim()) || guest.firstName.trim().length < 2 || guest.lastName.trim().length < 2)
      return fail(portError('rejected', 'Invalid data', 400));
    const id = this.accounts.newCustomerId();
    const delivery = this.newAddress(guest.delivery);
    const billing = guest.billing === null ? delivery : this.newAddress(guest.billing);
    this.accounts.add({
      customer: {
        id,
        addressId: delivery.id,
        email: guest.email.trim(),
        firstName: guest.firstName.trim(),
        lastName: guest.lastName.trim(),
        ref: `GST${String(id).padStart(6, '0')}`,
        company: guest.company,
        titleCode: guest.titleCode,
        isAdmin: false,
        isCompany: guest.company !== null,
        excludeVat: false,
        vatNumber: guest.company === null ? null : guest.vatNumber,
      },
      password: '',
      addresses: billing === delivery ? [delivery] : [delivery, billing],
      countryId: guest.delivery.countryId,
    });
    this.save();
    return ok({ customerId: id, deliveryAddressId: delivery.id, invoiceAddressId: billing.id });
  }

  private newAddress(input: AddressInput): Address {
    return { ...input, id: this.accounts.newAddressId() };
  }

  async requestPasswordReset(email: string): Promise<Result<void>> {
    return EMAIL.test(email.trim()) ? ok(undefined) : fail(portError('rejected', 'Invalid data', 400));
  }

  async changePassword({ customerId, email, oldPassword, newPassword }: PasswordChange): Promise<Result<void>> {
    const account = this.byId(customerId);
    if (account === undefined || !sameEmail(account.customer.email, email))
      return fail(portError('not-found', 'Customer not found', 404));
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

  async checkVatNumber(vatNumber: string): Promise<Result<boolean>> {
    const number = vatNumber.replace(/[\s.-]/g, '').toUpperCase();
    return ok(VAT_NUMBER.test(number) && !this.unregisteredVatNumbers.includes(number));
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

  private byEmail(email: string): SeedAccount | undefined {
    return this.accounts.byEmail(email);
  }

  private byId(customerId: number): SeedAccount | undefined {
    return this.accounts.byId(customerId);
  }

  private save(): void {
    this.accounts.save();
  }
}
