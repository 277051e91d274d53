import type { InfoPage } from '../../../ports/model/content';
import { EURO, type Currency } from '../../../ports/model/money';
import type { LanguageCode } from '../../../ports/model/shop-context';
import type {
  CountryHeader,
  DisplayFlags,
  LocaleConfig,
  MenuLink,
  SalesBarEntry,
  StoreInfo,
} from '../../../ports/model/store-config';
import { buildSubtrees } from './seed-categories';
import { countriesIn, SEED_COUNTRIES } from './seed-countries';
import { INFO_PAGES } from './seed-info-pages';
import { infoPageContentId, LANDING_CONTENT_IDS } from './seed-content';
import { byDefaultSort } from './seed-products';
import { reviewIdsOf } from './seed-review-badges';
import type { SeedCategory, SeedProduct } from './seed-types';
import { badgeUrl, kindIconUrl, logoUrl } from './svg-images';

export const RON: Currency = { code: 'RON', symbol: 'lei', name: 'Leu', rate: 4.97 };
export const WITHDRAWAL_FORM_PDF_URL = '/fake-media/withdrawal-form.pdf';
/** Office furniture (category 4) and every category below it: products carry their leaf categories. */
export const ZERO_VAT_CATEGORY_IDS: readonly number[] = [4];
export const STORE_NAME = 'Lemnia';
const TRACKING_SNIPPET = 'window.dataLayer = window.dataLayer || [];';

interface LocaleSpec {
  locale: string;
  language: LanguageCode;
  langId: number;
  langUrl: string;
  countryId: number;
  currency: Currency;
  phoneRegex: string;
  vatMinLength: number;
  isPhoneRequired: boolean;
  acceptedDeliveryCountries: string[];
  supportTimeMoTh: string;
  romanianStore: boolean;
  countryHeader: CountryHeader;
  salesBar: Omit<SalesBarEntry, 'link'> & { categoryId: number };
  menuLinks: MenuLink[];
}

const LOCALE_SPECS: readonly LocaleSpec[] = [
  {
    locale: 'de_DE',
    language: 'de',
    langId: 1,
    langUrl: 'https://example.com/de',
    countryId: 5,
    currency: EURO,
    phoneRegex: '^(\\+49|0)[0-9 ]{6,18}$',
    vatMinLength: 11,
    isPhoneRequired: false,
    acceptedDeliveryCountries: ['DE'],
    supportTimeMoTh: 'Mo–Do 9:00–18:00 Uhr',
    romanianStore: false,
    countryHeader: { text: 'Kostenloser Paketversand ab 236,81 €', icon: 'truck', colour: '#2e6b70' },
    salesBar: {
      message: 'Black Week: bis zu 30 % auf Sofas',
      categoryId: 11,
      linkText: 'Jetzt entdecken',
      dismissible: true,
      active: true,
    },
    menuLinks: [
      { title: 'Neuheiten', url: '/products' },
      { title: 'Inspiration', url: '/blog' },
    ],
  },
  {
    locale: 'de_AT',
    language: 'de',
    langId: 4,
    langUrl: 'https://example.com/at',
    countryId: 13,
    currency: EURO,
    phoneRegex: '^(\\+43|0)[0-9 ]{6,18}$',
    vatMinLength: 11,
    isPhoneRequired: false,
    acceptedDeliveryCountries: ['AT'],
    supportTimeMoTh: 'Mo–Do 9:00–17:00 Uhr',
    romanianStore: false,
    countryHeader: { text: 'Kostenloser Paketversand ab 238,80 €', icon: 'truck', colour: '#7a2e4a' },
    salesBar: {
      message: 'Black Week: bis zu 30 % auf Sofas',
      categoryId: 11,
      linkText: 'Jetzt entdecken',
      dismissible: true,
      active: true,
    },
    menuLinks: [
      { title: 'Neuheiten', url: '/products' },
      { title: 'Inspiration', url: '/blog' },
    ],
  },
  {
    locale: 'ro_RO',
    language: 'ro',
    langId: 3,
    langUrl: 'https://example.com/ro',
    countryId: 146,
    currency: RON,
    phoneRegex: '^(\\+40|0)[0-9 ]{9,12}$',
    vatMinLength: 4,
    isPhoneRequired: true,
    acceptedDeliveryCountries: ['RO'],
    supportTimeMoTh: 'Luni–Joi 9:00–18:00',
    romanianStore: true,
    countryHeader: { text: 'Livrare gratuită prin curier peste 1.197 lei', icon: 'truck', colour: '#2e5e4e' },
    salesBar: {
      message: 'Black Friday: până la -30% la canapele',
      categoryId: 11,
      linkText: 'Vezi oferta',
      dismissible: true,
      active: true,
    },
    menuLinks: [
      { title: 'Noutăți', url: '/products' },
      { title: 'Calendar de Advent', url: '/advent-calendar' },
    ],
  },
  {
    locale: 'en_US',
    language: 'en',
    langId: 2,
    langUrl: 'https://example.com/en',
    countryId: 146,
    currency: RON,
    phoneRegex: '^(\\+40|0)[0-9 ]{9,12}$',
    vatMinLength: 4,
    isPhoneRequired: true,
    acceptedDeliveryCountries: ['RO'],
    supportTimeMoTh: 'Mon–Thu 9:00–18:00',
    romanianStore: true,
    countryHeader: { text: 'Free parcel delivery over 1,197 lei', icon: 'truck', colour: '#2e5e4e' },
    salesBar: {
      message: 'Black Friday: up to 30% off sofas',
      categoryId: 11,
      linkText: 'Shop now',
      dismissible: true,
      active: true,
    },
    menuLinks: [
      { title: 'New in', url: '/products' },
      { title: 'Advent calendar', url: '/advent-calendar' },
    ],
  },
];

const ICON_CATEGORIES: Readonly<Record<number, Parameters<typeof kindIconUrl>[0]>> = {
  1: 'sofa',
  2: 'bed',
  3: 'table',
  5: 'lamp',
  6: 'rug',
};

function homepageProducts(products: readonly SeedProduct[]): number[] {
  const perKind = new Map<string, number>();
  const picked: number[] = [];
  for (const product of [...products].sort(byDefaultSort)) {
    if (picked.length === 12) break;
    const visible = product.images.some((image) => image.visible);
    const stock = product.colours.reduce((sum, colour) => sum + colour.sizes.reduce((s, size) => s + size.stock, 0), 0);
    const used = perKind.get(product.kind) ?? 0;
    if (product.isPriceRequest || !visible || stock === 0 || used >= 2) continue;
    perKind.set(product.kind, used + 1);
    picked.push(product.id);
  }
  return picked;
}

const flagsFor = (spec: LocaleSpec): DisplayFlags => ({
  advent: spec.romanianStore,
  fullMenu: true,
  socialMedia: true,
  phone: true,
  newsletter: true,
  search: true,
  chat: spec.romanianStore,
  pickup: spec.romanianStore,
  salesBar: true,
  reviewBadge: true,
});

export function buildLocaleConfigs(
  categories: readonly SeedCategory[],
  products: readonly SeedProduct[],
): Record<string, LocaleConfig> {
  const topLevel = categories.filter((category) => category.parentId === null);
  const homepageProductIds = homepageProducts(products);
  const priceRequestProductIds = products.filter((product) => product.isPriceRequest).map((product) => product.id);
  const infoPageContentIds = Object.fromEntries(INFO_PAGES.map((page, index) => [page, infoPageContentId(index)])) as Record<
    InfoPage,
    number
  >;
  const categoryIcons = Object.fromEntries(Object.entries(ICON_CATEGORIES).map(([id, kind]) => [Number(id), kindIconUrl(kind)]));
  // Each image's alt is the word it shows.
  const footerImages = [
    { src: badgeUrl('Card', '#1f3b57'), alt: 'Card' },
    { src: badgeUrl('Wallet', '#c9962b'), alt: 'Wallet' },
    { src: badgeUrl('Transfer', '#2e6b70'), alt: 'Transfer' },
    { src: badgeUrl('Freight', '#6b4a33'), alt: 'Freight' },
  ];
  const configs: Record<string, LocaleConfig> = {};
  const subtrees = buildSubtrees(categories);
  for (const spec of LOCALE_SPECS) {
    const country = SEED_COUNTRIES.find((c) => c.id === spec.countryId);
    if (country === undefined) continue;
    const salesBarCategory = categories.find((category) => category.id === spec.salesBar.categoryId);
    configs[spec.locale] = {
      langId: spec.langId,
      language: spec.language,
      locale: spec.locale,
      langUrl: spec.langUrl,
      countryId: spec.countryId,
      taxId: country.id === 146 ? 3 : country.id === 13 ? 2 : 1,
      taxTitle: country.taxTitle,
      currency: spec.currency,
      storeName: STORE_NAME,
      siteName: `${STORE_NAME} ${spec.language}`.toUpperCase(),
      logoUrl: logoUrl(STORE_NAME, '#5b4636', 240),
      footerImages,
      social: {
        facebook: 'https://example.com/social/facebook',
        instagram: 'https://example.com/social/instagram',
        pinterest: 'https://example.com/social/pinterest',
        youtube: spec.romanianStore ? 'https://example.com/social/youtube' : null,
      },
      ...reviewIdsOf(spec.countryId),
      phoneRegex: spec.phoneRegex,
      vatMinLength: spec.vatMinLength,
      isPhoneRequired: spec.isPhoneRequired,
      minPrice: 0,
      acceptedDeliveryCountries: spec.acceptedDeliveryCountries,
      supportTimeMoTh: spec.supportTimeMoTh,
      taxRequirements: { percent: String(Math.round(country.rate * 100)) },
      flags: flagsFor(spec),
      menuCategoryIds: topLevel.map((category) => category.id),
      menuContentIds: [
        infoPageContentId(INFO_PAGES.indexOf('blog')),
        infoPageContentId(INFO_PAGES.indexOf('about')),
        LANDING_CONTENT_IDS.brandCategory,
      ],
      menuLinks: spec.menuLinks,
      categoryIcons,
      homepageProductIds,
      zeroVatCategoryIds: ZERO_VAT_CATEGORY_IDS.flatMap((id) => subtrees.get(id) ?? [id]),
      priceRequestProductIds,
      withdrawalFormPdfUrl: WITHDRAWAL_FORM_PDF_URL,
      infoPageContentIds,
      countries: countriesIn(spec.language),
      countryHeader: spec.countryHeader,
      salesBar: {
        message: spec.salesBar.message,
        link: salesBarCategory === undefined ? null : `/${salesBarCategory.url[spec.language]}`,
        linkText: spec.salesBar.linkText,
        dismissible: spec.salesBar.dismissible,
        active: spec.salesBar.active,
      },
    };
  }
  return configs;
}

export function buildStoreInfos(): Record<string, StoreInfo> {
  const romania: StoreInfo = {
    phone: '+40 21 555 0142',
    supportTime: 'Luni–Vineri 9:00–18:00',
    supportTimeMoTh: 'Luni–Joi 9:00–18:00',
    address1: 'Bulevardul Unirii 27',
    city: 'București',
    zipCode: '030823',
    name: 'Lemnia România',
    email: 'contact@lemnia.example.com',
    trackingCode: TRACKING_SNIPPET,
  };
  return {
    de_DE: {
      phone: '+49 30 555 01420',
      supportTime: 'Mo–Fr 9:00–18:00 Uhr',
      supportTimeMoTh: 'Mo–Do 9:00–18:00 Uhr',
      address1: 'Friedrichstraße 123',
      city: 'Berlin',
      zipCode: '10117',
      name: 'Lemnia Deutschland',
      email: 'service-de@lemnia.example.com',
      trackingCode: TRACKING_SNIPPET,
    },
    de_AT: {
      phone: '+43 1 555 0142',
      supportTime: 'Mo–Fr 9:00–17:00 Uhr',
      supportTimeMoTh: 'Mo–Do 9:00–17:00 Uhr',
      address1: 'Mariahilfer Straße 88',
      city: 'Wien',
      zipCode: '1070',
      name: 'Lemnia Österreich',
      email: 'service-at@lemnia.example.com',
      trackingCode: TRACKING_SNIPPET,
    },
    ro_RO: romania,
    en_US: {
      ...romania,
      supportTime: 'Monday–Friday 9:00–18:00',
      supportTimeMoTh: 'Monday–Thursday 9:00–18:00',
      city: 'Bucharest',
      zipCode: null,
      name: 'Lemnia Romania',
    },
  };
}

export const SYSTEM_CONFIG: Readonly<Record<string, string>> = {
  store_name: STORE_NAME,
  satellite: 'RO',
  default_country_id: '13',
  default_delivery_module_id: '77',
  session_timeout_minutes: '360',
};
