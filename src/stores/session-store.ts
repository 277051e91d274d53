import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import { CLOCK_PORT, type ClockPort } from '../../ports/clock-port';
import type { AuthToken } from '../../ports/model/customer';
import { STORAGE_PORT, type StorageKey, type StoragePort } from '../../ports/storage-port';
import { isExpired, parseStoredToken } from '../domain/token-timing';

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

  constructor(
    @inject(STORAGE_PORT) private readonly storage: StoragePort,
    @inject(CLOCK_PORT) private readonly clock: ClockPort,
  ) {
    makeAutoObservable<SessionStore, 'storage' | 'clock'>(this, { storage: false, clock: false }, { autoBind: true });
  }

  get loggedIn(): boolean {
    return this.token !== null || this.customerId !== null;
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
