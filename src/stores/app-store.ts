import { makeAutoObservable } from 'mobx';
import type { AppConfig } from '../../ports/config-port';
import type { StoragePort } from '../../ports/storage-port';
import { checkAppVersion } from '../domain/app-version';
import { safeInternalPath } from '../domain/external-url';

const NOT_REMEMBERED = ['/login-register', '/forgot-password'];

/** App state of section 3: version, lastLocation. */
export class AppStore {
  lastLocation: string;
  showNewVersionToast = false;

  constructor(
    private readonly config: AppConfig,
    private readonly storage: StoragePort,
  ) {
    this.lastLocation = safeInternalPath(storage.get('lastLocation') ?? '/');
    makeAutoObservable<AppStore, 'config' | 'storage'>(this, { config: false, storage: false }, { autoBind: true });
  }

  get version(): string {
    return this.config.version;
  }

  /**
   * Compares the stored version with the build. Returns true when the app must reload
   * because the version changed (storage is then already cleared).
   */
  checkVersion(currentPath: string): boolean {
    const verdict = checkAppVersion(this.storage.get('app_version'), this.config.version);
    if (verdict === 'changed') {
      this.storage.clearAll();
      this.storage.set('lastLocation', safeInternalPath(currentPath));
      this.storage.set('app_version', this.config.version);
      this.storage.set('showNewVersionToast', 'true');
      return true;
    }
    if (verdict === 'first-run') this.storage.set('app_version', this.config.version);
    this.showNewVersionToast = this.storage.get('showNewVersionToast') === 'true';
    return false;
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
