import { fail, ok, portError, type Result } from '../../ports/model/result';
import type { LocaleConfig, StoreInfo } from '../../ports/model/store-config';
import type { StorePort } from '../../ports/store-port';
import type { SeedData } from './seed/seed-types';

/** Settings per locale; the satellite is accepted as given (there is only the RO satellite). */
export const FAKE_TAG_MANAGER_ID = 'GTM-FAKE01';

export class InMemoryStore implements StorePort {
  constructor(private readonly data: SeedData) {}

  async getLocaleConfig(_satellite: string, locale: string): Promise<Result<LocaleConfig>> {
    const config = this.data.localeConfigs[locale];
    return config === undefined ? fail(portError('not-found', 'Locale config not found', 404)) : ok(structuredClone(config));
  }

  async getStoreInfo(_satellite: string, locale: string): Promise<Result<StoreInfo>> {
    const info = this.data.storeInfos[locale];
    return info === undefined ? fail(portError('not-found', 'Store info not found', 404)) : ok({ ...info });
  }

  async getSystemConfig(variableName: string): Promise<Result<string | null>> {
    return ok(this.data.systemConfig[variableName] ?? null);
  }

  /** The fake shop's tag-manager container (the recording tag manager loads nothing). */
  async getTagManagerCode(): Promise<Result<string | null>> {
    return ok(FAKE_TAG_MANAGER_ID);
  }
}
