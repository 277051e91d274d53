import { inject, injectable } from 'inversify';
import type { FooterImage, SocialLinks } from '../../../ports/model/store-config';
import { ROMANIA } from '../../domain/countries';
import { INFO_PAGE_PATHS, type InfoPagePath } from '../../domain/info-pages';
import { isRomanianShop } from '../../domain/romanian-shop';
import { storeStructuredData, type StoreStructuredData } from '../../domain/store-structured-data';
import type { InfoPage } from '../../../ports/model/content';
import { observeStore } from '../../shared/observe-store';
import { ShopStore } from '../shop/shop-store';

/** The legal and info links of the footer, in this order (translated slugs). */
export const FOOTER_INFO_PAGES: readonly InfoPage[] = [
  'data-protection',
  'terms-and-conditions',
  'right-of-withdrawal',
  'faq',
  'imprint',
  'press',
  'pay',
  'delivery',
  'shipping-costs',
  'warranty',
  'user-manual',
];

/** The networks the footer links, in this order. */
export const FOOTER_NETWORKS: readonly (keyof SocialLinks)[] = ['facebook', 'instagram', 'pinterest', 'youtube'];

const trimmed = (...values: (string | null | undefined)[]): string => values.map((value) => value?.trim()).find(Boolean) ?? '';

/** What the footer shows (section 2.8): the shop's contacts with their fallbacks, and the Romanian shop's rules. */
@injectable()
export class FooterStore {
  constructor(@inject(ShopStore) private readonly shop: ShopStore) {
    observeStore(this, arguments);
  }

  /** Loads what the footer shows (the locale config and the store info, shared with the header). */
  start(): void {
    void this.shop.localeConfig.ensure();
    void this.shop.storeInfo.ensure();
  }

  /** The name in the copyright line: the configured store name, else the store info's. */
  get storeName(): string {
    return this.shop.localeConfig.value?.storeName || this.shop.storeInfo.value?.name || '';
  }

  /** The name over the address: the store info's, else the configured store name. */
  get contactName(): string {
    return this.shop.storeInfo.value?.name || this.storeName;
  }

  get phone(): string {
    return trimmed(this.shop.storeInfo.value?.phone);
  }

  /** Support hours: the store info's, else its Monday-to-Thursday hours, else the locale config's. */
  get supportHours(): string {
    const info = this.shop.storeInfo.value;
    return trimmed(info?.supportTime, info?.supportTimeMoTh, this.shop.localeConfig.value?.supportTimeMoTh);
  }

  /** The Romanian shop (RO satellite in Romania): consumer-protection links, and pickup is possible. */
  get isRomanianShop(): boolean {
    return isRomanianShop(this.shop.satellite, this.shop.homeCountryId);
  }

  /** schema.org Store data, when the contacts are complete; the Romanian shop's country is Romania. */
  get structuredData(): StoreStructuredData | null {
    const country = this.isRomanianShop ? ROMANIA.isoAlpha2 : this.shop.country.isoAlpha2;
    return storeStructuredData(this.shop.storeInfo.value, this.contactName, country);
  }

  /** The info links in the footer's order; the Romania-only pages for the RO satellite only. */
  get infoPages(): InfoPagePath[] {
    const romania = this.shop.satellite.toUpperCase() === ROMANIA.isoAlpha2;
    return INFO_PAGE_PATHS.filter(({ page, romaniaOnly }) => FOOTER_INFO_PAGES.includes(page) && (!romaniaOnly || romania)).sort(
      (a, b) => FOOTER_INFO_PAGES.indexOf(a.page) - FOOTER_INFO_PAGES.indexOf(b.page),
    );
  }

  /** The social links, when the module is on and at least one network is configured. */
  get socialLinks(): SocialLinks | null {
    const config = this.shop.localeConfig.value;
    if (!config?.flags.socialMedia) return null;
    return FOOTER_NETWORKS.some((network) => config.social[network]) ? config.social : null;
  }

  /** The newsletter box shows unless the module is switched off. */
  get showsNewsletter(): boolean {
    return this.shop.localeConfig.value?.flags.newsletter !== false;
  }

  get paymentDeliveryImages(): FooterImage[] {
    return this.shop.localeConfig.value?.footerImages ?? [];
  }
}
