import { inject, injectable } from 'inversify';
import { CLOCK_PORT, type ClockPort } from '../../../ports/clock-port';
import { CUSTOMER_PORT, type AuthError, type CustomerPort } from '../../../ports/customer-port';
import { LOGGER_PORT, type LoggerPort } from '../../../ports/logger-port';
import type { AuthToken, Registration, Session } from '../../../ports/model/customer';
import type { PortError, Result } from '../../../ports/model/result';
import { STORAGE_PORT, type StorageKey, type StoragePort } from '../../../ports/storage-port';
import { checkExpressData, newExpressData, type ExpressData } from '../../domain/express-data';
import { parseStoredId, parseStoredIdentifier } from '../../domain/stored-user';
import { checkStoredToken } from '../../domain/token-timing';
import { TokenWatch } from './token-watch';
import { observeStore } from '../../shared/observe-store';

const SESSION_KEYS: StorageKey[] = [
  'jwtToken',
  'user_identifier',
  'customer_id',
  'address_id',
  'appliedCoupon',
  'appliedCouponDiscount',
  'profileName',
  'isAdmin',
];

const EXPRESS_KEYS: StorageKey[] = ['user_express', 'user_express_data'];

/** The user state of section 3, persisted through the storage port; restore() reads it at startup. */
@injectable()
export class SessionStore {
  token: AuthToken | null = null;
  customerId: number | null = null;
  profileName = '';
  isCompany = false;
  excludeVat = false;
  isAdmin = false;
  /** The server refused the login during this visit (section 8 'Login is required but could not be processed'). */
  loginLost = false;
  /** Express-checkout data while it lives (30 minutes from its saving). */
  expressData: ExpressData | null = null;
  private readonly watch: TokenWatch;
  private cancelExpressExpiry: (() => void) | null = null;

  constructor(
    @inject(STORAGE_PORT) private readonly storage: StoragePort,
    @inject(CLOCK_PORT) private readonly clock: ClockPort,
    @inject(CUSTOMER_PORT) private readonly customers: CustomerPort,
    @inject(LOGGER_PORT) private readonly log: LoggerPort,
  ) {
    this.watch = new TokenWatch(clock, storage, { refresh: () => this.refreshToken(), expire: () => this.logOut() });
    observeStore<SessionStore, 'watch' | 'cancelExpressExpiry'>(this, arguments, { watch: false, cancelExpressExpiry: false });
  }

  /** Only a sound login token is a login: a stored customer id without one is a leftover, never a login. */
  get loggedIn(): boolean {
    return this.token !== null;
  }

  /** The e-mail the customer logged in with (user_identifier). */
  get email(): string {
    return this.storage.get('user_identifier') ?? '';
  }

  /**
   * Reads the stored user state. A token that is unreadable, not a JWT with an exp claim, expired,
   * or stored with an expiry its exp claim contradicts ends the login (the cart stays); junk ids,
   * identifier or express data are dropped from storage.
   */
  restore(): void {
    this.restoreExpressData();
    const { token, rejected } = checkStoredToken(this.storage.get('jwtToken'), this.clock.now());
    if (rejected !== null) {
      this.log.warn(`Stored login token rejected (${rejected}); logged out`);
      this.logOut();
      return;
    }
    this.token = token;
    const customerId = this.readId('customer_id');
    this.readId('address_id');
    if (parseStoredIdentifier(this.storage.get('user_identifier')).rejected) this.dropJunk('user_identifier');
    // Without a token, what else is stored is a leftover (of a logout in another tab): no login.
    if (token === null) return this.forgetUser();
    this.customerId = customerId;
    this.profileName = this.storage.get('profileName') ?? '';
    this.isCompany = this.storage.get('isCompany') === 'true';
    this.excludeVat = this.storage.get('excludeVAT') === 'true';
    // Display only (the admin bar): the back office authorises for real.
    this.isAdmin = this.storage.get('isAdmin') === 'true';
    this.watch.follow(token);
  }

  /** Keeps express-checkout data for 30 minutes on the clock port (section 4). */
  saveExpressData(fields: Readonly<Record<string, unknown>>): void {
    this.storage.set('user_express', 'true');
    this.storage.set('user_express_data', JSON.stringify(newExpressData(fields, this.clock.now())));
    this.restoreExpressData();
  }

  private restoreExpressData(): void {
    this.cancelExpressExpiry?.();
    this.cancelExpressExpiry = null;
    const now = this.clock.now();
    const { data, rejected } = checkExpressData(this.storage.get('user_express_data'), now);
    if (rejected !== null) this.log.warn(`Stored express-checkout data rejected (${rejected})`);
    if (data === null) {
      this.dropExpressData();
      return;
    }
    this.expressData = data;
    this.cancelExpressExpiry = this.clock.schedule(data.expiresAt - now, () => this.dropExpressData());
  }

  private dropExpressData(): void {
    this.cancelExpressExpiry?.();
    this.cancelExpressExpiry = null;
    this.expressData = null;
    for (const key of EXPRESS_KEYS) if (this.storage.get(key) !== null) this.storage.remove(key);
  }

  private readId(key: 'customer_id' | 'address_id'): number | null {
    const { value, rejected } = parseStoredId(this.storage.get(key));
    if (rejected) this.dropJunk(key);
    return value;
  }

  private dropJunk(key: StorageKey): void {
    this.log.warn(`Ignoring junk in stored ${key}`);
    this.storage.remove(key);
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
    this.loginLost = false;
    const { token, customer } = result.value;
    this.storage.set('user_identifier', email);
    this.storage.set('customer_id', String(customer.id));
    if (customer.addressId !== null) this.storage.set('address_id', String(customer.addressId));
    this.storage.set('isCompany', String(customer.isCompany));
    this.storage.set('excludeVAT', String(customer.excludeVat));
    this.storage.set('isAdmin', String(customer.isAdmin));
    this.storage.set('profileName', `${customer.firstName} ${customer.lastName}`.trim());
    this.saveToken(token);
    return null;
  }

  /** Saving a new token removes express-checkout data (section 4). */
  private saveToken(token: AuthToken): void {
    this.storage.set('jwtToken', JSON.stringify(token));
    this.dropExpressData();
    this.restore();
  }

  /** The refresh of section 4: it needs the customer id and the e-mail kept in storage. */
  private async refreshToken(): Promise<void> {
    const customerId = parseStoredId(this.storage.get('customer_id')).value;
    const email = parseStoredIdentifier(this.storage.get('user_identifier')).value;
    if (customerId === null || email === null) {
      this.log.warn('Missing customer_id or email in local storage');
      return;
    }
    const result = await this.customers.refreshToken(customerId, email);
    // The session may have ended while the refresh was on its way (a clock that jumped past the expiry).
    if (!this.loggedIn) return;
    if (result.ok) this.saveToken(result.value);
    else this.log.warn('Failed to refresh token');
  }

  /**
   * The answer of a user call, passed on; a 401 means the server no longer accepts the token
   * (expired or revoked), so the login ends here too. The cart stays.
   */
  checked<T, E extends PortError>(result: Result<T, E>): Result<T, E> {
    if (!result.ok && result.error.status === 401 && this.loggedIn) {
      this.log.warn('The server refused the login token; logged out');
      this.logOut();
      this.loginLost = true;
    }
    return result;
  }

  /** Clearing a login removes the token, ids and coupon and resets isCompany and excludeVAT. */
  logOut(): void {
    for (const key of SESSION_KEYS) this.storage.remove(key);
    this.storage.set('isCompany', 'false');
    this.storage.set('excludeVAT', 'false');
    this.forgetUser();
  }

  private forgetUser(): void {
    this.token = null;
    this.customerId = null;
    this.profileName = '';
    this.isCompany = false;
    this.excludeVat = false;
    this.isAdmin = false;
    this.watch.stop();
  }
}
