import type { InfoPage } from '../../../ports/model/content';
import type { ResolvedKind } from '../../../ports/model/resolved-url';
import { FIRST_CART_ID } from '../fake-cart-book';
import { ADMIN_PASSWORD, DEMO_PASSWORD } from './seed-accounts';
import { CONTENT_FOLDER_IDS, LANDING_CONTENT_IDS, infoPageContentId } from './seed-content';
import { WELCOME_COUPON } from './seed-coupons';
import { getSeedData } from './seed-data-set';
import { INFO_PAGES } from './seed-info-pages';
import { WITHDRAWAL_FORM_PDF_URL, ZERO_VAT_CATEGORY_IDS } from './seed-locale-configs';
import { GUEST_ORDER_EMAIL, GUEST_ORDER_HASH, GUEST_ORDER_REF } from './seed-orders';
import type { SeedData, SeedProduct } from './seed-types';

export const DEMO_ACCOUNTS = {
  private: { email: 'anna.popescu@example.com', password: DEMO_PASSWORD, customerId: 501 },
  company: { email: 'office@mobila-company.example.com', password: DEMO_PASSWORD, customerId: 502 },
  vatExempt: { email: 'buyer@vat-exempt.example.com', password: DEMO_PASSWORD, customerId: 503 },
  admin: { email: 'admin@example.com', password: ADMIN_PASSWORD, customerId: 504 },
} as const;

/** The seeded guest order: its invoice link is /guest/invoice/{ref}/{hash}. */
export const GUEST_INVOICE = { ref: GUEST_ORDER_REF, hash: GUEST_ORDER_HASH, email: GUEST_ORDER_EMAIL } as const;

export const COUPON = WELCOME_COUPON;
export const FIRST_FAKE_CART_ID = FIRST_CART_ID;
export const LOCALES = ['de_DE', 'de_AT', 'ro_RO', 'en_US'] as const;
export const DELIVERY_METHOD_IDS = { standard: 12, express: 31, freight: 77, localPickup: 45 } as const;
export const FULFILMENT_CENTRE_IDS = { bucharest: 1, cluj: 2, berlin: 3, vienna: 4 } as const;
export const PAYMENT_METHOD_IDS = {
  card: 101,
  globalCard: 102,
  wallet: 103,
  instantTransfer: 104,
  prepayment: 105,
  cashOnDelivery: 106,
  buyNowPayLater: 107,
} as const;
export { WITHDRAWAL_FORM_PDF_URL, ZERO_VAT_CATEGORY_IDS };

/** Categories without products, one per level; 42 (Office chairs) has products but only empty children. */
export const EMPTY_CATEGORY_IDS = { level1: 8, level2: 15, level3: 214, level4: 1422 } as const;
export const CATEGORY_WITH_EMPTY_CHILDREN_ID = 42;
export const FOUR_LEVEL_CATEGORY_PATH = [1, 11, 111, 1111] as const;

export const INFO_PAGE_CONTENT_IDS: Readonly<Record<InfoPage, number>> = Object.fromEntries(
  INFO_PAGES.map((page, index) => [page, infoPageContentId(index)]),
) as Record<InfoPage, number>;
export const CONTENT_IDS = { ...LANDING_CONTENT_IDS, folders: CONTENT_FOLDER_IDS } as const;

export interface SampleUrl {
  path: string;
  locale: string;
  kind: ResolvedKind;
  id: number;
}

export interface SeedFacts {
  productWithListPriceId: number;
  productWithLowerListPriceId: number;
  productLowStockId: number;
  productInStockId: number;
  productOutOfStockId: number;
  productWithoutVariantsId: number;
  productWithoutVisibleImageId: number;
  productWithHiddenLowImageId: number;
  priceRequestProductId: number;
  productWithCommentsId: number;
  lowStockPse: { productId: number; pseId: number; stock: number };
  plentifulPse: { productId: number; pseId: number; stock: number };
  brandCategory: { contentId: number; brandId: number; categoryId: number };
  guestInvoice: { ref: string; hash: string; email: string };
  urls: Record<'product' | 'category' | 'content' | 'brand' | 'pse' | 'brandCategoryContent', SampleUrl>;
}

const stockOf = (product: SeedProduct, data: SeedData): number =>
  product.pseIds.reduce((sum, id) => sum + (data.pseById.get(id)?.stock ?? 0), 0);

function first(data: SeedData, test: (product: SeedProduct) => boolean, what: string): SeedProduct {
  const found = data.products.find(test);
  if (found === undefined) throw new Error(`The seed has no ${what}`);
  return found;
}

function pseWhere(data: SeedData, test: (stock: number) => boolean): { productId: number; pseId: number; stock: number } {
  for (const pse of data.pseById.values()) {
    const product = data.productById.get(pse.productId);
    if (product !== undefined && !product.isPriceRequest && pse.colourId !== null && test(pse.stock))
      return { productId: pse.productId, pseId: pse.id, stock: pse.stock };
  }
  throw new Error('The seed has no such variant');
}

let facts: SeedFacts | null = null;

export function seedFacts(): SeedFacts {
  if (facts !== null) return facts;
  const data = getSeedData();
  const ordinary = (p: SeedProduct): boolean => !p.isPriceRequest && p.colours.length > 0 && p.images.some((i) => i.visible);
  const withList = first(data, (p) => ordinary(p) && p.listNetPrice !== null && p.listNetPrice > p.netPrice, 'list price');
  const landing = data.contentById.get(LANDING_CONTENT_IDS.brandCategory);
  const pair = JSON.parse(landing?.postscriptum ?? '{}') as { brand_id: number; category_id: number };
  const guest = data.orders.find((order) => order.ref === GUEST_INVOICE.ref && order.hash === GUEST_INVOICE.hash);
  const brand = data.brands[0];
  const category = data.categoryById.get(FOUR_LEVEL_CATEGORY_PATH[3]);
  const content = data.contentById.get(INFO_PAGE_CONTENT_IDS.faq);
  const lowStockPse = pseWhere(data, (stock) => stock > 0 && stock < 10);
  const product = data.productById.get(lowStockPse.productId);
  const pse = data.pseById.get(lowStockPse.pseId);
  if (
    landing === undefined ||
    guest === undefined ||
    brand === undefined ||
    category === undefined ||
    content === undefined ||
    product === undefined ||
    pse === undefined
  ) {
    throw new Error('The seed is missing sample data');
  }
  const sample = (path: string, kind: ResolvedKind, id: number): SampleUrl => ({ path, locale: 'ro_RO', kind, id });
  facts = {
    productWithListPriceId: withList.id,
    productWithLowerListPriceId: first(
      data,
      (p) => ordinary(p) && p.listNetPrice !== null && p.listNetPrice < p.netPrice,
      'lower list price',
    ).id,
    productLowStockId: first(data, (p) => ordinary(p) && stockOf(p, data) > 0 && stockOf(p, data) < 10, 'low stock').id,
    productInStockId: first(data, (p) => ordinary(p) && stockOf(p, data) >= 10, 'stock').id,
    productOutOfStockId: first(data, (p) => ordinary(p) && stockOf(p, data) === 0, 'sold-out product').id,
    productWithoutVariantsId: first(data, (p) => p.colours.length === 0, 'product without variants').id,
    productWithoutVisibleImageId: first(data, (p) => !p.images.some((i) => i.visible), 'product without image').id,
    productWithHiddenLowImageId: first(
      data,
      (p) => p.images.some((i) => !i.visible && i.position === 0) && p.images.some((i) => i.visible),
      'hidden image',
    ).id,
    priceRequestProductId: first(data, (p) => p.isPriceRequest, 'price request').id,
    productWithCommentsId: first(data, (p) => (data.comments.get(p.id)?.length ?? 0) > 1, 'comments').id,
    lowStockPse,
    plentifulPse: pseWhere(data, (stock) => stock >= 25),
    brandCategory: { contentId: landing.id, brandId: pair.brand_id, categoryId: pair.category_id },
    guestInvoice: { ref: guest.ref, hash: guest.hash, email: guest.email },
    urls: {
      product: sample(withList.url.ro, 'product', withList.id),
      category: sample(category.url.ro, 'category', category.id),
      content: sample(content.url.ro, 'content', content.id),
      brand: sample(brand.url, 'brand', brand.id),
      pse: sample(pse.url.ro, 'pse', pse.id),
      brandCategoryContent: sample(landing.url.ro, 'content', landing.id),
    },
  };
  return facts;
}
