import type { AppliedCoupon } from '../../../ports/model/cart';
import type { InfoPage } from '../../../ports/model/content';
import type { Address, Customer } from '../../../ports/model/customer';
import type { PaymentProvider } from '../../../ports/model/checkout';
import type { ProductComment, ProductImage, ProductKind } from '../../../ports/model/product';
import type { ResolvedKind } from '../../../ports/model/resolved-url';
import type { OrderAddress, OrderStatus } from '../../../ports/model/order';
import type { LocaleConfig, StoreInfo } from '../../../ports/model/store-config';
import type { I18n } from './i18n';

export interface SeedCategory {
  id: number;
  parentId: number | null;
  level: number;
  title: I18n;
  url: I18n;
  descriptionHtml: I18n;
  childIds: number[];
}

export interface SeedBrand {
  id: number;
  title: string;
  slug: string;
  url: string;
  logoUrl: string;
  descriptionHtml: I18n;
  kinds: readonly ProductKind[];
}

export interface SeedDelay {
  minDays: number;
  maxDays: number;
  text: I18n;
  freight: boolean;
}

export interface SeedSize {
  id: number;
  name: I18n;
  stock: number;
  pseId: number;
}

export interface SeedColour {
  id: number;
  name: I18n;
  hex: string;
  sizes: SeedSize[];
}

export interface SeedPse {
  id: number;
  productId: number;
  colourId: number | null;
  sizeId: number | null;
  ref: string;
  stock: number;
  netPrice: number;
  promoNetPrice: number | null;
  url: I18n;
  /** Stock per fulfilment centre, in the order of the centres list. */
  centreStock: number[];
  /** null: no delay configured for the variant (the seed always has one). */
  delay: SeedDelay | null;
}

export interface SeedFeature {
  title: I18n;
  value: I18n;
  /** The value is one of the feature's list of values (a feature_av), not free text. */
  listed?: boolean;
}

export interface SeedProduct {
  id: number;
  ref: string;
  kind: ProductKind;
  title: I18n;
  descriptionHtml: I18n;
  url: I18n;
  brandId: number;
  categoryIds: number[];
  defaultCategoryId: number;
  tags: string[];
  netPrice: number;
  promoNetPrice: number | null;
  listNetPrice: number | null;
  images: ProductImage[];
  colours: SeedColour[];
  pseIds: number[];
  defaultPseId: number | null;
  isPriceRequest: boolean;
  /** Seeded sales_view_quantity: the default sort, highest first. */
  salesQuantity: number;
  features: SeedFeature[];
  delay: SeedDelay | null;
  accessoryIds: number[];
  recommendationIds: number[];
  quantityMultiple: number;
}

export interface SeedCentre {
  id: number;
  name: string;
  city: string;
}

export interface SeedContent {
  id: number;
  folderId: number;
  title: I18n;
  html: I18n;
  url: I18n;
  postscriptum: string | null;
  infoPage: InfoPage | null;
}

export interface SeedFolder {
  id: number;
  title: I18n;
  contentIds: number[];
}

export interface SeedDeliveryMethod {
  id: number;
  position: number;
  code: string;
  title: I18n;
  netPrice: number;
  freeFromNet: number | null;
  locales: readonly string[] | 'all';
}

export interface SeedPaymentMethod {
  id: number;
  provider: PaymentProvider;
  position: number;
  title: I18n;
}

export interface SeedAccount {
  customer: Customer;
  password: string;
  addresses: Address[];
  countryId: number;
}

export interface SeedOrderLine {
  productId: number;
  pseId: number;
  quantity: number;
  /** Net euro per unit as charged (the promo price when the line was in promo). */
  unitNet: number;
  /** Net euro list price per unit; above unitNet when the line was in promo. */
  listUnitNet: number;
}

export interface SeedOrder {
  id: number;
  ref: string;
  hash: string;
  customerId: number | null;
  email: string;
  /** ISO 8601. */
  createdAt: string;
  /** ISO 8601: when the parcel left (and, in the fake, was delivered); null until then. */
  sentAt: string | null;
  status: OrderStatus;
  countryId: number;
  taxRate: number;
  currencyId: number;
  currencyRate: number;
  postageNet: number;
  /** Gross euro. */
  discountGross: number;
  deliveryMethodId: number;
  paymentMethodId: number;
  invoiceAddress: OrderAddress | null;
  deliveryAddress: OrderAddress | null;
  lines: SeedOrderLine[];
  pickupAddressId: number | null;
  /** The pickup point chosen for a local-pickup order (absent in older stored orders). */
  pickupPointId?: number | null;
  /** The cart the order was placed from (absent in the seed's orders). */
  cartId?: number | null;
  /** The ids of the addresses copied onto the order (absent: the server derives them from the order id). */
  orderAddressIds?: { invoice: number; delivery: number } | null;
  /** ISO 8601: when the customer withdrew; null while they have not. */
  withdrawnAt: string | null;
  /** The VAT number a company order was placed with (absent in older stored orders: none). */
  vatNumber?: string | null;
}

export interface UrlTarget {
  kind: ResolvedKind;
  id: number;
}

export interface SeedData {
  categories: SeedCategory[];
  categoryById: Map<number, SeedCategory>;
  /** Each category with all its descendants (itself included). */
  subtreeIds: Map<number, number[]>;
  /** Aggregate product counts: a parent counts its descendants' products. */
  categoryCounts: Record<number, number>;
  brands: SeedBrand[];
  brandById: Map<number, SeedBrand>;
  products: SeedProduct[];
  productById: Map<number, SeedProduct>;
  pseById: Map<number, SeedPse>;
  centres: SeedCentre[];
  comments: Map<number, ProductComment[]>;
  bestsellerIds: number[];
  contents: SeedContent[];
  contentById: Map<number, SeedContent>;
  folders: SeedFolder[];
  localeConfigs: Record<string, LocaleConfig>;
  storeInfos: Record<string, StoreInfo>;
  systemConfig: Record<string, string>;
  deliveryMethods: SeedDeliveryMethod[];
  paymentMethods: SeedPaymentMethod[];
  accounts: SeedAccount[];
  orders: SeedOrder[];
  urlIndex: Map<string, UrlTarget>;
  /** The coupons the shop accepts (code in capitals, a fixed gross discount in euro). */
  coupons: AppliedCoupon[];
  /** Well-formed VAT numbers the VAT register does not know (every other well-formed one is valid). */
  unregisteredVatNumbers: string[];
  /** Addresses the newsletter refuses (blocked or bounced). */
  refusedNewsletterEmails: string[];
}

/** A person-name list per sex, as faker's locales have them. */
export interface BySex<T> {
  generic?: T[];
  female?: T[];
  male?: T[];
}

export interface PersonNames {
  first_name: BySex<string>;
  last_name: BySex<string>;
  last_name_pattern?: BySex<{ value: string; weight: number }>;
}
