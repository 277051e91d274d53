import type { Country } from './country';
import type { Currency } from './money';
import type { InfoPage } from './content';
import type { LanguageCode } from './shop-context';

export interface SalesBarEntry {
  message: string;
  link: string | null;
  linkText: string | null;
  dismissible: boolean;
  active: boolean;
}

export interface MenuLink {
  title: string;
  url: string;
}

export interface CountryHeader {
  text: string;
  icon: string;
  colour: string;
}

export interface SocialLinks {
  facebook: string | null;
  instagram: string | null;
  pinterest: string | null;
  youtube: string | null;
}

export interface DisplayFlags {
  advent: boolean;
  fullMenu: boolean;
  socialMedia: boolean;
  phone: boolean;
  newsletter: boolean;
  search: boolean;
  chat: boolean;
  pickup: boolean;
  salesBar: boolean;
  /** Whether the footer shows the review badge (displayReviewBadge). */
  reviewBadge: boolean;
}

/** A payment or delivery image of the footer; an empty alt marks it as decorative. */
export interface FooterImage {
  src: string;
  alt: string;
}

/** Storefront settings for one country and language, from the server. */
export interface LocaleConfig {
  langId: number;
  language: LanguageCode;
  locale: string;
  langUrl: string;
  countryId: number;
  taxId: number;
  taxTitle: string;
  currency: Currency;
  storeName: string;
  /** Store name and language code joined and upper-cased. */
  siteName: string;
  logoUrl: string;
  /** The payment images, then the delivery images. */
  footerImages: FooterImage[];
  social: SocialLinks;
  /** The review badge's shop id, type and source at the review provider (rating_shop_id, rating_type, rating_source). */
  shopRatingId: string | null;
  ratingType: string | null;
  ratingSource: string | null;
  phoneRegex: string;
  vatMinLength: number;
  isPhoneRequired: boolean;
  minPrice: number;
  acceptedDeliveryCountries: string[];
  supportTimeMoTh: string;
  /** Decoded tax_serialized_requirements; unknown shape, kept as data. */
  taxRequirements: unknown;
  flags: DisplayFlags;
  menuCategoryIds: number[];
  menuContentIds: number[];
  menuLinks: MenuLink[];
  /** Icon URL per category id for the full-screen menu. */
  categoryIcons: Readonly<Record<number, string>>;
  homepageProductIds: number[];
  zeroVatCategoryIds: number[];
  priceRequestProductIds: number[];
  withdrawalFormPdfUrl: string | null;
  /** Content id per legal/info page. */
  infoPageContentIds: Partial<Record<InfoPage, number>>;
  countries: Country[];
  countryHeader: CountryHeader | null;
  salesBar: SalesBarEntry | null;
}

export interface StoreInfo {
  phone: string | null;
  supportTime: string | null;
  supportTimeMoTh: string | null;
  address1: string | null;
  city: string | null;
  zipCode: string | null;
  name: string;
  email: string | null;
  trackingCode: string | null;
}
