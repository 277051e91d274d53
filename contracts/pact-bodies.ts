import { MatchersV3 } from '@pact-foundation/pact';
import { anyNumberOf } from './pact-support';

const { boolean, eachLike, integer, number, string } = MatchersV3;

/**
 * Product 1001 as both APIs send it when it is asked for by id (provider state 'product
 * {productId} is in promo, with a list price, tags, images and colours'): the declared fields
 * the storefront reads, that state's data typed.
 */
export const productBody = (id = 1001) => ({
  id: integer(id),
  REF: string('SOFA-OSLO-3'),
  TITLE: string('Canapea extensibilă Oslo'),
  DESCRIPTION: string('<p>Canapea extensibilă cu ladă de depozitare.</p>'),
  brand_id: integer(7),
  brand_name: string('Nordhaus'),
  category: eachLike({ id: integer(12), title: string('Canapele') }),
  DEFAULT_CATEGORY: integer(12),
  tag: eachLike('nou'),
  PRICE: number(499.5),
  PROMO_PRICE: number(449.5),
  IS_PROMO: integer(1),
  LISTEN_PRICE: number(579.9),
  TAXED_PRICE: number(604.4),
  BEST_TAXED_PRICE: number(543.9),
  stock: integer(7),
  URL: string('canapea-extensibila-oslo.html'),
  images: eachLike({ image_url: string('/images/oslo-1.jpg'), visible: integer(1), position: integer(1) }),
  variation: eachLike({
    color_id: integer(3),
    color_name: string('Gri'),
    color_hex: string('#8a8f94'),
    sizes: eachLike({ size_id: integer(1), name: string('3 locuri'), stock: integer(4), pse_id: integer(5001) }),
  }),
  default_pse_id: integer(5001),
  is_price_request: boolean(false),
  product_type: string('sofa'),
});

/** What the storefront makes of productBody(). */
export const expectedProduct = {
  id: 1001,
  ref: 'SOFA-OSLO-3',
  title: 'Canapea extensibilă Oslo',
  brandId: 7,
  brandName: 'Nordhaus',
  categories: [{ id: 12, title: 'Canapele' }],
  defaultCategoryId: 12,
  tags: ['nou'],
  netPrice: 499.5,
  promoNetPrice: 449.5,
  listNetPrice: 579.9,
  stock: 7,
  url: 'canapea-extensibila-oslo.html',
  images: [{ url: '/images/oslo-1.jpg', visible: true, position: 1 }],
  colours: [{ id: 3, name: 'Gri', hex: '#8a8f94', sizes: [{ id: 1, name: '3 locuri', stock: 4, pseId: 5001 }] }],
  defaultPseId: 5001,
  isPriceRequest: false,
  kind: 'sofa',
};

/** The same product as a plain JSON value (for the stubbed other backend). */
export const plainProduct = {
  id: 1001,
  REF: 'SOFA-OSLO-3',
  TITLE: 'Canapea extensibilă Oslo',
  DESCRIPTION: null,
  brand_id: 7,
  brand_name: 'Nordhaus',
  category: [{ id: 12, title: 'Canapele' }],
  DEFAULT_CATEGORY: 12,
  tag: [],
  PRICE: 499.5,
  PROMO_PRICE: null,
  IS_PROMO: 0,
  LISTEN_PRICE: null,
  TAXED_PRICE: 604.4,
  BEST_TAXED_PRICE: 604.4,
  stock: 7,
  URL: 'canapea-extensibila-oslo.html',
  images: [],
  variation: [],
  default_pse_id: null,
  is_price_request: false,
  product_type: 'sofa',
};

/**
 * A product in a list the provider fills (a category page, recommendations, bestsellers): what
 * every product has. Nullable and optional fields, and how many images, tags and colours a
 * product has, are the provider's to choose.
 */
export const listedProductBody = (id = 1001) => ({
  id: integer(id),
  REF: string('SOFA-OSLO-3'),
  TITLE: string('Canapea extensibilă Oslo'),
  category: anyNumberOf({ id: integer(12), title: string('Canapele') }),
  tag: anyNumberOf(string('nou')),
  PRICE: number(499.5),
  TAXED_PRICE: number(604.4),
  BEST_TAXED_PRICE: number(543.9),
  stock: integer(7),
  URL: string('canapea-extensibila-oslo.html'),
  images: anyNumberOf({ image_url: string('/images/oslo-1.jpg'), visible: integer(1), position: integer(1) }),
  variation: anyNumberOf({
    color_id: integer(3),
    color_name: string('Gri'),
    sizes: anyNumberOf({ name: string('3 locuri'), stock: integer(4), pse_id: integer(5001) }),
  }),
});

/** What the storefront makes of listedProductBody(). */
export const expectedListedProduct = {
  id: 1001,
  ref: 'SOFA-OSLO-3',
  title: 'Canapea extensibilă Oslo',
  categories: [{ id: 12, title: 'Canapele' }],
  tags: ['nou'],
  netPrice: 499.5,
  promoNetPrice: null,
  listNetPrice: null,
  stock: 7,
  url: 'canapea-extensibila-oslo.html',
  images: [{ url: '/images/oslo-1.jpg', visible: true, position: 1 }],
  colours: [{ id: 3, name: 'Gri', hex: '', sizes: [{ id: 5001, name: '3 locuri', stock: 4, pseId: 5001 }] }],
  defaultPseId: 5001,
};
