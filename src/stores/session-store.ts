import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import { CLOCK_PORT, type ClockPort } from '../../ports/clock-port';
import { CUSTOMER_PORT, type AuthError, type CustomerPort } from '../../ports/customer-port';
import { LOGGER_PORT, type LoggerPort } from '../../ports/logger-port';
import type { AuthToken, Registration, Session } from '../../ports/model/customer';
import type { Result } from '../../ports/model/result';
import { STORAGE_PORT, type StorageKey, type StoragePort } from '../../ports/storage-port';
import { isExpired, parseStoredToken } from '../domain/token-timing';
import { TokenWatch } from './token-watch';

const SESSION_KEYS: StorageKey[] = [
  'jwtToken',
  'user_identifier',
  'customer_id',
  'address_id',
  'appliedCoupon',
  'appliedCouponDiscount',
  'profileName',
];

/** The user state of section 3, persisted through the storage port; restore() reads it at startup. */
@injectable()
export class SessionStore {
  token: AuthToken | null = null;
  customerId: number | null = null;
  profileName = '';
  isCompany = false;
  excludeVat = false;
  isAdmin = false;
  private readonly watch: TokenWatch;

  constructor(
    @inject(STORAGE_PORT) private readonly storage: StoragePort,
    @inject(CLOCK_PORT) private readonly clock: ClockPort,
    @inject(CUSTOMER_PORT) private readonly customers: CustomerPort,
    @inject(LOGGER_PORT) private readonly log: LoggerPort,
  ) {
    this.watch = new TokenWatch(clock, storage, { refresh: () => this.refreshToken(), expire: () => this.logOut() });
    makeAutoObservable<SessionStore, 'storage' | 'clock' | 'customers' | 'log' | 'watch'>(
      this,
      { storage: false, clock: false, customers: false, log: false, watch: false },
      { autoBind: true },
    );
  }

  get loggedIn(): boolean {
    return this.token !== null || this.customerId !== null;
  }

  /** The e-mail the customer logged in with (user_identifier). */
  get email(): string {
    return this.storage.get('user_identifier') ?? '';
  }

  restore(): void {
    const token = parseStoredToken(this.storage.get('jwtToken'));
    if (token && isExpired(token, this.clock.now())) {
      this.logOut();
      return;
    }
    this.token = token;
    const id = Number(this.storage.get('customer_id'));
    this.customerId = Number.isInteger(id) && id > 0 ? id : null;
    this.profileName = this.storage.get('profileName') ?? '';
    this.isCompany = this.storage.get('isCompany') === 'true';
    this.excludeVat = this.storage.get('excludeVAT') === 'true';
    this.isAdmin = token !== null && readAdminClaim(token.token);
    this.watch.follow(token);
  }

  /** Follows a login, logout or token refresh made in another tab. Returns the disposer. */
  listen(): () => void {
    return this.storage.onExternalChange((key) => {
      if (key === 'jwtToken') this.restore();
    });
  }

  /** Logs in; answers why it failed, or null once logged in. */
  async logIn(email: string, password: string): Promise<AuthError['kind'] | null> {
    return this.begin(await this.customers.logIn(email.trim(), password), email.trim());
  }

  async register(registration: Registration): Promise<AuthError['kind'] | null> {
    return this.begin(await this.customers.register(registration), registration.email.trim());
  }

  private begin(result: Result<Session, AuthError>, email: string): AuthError['kind'] | null {
    if (!result.ok) return result.error.kind;
    const { token, customer } = result.value;
    this.storage.set('user_identifier', email);
    this.storage.set('customer_id', String(customer.id));
    if (customer.addressId !== null) this.storage.set('address_id', String(customer.addressId));
    this.storage.set('isCompany', String(customer.isCompany));
    this.storage.set('excludeVAT', String(customer.excludeVat));
    this.storage.set('profileName', `${customer.firstName} ${customer.lastName}`.trim());
    this.saveToken(token);
    return null;
  }

  /** Saving a new token removes express-checkout data (section 4). */
  private saveToken(token: AuthToken): void {
    this.storage.set('jwtToken', JSON.stringify(token));
    this.storage.remove('user_express');
    this.storage.remove('user_express_data');
    this.restore();
  }

  /** The refresh of section 4: it needs the customer id and the e-mail kept in storage. */
  private async refreshToken(): Promise<void> {
    const customerId = Number(this.storage.get('customer_id'));
    const email = this.storage.get('user_identifier');
    if (!Number.isInteger(customerId) || customerId <= 0 || !email) {
      this.log.warn('Missing customer_id or email in local storage');
      return;
    }
    const result = await this.customers.refreshToken(customerId, email);
    if (result.ok) this.saveToken(result.value);
    else this.log.warn('Failed to refresh token');
  }

  /** Clearing a login removes the token, ids and coupon and resets isCompany and excludeVAT. */
  logOut(): void {
    for (const key of SESSION_KEYS) this.storage.remove(key);
    this.storage.set('isCompany', 'false');
    this.storage.set('excludeVAT', 'false');
    this.token = null;
    this.customerId = null;
    this.profileName = '';
    this.isCompany = false;
    this.excludeVat = false;
    this.isAdmin = false;
    this.watch.stop();
  }
}

/** Reads the display-only admin flag from the token payload; the back office authorises for real. */
function readAdminClaim(token: string): boolean {
  const payload = token.split('.')[1];
  if (!payload) return false;
  try {
    const claims: unknown = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/')));
    return typeof claims === 'object' && claims !== null && (claims as { isAdmin?: unknown }).isAdmin === true;
  } catch {
    return false;
  }
}
