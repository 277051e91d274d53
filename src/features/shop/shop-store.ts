import { inject, injectable } from 'inversify';
import { APP_CONFIG, PAGE_LANGUAGE, type AppConfig, type ShopIdentity } from '../../../ports/config-port';
import { LOGGER_PORT, type LoggerPort } from '../../../ports/logger-port';
import type { Country } from '../../../ports/model/country';
import { EURO, type Currency } from '../../../ports/model/money';
import type { LanguageCode, ShopContext } from '../../../ports/model/shop-context';
import { ok, type Result } from '../../../ports/model/result';
import type { LocaleConfig, StoreInfo } from '../../../ports/model/store-config';
import { STORAGE_PORT, type StoragePort } from '../../../ports/storage-port';
import { STORE_PORT, type StorePort } from '../../../ports/store-port';
import { AUSTRIA, countryById, countryForLocale } from '../../domain/countries';
import { parseTaxRate } from '../../domain/tax-rate';
import { QueryCache, STALE_AFTER_SHORT_S } from '../../shared/query-cache';
import { Resource } from '../../shared/resource';
import { readStored } from '../../shared/stored-value';
import { observeStore } from '../../shared/observe-store';

const positiveId = (value: string | null): number | null => {
  const id = Number(value);
  return value !== null && /^\d{1,9}$/.test(value.trim()) && id > 0 ? id : null;
};

const LOCALE_FOR_LANGUAGE: Record<LanguageCode, string> = { ro: 'ro_RO', de: 'de_DE', en: 'en_US' };

function parseStoredLocaleConfig(raw: string): LocaleConfig | null {
  try {
    const stored: unknown = JSON.parse(raw);
    const looksRight =
      typeof stored === 'object' &&
      stored !== null &&
      typeof (stored as LocaleConfig).locale === 'string' &&
      Array.isArray((stored as LocaleConfig).countries) &&
      typeof (stored as LocaleConfig).flags === 'object';
    return looksRight ? (stored as LocaleConfig) : null;
  } catch {
    return null;
  }
}

/** Language, country, tax, currency and the server's storefront settings. */
@injectable()
export class ShopStore {
  language: LanguageCode;
  countryId: number;
  /** The tax title kept from the last choice (tax_title), used until the server's country list is known. */
  private storedTaxTitle: string | null = null;
  private readonly loggedTitles = new Set<string>();
  readonly localeConfig: Resource<LocaleConfig>;
  readonly storeInfo: Resource<StoreInfo>;
  /** The system configuration's default_country_id (spec 9: Austria, 13); null when unset or not an id. */
  readonly defaultCountry: Resource<number | null>;

  constructor(
    @inject(APP_CONFIG) private readonly config: AppConfig,
    @inject(PAGE_LANGUAGE) pageLanguage: LanguageCode,
    @inject(STORE_PORT) private readonly store: StorePort,
    @inject(STORAGE_PORT) private readonly storage: StoragePort,
    @inject(QueryCache) private readonly cache: QueryCache,
    @inject(LOGGER_PORT) private readonly log: LoggerPort,
  ) {
    this.language = pageLanguage;
    this.countryId = countryForLocale(config.locale).id;
    this.restoreCountry();
    this.localeConfig = new Resource(async () => {
      const result = await this.inSatelliteTerms<LocaleConfig>(
        (locale) =>
          this.cache.fetch(`locale-config:${this.config.satellite}:${locale}`, () =>
            this.store.getLocaleConfig(this.config.satellite, locale),
          ),
        async () => (await import('../../domain/satellite-facts')).satelliteLocaleConfig,
      );
      if (result.ok) this.storage.set('locale_config', JSON.stringify(result.value));
      return result;
    }, this.storedLocaleConfig());
    this.storeInfo = new Resource(() =>
      this.inSatelliteTerms<StoreInfo>(
        (locale) =>
          this.cache.fetch(
            `store-info:${this.config.satellite}:${locale}`,
            () => this.store.getStoreInfo(this.config.satellite, locale),
            STALE_AFTER_SHORT_S,
          ),
        async () => (await import('../../domain/satellite-facts')).satelliteStoreInfo,
      ),
    );
    this.defaultCountry = new Resource(async () => {
      const result = await this.cache.fetch('system-config:default_country_id', () =>
        this.store.getSystemConfig('default_country_id'),
      );
      return result.ok ? ok(positiveId(result.value)) : result;
    });
    observeStore<ShopStore, 'loggedTitles'>(this, arguments, {
      loggedTitles: false,
      localeConfig: false,
      storeInfo: false,
      defaultCountry: false,
    });
  }

  /** The settings kept from the last visit, so the header renders at once; junk is removed, another language's kept. */
  private storedLocaleConfig(): LocaleConfig | undefined {
    const stored = readStored(this.storage, this.log, 'locale_config', parseStoredLocaleConfig);
    return stored !== null && stored.locale === this.locale ? stored : undefined;
  }

  /**
   * The interface language's locale, for every call that takes a locale or a translation: the
   * store's own when it speaks that language (de_AT for de), else the language's (en_US for en).
   */
  get locale(): string {
    return this.config.locale.startsWith(`${this.language}_`) ? this.config.locale : LOCALE_FOR_LANGUAGE[this.language];
  }

  /** A read in the interface language's locale; the store's own locale only when the server has nothing for it. */
  private async inInterfaceLocale<T>(read: (locale: string) => Promise<Result<T>>): Promise<Result<T>> {
    const result = await read(this.locale);
    if (result.ok || result.error.kind !== 'not-found' || this.locale === this.config.locale) return result;
    return read(this.config.locale);
  }

  /**
   * A read in the interface language whose satellite facts (currency, country, tax, contacts) come
   * from the store's own locale: a language switch changes the language only.
   */
  private async inSatelliteTerms<T>(
    read: (locale: string) => Promise<Result<T>>,
    merger: () => Promise<(home: T, spoken: T) => T>,
  ): Promise<Result<T>> {
    const own = this.config.locale;
    const [spoken, home] = await Promise.all([this.inInterfaceLocale(read), this.locale === own ? null : read(own)]);
    if (home === null || !spoken.ok) return spoken;
    if (!home.ok) return home;
    // Only a shopper in another language than the store's needs the merge: its code downloads then.
    const merge = await merger();
    return ok(merge(home.value, spoken.value));
  }

  /** The build's own language: its URLs carry no ?lang=. */
  get defaultLanguage(): LanguageCode {
    return this.config.language;
  }

  /** The site name of every title: the store's (its locale config), else the build's shop name. */
  get siteName(): string {
    return this.localeConfig.value?.siteName || this.buildShop.name;
  }

  /** The shop's name and contacts as the build configures them, for when the store's configuration cannot load. */
  get buildShop(): ShopIdentity {
    return this.config.shop;
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

  /** The store's own country (its locale config). */
  get homeCountryId(): number {
    return this.localeConfig.value?.countryId ?? countryForLocale(this.config.locale).id;
  }

  /**
   * Spec 9's 'default country' (Austria, id 13), read from the system configuration's
   * default_country_id, falling back to 13. Company customers qualify for a 0-VAT category
   * when they deliver to it. It is not the store's own country (homeCountryId).
   */
  get defaultCountryId(): number {
    return this.defaultCountry.value ?? AUSTRIA.id;
  }

  /** The chosen country's tax title: the server's (country list), else the one kept from the last choice, else section 3's table. */
  get taxTitle(): string {
    const fromServer = this.localeConfig.value?.countries.find((country) => country.id === this.countryId)?.taxTitle;
    return fromServer ?? this.storedTaxTitle ?? this.tableTaxTitle(this.countryId);
  }

  /** Spec 9: the rate of the country's tax title, as a fraction; section 3's table when the title is missing or malformed. */
  get taxRate(): number {
    const fallback = this.tableTaxRate(this.countryId);
    const parsed = parseTaxRate(this.taxTitle, fallback);
    if (parsed.fallback && !this.loggedTitles.has(this.taxTitle)) {
      this.loggedTitles.add(this.taxTitle);
      this.log.warn(`Malformed tax title "${this.taxTitle}"; using ${fallback * 100}%`);
    }
    return parsed.rate;
  }

  /** A listed country's VAT rate as prices use it: a title the shop cannot read falls back as taxRate does, never to 0 %. */
  taxRateOf(country: Country): number {
    return parseTaxRate(country.taxTitle, this.tableTaxRate(country.id)).rate;
  }

  /** Section 3's rate for the country (20 % if even its table title cannot be read). */
  private tableTaxRate(countryId: number): number {
    return parseTaxRate(this.tableTaxTitle(countryId), 0.2).rate;
  }

  private tableTaxTitle(countryId: number): string {
    return (countryById(countryId) ?? countryForLocale(this.config.locale)).taxTitle;
  }

  get currency(): Currency {
    return this.localeConfig.value?.currency ?? EURO;
  }

  /** Reads the stored country choice (again, once a page rendered on the server in the shop's own country has hydrated). */
  restoreCountry(): void {
    const stored = readStored(this.storage, this.log, 'country_id', (raw) => countryById(Number(raw)) ?? null);
    if (stored !== null) this.countryId = stored.id;
    this.storedTaxTitle = this.storage.get('tax_title');
  }

  /** Stores the country, its tax title and its id. */
  selectCountry(country: Country): void {
    this.countryId = country.id;
    this.storedTaxTitle = country.taxTitle;
    this.storage.set('country_id', String(country.id));
    this.storage.set('country_tax', String(Math.round(this.taxRate * 10_000) / 100));
    this.storage.set('tax_title', country.taxTitle);
  }

  /** The interface language, as the page's URL names it (src/domain/language-path.ts). */
  setLanguage(language: LanguageCode): void {
    if (language === this.language) return;
    this.language = language;
    void this.localeConfig.reload();
    void this.storeInfo.reload();
  }
}
