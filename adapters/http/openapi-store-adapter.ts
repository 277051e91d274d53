import { fail, ok, portError, type Result } from '../../ports/model/result';
import type { LocaleConfig, StoreInfo } from '../../ports/model/store-config';
import type { StorePort } from '../../ports/store-port';
import {
  getGoogleTagManager200,
  getLocaleConfig200,
  getModuleConfigI18n200,
  getSystemConfig200,
} from './generated/fast-api-config-validators';
import { getStoreInfo200 } from './generated/shop-api-header-validators';
import { fetchValidated, mapResult } from './http-call';
import type { FastClient, ShopClient } from './http-clients';
import { mapLocaleConfig, pickLocaleConfig } from './map-locale-config';
import { mapStoreInfo } from './map-store-info';

export const SALES_BAR_MODULE = 'SalesBar';

export class OpenApiStoreAdapter implements StorePort {
  constructor(
    private readonly shop: ShopClient,
    private readonly fast: FastClient,
  ) {}

  /**
   * locale_config/custom_attribute/ (an array: the requested locale's entry is used) plus the
   * SalesBar module config. The module only decorates: if it cannot be read the sales bar is off.
   */
  async getLocaleConfig(satellite: string, locale: string): Promise<Result<LocaleConfig>> {
    const [configs, salesBar] = await Promise.all([
      fetchValidated(
        () => this.fast.GET('/api/locale_config/custom_attribute/', { params: { query: { satellite, locale } } }),
        getLocaleConfig200,
      ),
      fetchValidated(
        () =>
          this.fast.GET('/api/module_config_i18n/custom_attribute/', {
            params: { query: { module_name: SALES_BAR_MODULE, locale } },
          }),
        getModuleConfigI18n200,
      ),
    ]);
    if (!configs.ok) return configs;
    const config = pickLocaleConfig(configs.value, locale);
    if (config === null) return fail(portError('not-found', `no locale config for ${satellite}/${locale}`));
    return mapLocaleConfig(config, salesBar.ok ? salesBar.value : null, getLocaleConfig200.operation);
  }

  async getStoreInfo(satellite: string, locale: string): Promise<Result<StoreInfo>> {
    const info = await fetchValidated(
      () => this.shop.GET('/api/store_info', { params: { query: { satellite, locale } } }),
      getStoreInfo200,
    );
    return mapResult(info, mapStoreInfo);
  }

  async getSystemConfig(variableName: string): Promise<Result<string | null>> {
    const variables = await fetchValidated(
      () => this.fast.GET('/api/system_config/custom_attribute/', { params: { query: { variable_name: variableName } } }),
      getSystemConfig200,
    );
    return variables.ok ? ok(variables.value[variableName] ?? null) : variables;
  }

  async getTagManagerCode(): Promise<Result<string | null>> {
    const answer = await fetchValidated(() => this.fast.GET('/api/google_tag_manager'), getGoogleTagManager200);
    return answer.ok ? ok(answer.value.tracking_code ?? null) : answer;
  }
}
