export type ProductKind = 'sofa' | 'chair' | 'table' | 'bed' | 'lamp' | 'shelf' | 'rug' | 'textile';

export interface ProductImage {
  url: string;
  visible: boolean;
  position: number;
}

export interface ProductSize {
  id: number;
  name: string;
  stock: number;
  /** The PRODUCT_SALE_ELEMENT this colour + size is sold as. */
  pseId: number;
}

export interface ProductColour {
  id: number;
  name: string;
  hex: string;
  sizes: ProductSize[];
}

export interface CategoryRef {
  id: number;
  title: string;
}

export interface Product {
  id: number;
  ref: string;
  title: string;
  /** Server HTML: render only through the sanitising component. */
  descriptionHtml: string;
  brandId: number | null;
  brandName: string;
  categories: CategoryRef[];
  defaultCategoryId: number | null;
  tags: string[];
  /** Net unit price in euro. */
  netPrice: number;
  /** Net promo price when the product is on promotion. */
  promoNetPrice: number | null;
  /** Net struck-through list price (listen_price), when the server has one. */
  listNetPrice: number | null;
  stock: number;
  url: string;
  images: ProductImage[];
  colours: ProductColour[];
  defaultPseId: number | null;
  isPriceRequest: boolean;
  kind: ProductKind;
}

export type ProductSort = 'default' | 'priceHighToLow' | 'priceLowToHigh';

export interface ProductQuery {
  limit: number;
  offset: number;
  sort: ProductSort;
  categoryId?: number;
  brandId?: number;
  ids?: number[];
  /** Only products in stock (feature_availability). */
  availableOnly?: boolean;
}

export interface ProductPage {
  products: Product[];
  total: number;
}

export interface ProductSaleElement {
  id: number;
  productId: number;
  colourId: number | null;
  sizeId: number | null;
  ref: string;
  stock: number;
  netPrice: number;
  url: string;
}

export interface ProductFeature {
  title: string;
  value: string;
}

export interface DeliveryDelay {
  minDays: number;
  maxDays: number;
  text: string;
  /** Delivered by a freight carrier, who phones to agree the day: the delivery address needs a phone number. */
  freight: boolean;
}

export interface FulfilmentCentre {
  id: number;
  name: string;
  city: string;
  stock: number;
}

export interface ProductComment {
  id: number;
  author: string;
  rating: number;
  title: string;
  body: string;
  createdAt: string;
}
