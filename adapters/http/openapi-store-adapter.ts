import type { LoggerPort } from '../../ports/logger-port';
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
import { fetchValidated, mapResult, send, successBody } from './http-call';
import type { FastClient, ShopClient } from './http-clients';
import { mapLocaleConfig, pickLocaleConfig, type LocaleConfigDto } from './map-locale-config';
import { mismatchOf, validateResponse } from './response-validator';
import { mapStoreInfo } from './map-store-info';

export const SALES_BAR_MODULE = 'SalesBar';

export class OpenApiStoreAdapter implements StorePort {
  constructor(
    private readonly shop: ShopClient,
    private readonly fast: FastClient,
    private readonly log: Pick<LoggerPort, 'warn'>,
  ) {}

  /**
   * locale_config/custom_attribute/ (an array: the requested locale's entry is used) plus the
   * SalesBar module config. The module only decorates: if it cannot be read the sales bar is off.
   */
  async getLocaleConfig(satellite: string, locale: string): Promise<Result<LocaleConfig>> {
    const [configs, salesBar] = await Promise.all([
      this.readLocaleConfigs(satellite, locale),
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

  /**
   * One bad optional value falls back to its default (with a warning) instead of failing the whole
   * shop; the code that drops it loads only when an answer needs it.
   */
  private async readLocaleConfigs(satellite: string, locale: string): Promise<Result<LocaleConfigDto[]>> {
    const answer = await send(() =>
      this.fast.GET('/api/locale_config/custom_attribute/', { params: { query: { satellite, locale } } }),
    );
    const body = answer.ok ? successBody(answer.value) : answer;
    if (!body.ok || mismatchOf(getLocaleConfig200, body.value) === null) return body as Result<LocaleConfigDto[]>;
    const lenient = await import('./lenient-settings').catch(() => null);
    const usable = lenient ? lenient.withoutBadOptionalFields(getLocaleConfig200, body.value, this.log) : body.value;
    return validateResponse(getLocaleConfig200, usable);
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
