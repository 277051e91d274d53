import { inject, injectable } from 'inversify';
import { reaction } from 'mobx';
import type { DeliveryDelay, FulfilmentCentre, Product, ProductComment, ProductSaleElement } from '../../../ports/model/product';
import type { PortError } from '../../../ports/model/result';
import { PRODUCT_PORT, type ProductPort } from '../../../ports/product-port';
import { isPlausibleEmail } from '../../domain/email-address';
import { adjustToMultiple } from '../../domain/quantity-multiple';
import { sanitiseStock } from '../../domain/stock-badge';
import type { CachedQuery } from '../../shared/cached-query';
import type { LinePrice } from '../cart/cart-persistence';
import { CartStore, type ShownLinePrice } from '../cart/cart-store';
import { PricingStore, type ShownProductPrice } from '../shop/pricing-store';
import { productPriceInputs, type PriceInputs } from '../shop/product-price-inputs';
import { PRODUCT_QUERIES, productQueries, type ProductQueries, type ProductQueryName } from '../catalog/product-queries';
import { QueryFactory } from '../shop/query-factory';
import { RecentlyViewedStore } from '../catalog/recently-viewed-store';
import { ShopStore } from '../shop/shop-store';
import { VariantChoice } from './variant-choice';
import { observeStore } from '../../shared/observe-store';

export interface ProductInput {
  productId?: number;
  /** A resolved pse URL: opens that variant preselected. */
  pseId?: number;
}

/** Why the add-to-cart button is disabled (null: it is not). */
export type AddBlocker = 'loading' | 'no-variant' | 'price-unavailable' | 'out-of-stock' | null;

const NAMES = Object.keys(PRODUCT_QUERIES) as ProductQueryName[];
/** The reads of the sections below the summary: they start when the shopper comes near them. */
const SECTION_READS = ['features', 'accessories', 'recommendations', 'comments'] as const;
const SUMMARY_READS = NAMES.filter((name) => !(SECTION_READS as readonly string[]).includes(name));

/**
 * The product detail screen: the product, the variant chosen, its price, stock, quantity multiple,
 * delivery lead time and fulfilment-centre stock, plus features, accessories, recommendations and
 * comments. Every read comes from the table in product-queries.ts, through the query cache.
 */
@injectable()
export class ProductStore {
  input: ProductInput = {};
  /** The quantity the shopper asked for; null: one multiple. */
  requestedQuantity: number | null = null;
  /** The last entry did not fit the multiple and was adjusted: show the spec's message. */
  quantityAdjusted = false;

  /** Only a pse id (a resolved variant URL): its sale element names the product. */
  readonly urlPse: CachedQuery<ProductSaleElement>;
  readonly queries: ProductQueries;
  readonly variant: VariantChoice;

  constructor(
    @inject(PRODUCT_PORT) private readonly products: ProductPort,
    @inject(QueryFactory) private readonly factory: QueryFactory,
    @inject(ShopStore) private readonly shop: ShopStore,
    @inject(PricingStore) private readonly pricing: PricingStore,
    @inject(RecentlyViewedStore) private readonly recentlyViewed: RecentlyViewedStore,
    @inject(CartStore) private readonly cart: CartStore,
  ) {
    this.urlPse = factory.create({
      identity: () => (this.input.pseId !== undefined && this.input.productId === undefined ? `pse:${this.input.pseId}` : null),
      scope: 'language+country',
      load: (ctx) => products.getSaleElement(this.input.pseId ?? 0, ctx),
    });
    this.variant = new VariantChoice(
      () => this.queries.product.value,
      () => this.input.pseId ?? null,
    );
    this.queries = productQueries(factory, products, { product: () => this.productId, pse: () => this.selectedPseId }, NAMES);
    observeStore(this, arguments, { urlPse: false, queries: false, variant: false });
  }

  /** Which product (or variant URL) this screen shows; returns the store for chaining. */
  open(input: ProductInput): this {
    this.input = input;
    return this;
  }

  get product(): Product | undefined {
    return this.queries.product.value;
  }

  get productId(): number | null {
    return this.input.productId ?? this.urlPse.value?.productId ?? null;
  }

  get selectedPseId(): number | null {
    return this.variant.selectedPseId;
  }

  get isPriceRequest(): boolean {
    const product = this.product;
    if (!product) return false;
    return product.isPriceRequest || (this.shop.localeConfig.value?.priceRequestProductIds ?? []).includes(product.id);
  }

  /** Where a price request goes: the shop's e-mail when it is a plausible address, else null (the contact page). */
  get requestEmail(): string | null {
    const email = this.shop.storeInfo.value?.email ?? '';
    return isPlausibleEmail(email) ? email : null;
  }

  /** The selected sale element, once it is known. */
  get selectedPse(): ProductSaleElement | undefined {
    const pse = this.queries.pse.value;
    return pse !== undefined && pse.id === this.selectedPseId ? pse : undefined;
  }

  /** The chosen variant's own price for the cart line, when it is not the product's (undefined: the product's). */
  get linePrice(): LinePrice | undefined {
    const product = this.product;
    const pse = this.selectedPse;
    if (!product || !pse || pse.netPrice === product.netPrice) return undefined;
    return { unitNetPrice: pse.netPrice, promoNetPrice: null };
  }

  /** The selected variant's price now, which its cart line (if any) takes over. */
  private get currentLinePrice(): ShownLinePrice | null {
    const product = this.product;
    const pse = this.selectedPse;
    if (!product || !pse) return null;
    const own = this.linePrice;
    return own
      ? { pseId: pse.id, price: own.unitNetPrice, promo: own.promoNetPrice }
      : { pseId: pse.id, price: product.netPrice, promo: product.promoNetPrice };
  }

  /** The variant's price is on its way (show a price skeleton rather than a wrong price). */
  get priceLoading(): boolean {
    return (
      this.product !== undefined && this.selectedPseId !== null && this.selectedPse === undefined && !this.queries.pse.failed
    );
  }

  /**
   * The net prices for the chosen variant. The sale element carries only its regular net price;
   * for the product's own base price the product's promo and list prices apply, other sizes show
   * their own price (the port gives no per-variant promo price).
   */
  get priceInputs(): PriceInputs | null {
    const product = this.product;
    if (!product) return null;
    const fromProduct = productPriceInputs(product);
    const pse = this.selectedPse;
    if (!pse || pse.netPrice === product.netPrice) return fromProduct;
    return { net: pse.netPrice, listNet: null, defaultCategoryId: fromProduct.defaultCategoryId };
  }

  /** What the shopper sees (re-computed when the country, customer or currency changes). */
  get shownPrice(): ShownProductPrice | null {
    const inputs = this.priceInputs;
    return inputs === null ? null : this.pricing.productPrice(inputs.net, inputs.listNet, inputs.defaultCategoryId);
  }

  /** Stock of the chosen variant (negative counts as 0). */
  get stock(): number {
    const pse = this.selectedPse;
    if (pse) return sanitiseStock(pse.stock);
    if (this.variant.selectedSize) return sanitiseStock(this.variant.selectedSize.stock);
    return sanitiseStock(this.product?.stock);
  }

  /** The quantity multiple of the chosen variant (1 until known). */
  get step(): number {
    return this.queries.multiple.value ?? 1;
  }

  get quantity(): number {
    return this.requestedQuantity === null ? this.step : adjustToMultiple(this.requestedQuantity, this.step).quantity;
  }

  /** Sets the quantity, adjusted to the multiple; remembers whether it had to be adjusted. */
  setQuantity(quantity: number): void {
    const adjusted = adjustToMultiple(quantity, this.step);
    this.requestedQuantity = adjusted.quantity;
    this.quantityAdjusted = adjusted.adjusted;
  }

  /** Lead time of the chosen variant, falling back to the product's. */
  get delivery(): DeliveryDelay | null {
    const { variantDelay, productDelay } = this.queries;
    if (this.selectedPseId !== null) {
      const variant = variantDelay.value;
      if (variant) return variant;
      if (variant === undefined && !variantDelay.failed) return null;
    }
    return productDelay.value ?? null;
  }

  get deliveryLoading(): boolean {
    if (this.selectedPseId !== null && this.queries.variantDelay.isLoading) return true;
    return this.delivery === null && this.queries.productDelay.isLoading;
  }

  get fulfilmentCentres(): FulfilmentCentre[] {
    return (this.queries.fulfilment.value ?? []).map((centre) => ({ ...centre, stock: sanitiseStock(centre.stock) }));
  }

  get addBlocker(): AddBlocker {
    if (!this.product) return 'loading';
    if (this.selectedPseId === null) return 'no-variant';
    if (this.priceLoading) return 'loading';
    if (this.shownPrice?.amount === null) return 'price-unavailable';
    if (this.stock <= 0) return 'out-of-stock';
    return null;
  }

  /** Comments with their rating as 0–5 stars. */
  get ratedComments(): (ProductComment & { stars: number })[] {
    return (this.queries.comments.value ?? []).map((comment) => ({
      ...comment,
      stars: Math.min(5, Math.max(0, comment.rating)),
    }));
  }

  get averageRating(): number | null {
    const ratings = this.ratedComments.map((comment) => comment.stars);
    if (ratings.length === 0) return null;
    return Math.round((ratings.reduce((sum, r) => sum + r, 0) / ratings.length) * 10) / 10;
  }

  get notFound(): boolean {
    return this.queries.product.notFound || this.urlPse.notFound;
  }

  get failed(): boolean {
    const { product } = this.queries;
    return (product.failed && !product.notFound) || (this.urlPse.failed && !this.urlPse.notFound);
  }

  /** Why the product could not be shown, when it could not. */
  get failure(): PortError | null {
    return this.failed ? (this.queries.product.error ?? this.urlPse.error) : null;
  }

  retry(): void {
    if (this.urlPse.failed) void this.urlPse.load();
    void this.queries.product.load();
  }

  /** Starts the summary's reads and keeps them in step with the selection, language and country. Returns the disposer. */
  start(): () => void {
    // The locale config (price-request ids, currency) and store info (the request e-mail) are shared; ensure they load.
    void this.shop.localeConfig.ensure();
    void this.shop.storeInfo.ensure();
    const disposers = [this.urlPse, ...SUMMARY_READS.map((name) => this.queries[name])].map((query) => query.watch());
    disposers.push(
      // Sizes of the chosen colour are fetched ahead, so switching size shows its price at once.
      reaction(
        () => `${this.variant.sizes.map((size) => size.pseId).join()}@${this.factory.scopeKey('language+country')}`,
        () => this.prefetchSizes(),
        { fireImmediately: true },
      ),
      // The cart's line of this variant (if any) takes the price this page shows; the cart applies it.
      this.cart.followShownPrice(() => this.currentLinePrice),
      // Recently viewed: the catalog records the product once it is known.
      this.recentlyViewed.follow(() => this.product?.id),
    );
    return () => disposers.forEach((dispose) => dispose());
  }

  /** Starts the sections' reads (features, accessories, recommendations, comments) and keeps them in step. */
  watchSections(): () => void {
    const disposers = SECTION_READS.map((name) => this.queries[name].watch());
    return () => disposers.forEach((dispose) => dispose());
  }

  private prefetchSizes(): void {
    for (const size of this.variant.sizes) {
      const { pse } = productQueries(this.factory, this.products, { product: () => null, pse: () => size.pseId }, ['pse']);
      void pse.load();
    }
  }
}
