import type { Result } from './model/result';
import type { LocaleConfig, StoreInfo } from './model/store-config';
import { portToken } from './port-token';

/** Per-country storefront settings and store information. */
export interface StorePort {
  getLocaleConfig(satellite: string, locale: string): Promise<Result<LocaleConfig>>;
  getStoreInfo(satellite: string, locale: string): Promise<Result<StoreInfo>>;
  getSystemConfig(variableName: string): Promise<Result<string | null>>;
  /** The tag manager's tracking code as the server gives it (checked before any use), or null. */
  getTagManagerCode(): Promise<Result<string | null>>;
}

export const STORE_PORT = portToken<StorePort>('StorePort');
