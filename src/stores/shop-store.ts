import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import { APP_CONFIG, type AppConfig } from '../../ports/config-port';
import { LOGGER_PORT, type LoggerPort } from '../../ports/logger-port';
import type { Country } from '../../ports/model/country';
import { EURO, type Currency } from '../../ports/model/money';
import type { LanguageCode, ShopContext } from '../../ports/model/shop-context';
import type { LocaleConfig, StoreInfo } from '../../ports/model/store-config';
import { STORAGE_PORT, type StoragePort } from '../../ports/storage-port';
import { STORE_PORT, type StorePort } from '../../ports/store-port';
import { countryById, countryForLocale } from '../domain/countries';
import { parseTaxRate } from '../domain/tax-rate';
import { QueryCache, STALE_AFTER_SHORT_S } from './query-cache';
import { Resource } from './resource';

const LOCALE_FOR_LANGUAGE: Record<LanguageCode, string> = { ro: 'ro_RO', de: 'de_DE', en: 'en_US' };

/** Language, country, tax, currency and the server's storefront settings. */
@injectable()
export class ShopStore {
  language: LanguageCode;
  countryId: number;
  taxTitle: string;
  /** The rate of the tax title as a fraction; the country's own rate when the title is malformed. */
  taxRate: number;
  readonly localeConfig: Resource<LocaleConfig>;
  readonly storeInfo: Resource<StoreInfo>;

  constructor(
    @inject(APP_CONFIG) private readonly config: AppConfig,
    @inject(STORE_PORT) private readonly store: StorePort,
    @inject(STORAGE_PORT) private readonly storage: StoragePort,
    @inject(QueryCache) private readonly cache: QueryCache,
    @inject(LOGGER_PORT) private readonly log: LoggerPort,
  ) {
    this.language = config.language;
    const home = countryForLocale(config.locale);
    const storedCountry = countryById(Number(storage.get('country_id')));
    this.countryId = storedCountry?.id ?? home.id;
    this.taxTitle = storage.get('tax_title') ?? storedCountry?.taxTitle ?? home.taxTitle;
    this.taxRate = this.rateOf(this.countryId, this.taxTitle);
    this.localeConfig = new Resource(async () => {
      const result = await this.cache.fetch(`locale-config:${this.config.satellite}:${this.locale}`, () =>
        this.store.getLocaleConfig(this.config.satellite, this.locale),
      );
      if (result.ok) this.storage.set('locale_config', JSON.stringify(result.value));
      return result;
    }, this.storedLocaleConfig());
    this.storeInfo = new Resource(() =>
      this.cache.fetch(
        `store-info:${this.config.satellite}:${this.locale}`,
        () => this.store.getStoreInfo(this.config.satellite, this.locale),
        STALE_AFTER_SHORT_S,
      ),
    );
    makeAutoObservable<ShopStore, 'config' | 'store' | 'storage' | 'cache' | 'log'>(
      this,
      { config: false, store: false, storage: false, cache: false, log: false, localeConfig: false, storeInfo: false },
      { autoBind: true },
    );
  }

  /** The settings kept from the last visit, so the header renders at once; junk is ignored. */
  private storedLocaleConfig(): LocaleConfig | undefined {
    try {
      const stored: unknown = JSON.parse(this.storage.get('locale_config') ?? 'null');
      const looksRight =
        typeof stored === 'object' &&
        stored !== null &&
        (stored as LocaleConfig).locale === this.locale &&
        Array.isArray((stored as LocaleConfig).countries) &&
        typeof (stored as LocaleConfig).flags === 'object';
      return looksRight ? (stored as LocaleConfig) : undefined;
    } catch {
      return undefined;
    }
  }

  get locale(): string {
    return this.language === this.config.language ? this.config.locale : LOCALE_FOR_LANGUAGE[this.language];
  }

  /** The build's own language: its URLs carry no ?lang=. */
  get defaultLanguage(): LanguageCode {
    return this.config.language;
  }

  get siteOrigin(): string {
    return this.config.siteOrigin;
  }

  /** An absolute URL of this shop for a path. */
  absoluteUrl(path: string): string {
    return `${this.siteOrigin}${path.startsWith('/') ? path : `/${path}`}`;
  }

  get satellite(): string {
    return this.config.satellite;
  }

  get context(): ShopContext {
    return { language: this.language, locale: this.locale, countryId: this.countryId, satellite: this.config.satellite };
  }

  get countries(): Country[] {
    const fromServer = this.localeConfig.value?.countries ?? [];
    return fromServer.length > 0 ? fromServer : [countryForLocale(this.config.locale)];
  }

  get country(): Country {
    return (
      this.countries.find((c) => c.id === this.countryId) ?? countryById(this.countryId) ?? countryForLocale(this.config.locale)
    );
  }

  /** The store's own country (its locale config), used by the 0-VAT rule. */
  get homeCountryId(): number {
    return this.localeConfig.value?.countryId ?? countryForLocale(this.config.locale).id;
  }

  /** Parsed once per tax title, so a malformed one is logged once, not on every render. */
  private rateOf(countryId: number, taxTitle: string): number {
    const countryTitle = countryById(countryId)?.taxTitle ?? countryForLocale(this.config.locale).taxTitle;
    const fallback = parseTaxRate(countryTitle, 0.2).rate;
    const parsed = parseTaxRate(taxTitle, fallback);
    if (parsed.fallback) this.log.warn(`Malformed tax title "${taxTitle}"; using ${fallback * 100}%`);
    return parsed.rate;
  }

  get currency(): Currency {
    return this.localeConfig.value?.currency ?? EURO;
  }

  /** Stores the country, its tax title and its id. */
  selectCountry(country: Country): void {
    this.countryId = country.id;
    this.taxTitle = country.taxTitle;
    this.taxRate = this.rateOf(country.id, country.taxTitle);
    this.storage.set('country_id', String(country.id));
    this.storage.set('country_tax', String(Math.round(this.taxRate * 10_000) / 100));
    this.storage.set('tax_title', country.taxTitle);
  }

  setLanguage(language: LanguageCode): void {
    if (language === this.language) return;
    this.language = language;
    void this.localeConfig.reload();
    void this.storeInfo.reload();
  }
}
