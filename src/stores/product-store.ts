import { makeAutoObservable, reaction } from 'mobx';
import type {
  DeliveryDelay,
  FulfilmentCentre,
  Product,
  ProductColour,
  ProductComment,
  ProductFeature,
  ProductSaleElement,
  ProductSize,
} from '../../ports/model/product';
import { adjustToMultiple } from '../domain/quantity-multiple';
import { sanitiseStock } from '../domain/stock-badge';
import { CachedQuery } from './cached-query';
import type { CatalogRoot } from './listing-store';
import type { PricingStore, ShownProductPrice } from './pricing-store';
import { STALE_AFTER_SHORT_S } from './query-cache';
import type { RecentlyViewedStore } from './recently-viewed-store';

export interface ProductRoot extends CatalogRoot {
  readonly pricing: PricingStore;
  readonly recentlyViewed: RecentlyViewedStore;
}

export interface ProductInput {
  productId?: number;
  /** A resolved pse URL: opens that variant preselected. */
  pseId?: number;
}

/** Why the add-to-cart button is disabled (null: it is not). */
export type AddBlocker = 'loading' | 'no-variant' | 'price-unavailable' | 'out-of-stock' | null;

/** The net prices that feed root.pricing for what is on screen. */
export interface PriceInputs {
  net: number;
  listNet: number | null;
  categoryIds: number[];
}

const isId = (value: unknown): value is number => typeof value === 'number' && Number.isSafeInteger(value) && value > 0;

/** Field choice only (no arithmetic): the promo price when there is one, and the struck-through price. */
export function productPriceInputs(
  product: Pick<Product, 'netPrice' | 'promoNetPrice' | 'listNetPrice' | 'categories' | 'defaultCategoryId'>,
): PriceInputs {
  const promo = product.promoNetPrice !== null && product.promoNetPrice < product.netPrice ? product.promoNetPrice : null;
  const categoryIds = [
    ...new Set([
      ...product.categories.map((c) => c.id),
      ...(product.defaultCategoryId !== null ? [product.defaultCategoryId] : []),
    ]),
  ];
  return {
    net: promo ?? product.netPrice,
    listNet: product.listNetPrice ?? (promo !== null ? product.netPrice : null),
    categoryIds,
  };
}

/** A comment's rating as 0–5, or null when it is not a number. */
export const commentRating = (rating: unknown): number | null =>
  typeof rating === 'number' && Number.isFinite(rating) ? Math.min(5, Math.max(0, rating)) : null;

/**
 * The product detail screen: the product, the variant chosen (colour → size → pse), its price,
 * stock, quantity multiple, delivery lead time and fulfilment-centre stock, plus features,
 * accessories, recommendations and comments. Every read goes through the query cache.
 */
export class ProductStore {
  /** The pse the shopper picked; null until they pick one (the preselection applies). */
  chosenPseId: number | null = null;
  /** The quantity the shopper asked for; null: one multiple. */
  requestedQuantity: number | null = null;
  /** The last entry did not fit the multiple and was adjusted: show the spec's message. */
  quantityAdjusted = false;

  readonly urlPse: CachedQuery<ProductSaleElement>;
  readonly product: CachedQuery<Product>;
  readonly pse: CachedQuery<ProductSaleElement>;
  readonly multiple: CachedQuery<number>;
  readonly variantDelay: CachedQuery<DeliveryDelay | null>;
  readonly productDelay: CachedQuery<DeliveryDelay | null>;
  readonly fulfilment: CachedQuery<FulfilmentCentre[]>;
  readonly features: CachedQuery<ProductFeature[]>;
  readonly accessories: CachedQuery<Product[]>;
  readonly recommendations: CachedQuery<Product[]>;
  readonly comments: CachedQuery<ProductComment[]>;

  constructor(
    private readonly root: ProductRoot,
    readonly input: ProductInput,
  ) {
    const { cache, shop } = root;
    const { products } = root.deps.backend;
    const byLocale = () => shop.locale;
    const byLocaleAndCountry = () => `${shop.locale}:${shop.countryId}`;
    const urlPseId = isId(input.pseId) ? input.pseId : null;
    const productKey = (prefix: string) => () => (this.productId === null ? null : `${prefix}:${this.productId}`);
    const pseKey = (prefix: string) => () => (this.selectedPseId === null ? null : `${prefix}:${this.selectedPseId}`);

    // Only a pse id (a resolved variant URL): its sale element names the product.
    this.urlPse = new CachedQuery({
      cache,
      identity: () => (urlPseId !== null && !isId(input.productId) ? `pse:${urlPseId}` : null),
      scope: byLocaleAndCountry,
      load: () => products.getSaleElement(urlPseId ?? 0, shop.context),
    });
    this.product = new CachedQuery({
      cache,
      identity: productKey('product'),
      scope: byLocaleAndCountry,
      load: () => products.getProduct(this.productId ?? 0, shop.context),
    });
    this.pse = new CachedQuery({
      cache,
      identity: pseKey('pse'),
      scope: byLocaleAndCountry,
      load: () => products.getSaleElement(this.selectedPseId ?? 0, shop.context),
    });
    this.multiple = new CachedQuery({
      cache,
      identity: pseKey('quantity-multiple'),
      scope: byLocale,
      load: () => products.getQuantityMultiple(this.selectedPseId ?? 0, shop.context),
    });
    this.variantDelay = new CachedQuery({
      cache,
      identity: pseKey('delivery-delay-pse'),
      load: () => products.getVariantDeliveryDelay(this.selectedPseId ?? 0),
      staleAfterS: STALE_AFTER_SHORT_S,
    });
    this.productDelay = new CachedQuery({
      cache,
      identity: productKey('delivery-delay'),
      load: () => products.getDeliveryDelay(this.productId ?? 0),
      staleAfterS: STALE_AFTER_SHORT_S,
    });
    this.fulfilment = new CachedQuery({
      cache,
      identity: pseKey('fulfilment-stock'),
      load: () => products.getFulfilmentStock(this.selectedPseId ?? 0),
    });
    this.features = new CachedQuery({
      cache,
      identity: productKey('features'),
      scope: byLocale,
      load: () => products.getFeatures(this.productId ?? 0, shop.context),
    });
    this.accessories = new CachedQuery({
      cache,
      identity: productKey('accessories'),
      scope: byLocaleAndCountry,
      load: () => products.getAccessories(this.productId ?? 0, shop.context),
    });
    this.recommendations = new CachedQuery({
      cache,
      identity: productKey('recommendations'),
      scope: byLocaleAndCountry,
      load: () => products.getRecommendations(this.productId ?? 0, shop.context),
    });
    this.comments = new CachedQuery({
      cache,
      identity: productKey('comments'),
      load: () => products.getComments(this.productId ?? 0),
    });

    makeAutoObservable<ProductStore, 'root'>(
      this,
      {
        root: false,
        input: false,
        urlPse: false,
        product: false,
        pse: false,
        multiple: false,
        variantDelay: false,
        productDelay: false,
        fulfilment: false,
        features: false,
        accessories: false,
        recommendations: false,
        comments: false,
      },
      { autoBind: true },
    );
  }

  // --- which product, which variant --------------------------------------------------------------

  get productId(): number | null {
    if (isId(this.input.productId)) return this.input.productId;
    const fromPse = this.urlPse.value?.productId;
    return isId(fromPse) ? fromPse : null;
  }

  get hasVariants(): boolean {
    return (this.product.value?.colours ?? []).some((colour) => colour.sizes.some((size) => isId(size.pseId)));
  }

  private get variants(): { colour: ProductColour; size: ProductSize }[] {
    return (this.product.value?.colours ?? []).flatMap((colour) =>
      colour.sizes.filter((size) => isId(size.pseId)).map((size) => ({ colour, size })),
    );
  }

  private findVariant(pseId: number | null): { colour: ProductColour; size: ProductSize } | undefined {
    return pseId === null ? undefined : this.variants.find((variant) => variant.size.pseId === pseId);
  }

  /** The variant shown before the shopper chooses: the URL's pse, else the default pse, else the first in stock. */
  get initialPseId(): number | null {
    const product = this.product.value;
    if (!product) return null;
    if (!this.hasVariants) return isId(product.defaultPseId) ? product.defaultPseId : null;
    const fromUrl = isId(this.input.pseId) ? this.input.pseId : null;
    const candidates = [fromUrl, isId(product.defaultPseId) ? product.defaultPseId : null];
    for (const candidate of candidates) if (this.findVariant(candidate)) return candidate;
    const inStock = this.variants.find((variant) => sanitiseStock(variant.size.stock) > 0);
    return (inStock ?? this.variants[0])?.size.pseId ?? null;
  }

  /** The PRODUCT_SALE_ELEMENT that add-to-cart, price, stock and delivery are about. */
  get selectedPseId(): number | null {
    if (this.chosenPseId !== null && (this.findVariant(this.chosenPseId) || !this.hasVariants)) return this.chosenPseId;
    return this.initialPseId;
  }

  get selectedColour(): ProductColour | null {
    return this.findVariant(this.selectedPseId)?.colour ?? this.product.value?.colours[0] ?? null;
  }

  get selectedSize(): ProductSize | null {
    return this.findVariant(this.selectedPseId)?.size ?? null;
  }

  get sizes(): ProductSize[] {
    return (this.selectedColour?.sizes ?? []).filter((size) => isId(size.pseId));
  }

  /** Chooses a colour and, in it, the same size when it exists, else the first size in stock, else the first. */
  selectColour(colourId: number): void {
    const colour = this.product.value?.colours.find((c) => c.id === colourId);
    if (!colour) return;
    const sizes = colour.sizes.filter((size) => isId(size.pseId));
    const sameName = sizes.find((size) => size.name === this.selectedSize?.name);
    const choice = sameName ?? sizes.find((size) => sanitiseStock(size.stock) > 0) ?? sizes[0];
    if (choice) this.selectPse(choice.pseId);
  }

  selectPse(pseId: number): void {
    if (!this.findVariant(pseId)) return;
    this.chosenPseId = pseId;
  }

  // --- price, stock, quantity, delivery ------------------------------------------------------------

  get isPriceRequest(): boolean {
    const product = this.product.value;
    if (!product) return false;
    return product.isPriceRequest || (this.root.shop.localeConfig.value?.priceRequestProductIds ?? []).includes(product.id);
  }

  /** The selected sale element, once it is known. */
  private get selectedPse(): ProductSaleElement | undefined {
    const pse = this.pse.value;
    return pse !== undefined && pse.id === this.selectedPseId ? pse : undefined;
  }

  /** The variant's price is on its way (show a price skeleton rather than a wrong price). */
  get priceLoading(): boolean {
    return this.product.value !== undefined && this.selectedPseId !== null && this.selectedPse === undefined && !this.pse.failed;
  }

  /**
   * The net prices for the chosen variant. The sale element carries only its regular net price;
   * for the product's own base price the product's promo and list prices apply, other sizes show
   * their own price (the port gives no per-variant promo price).
   */
  get priceInputs(): PriceInputs | null {
    const product = this.product.value;
    if (!product) return null;
    const fromProduct = productPriceInputs(product);
    const pse = this.selectedPse;
    if (!pse || pse.netPrice === product.netPrice) return fromProduct;
    return { net: pse.netPrice, listNet: null, categoryIds: fromProduct.categoryIds };
  }

  /** What the shopper sees, from root.pricing (re-computed when the country, customer or currency changes). */
  get shownPrice(): ShownProductPrice | null {
    const inputs = this.priceInputs;
    return inputs === null ? null : this.root.pricing.productPrice(inputs.net, inputs.listNet, inputs.categoryIds);
  }

  get priceUnavailable(): boolean {
    return this.shownPrice !== null && this.shownPrice.amount === null;
  }

  /** Stock of the chosen variant (negative or non-numeric counts as 0). */
  get stock(): number {
    const pse = this.selectedPse;
    if (pse) return sanitiseStock(pse.stock);
    if (this.selectedSize) return sanitiseStock(this.selectedSize.stock);
    return sanitiseStock(this.product.value?.stock);
  }

  /** The quantity multiple of the chosen variant (1 until known, or when the server sends junk). */
  get step(): number {
    const value = this.multiple.value;
    return typeof value === 'number' && Number.isSafeInteger(value) && value >= 1 ? value : 1;
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
    if (this.selectedPseId !== null) {
      const variant = this.variantDelay.value;
      if (variant) return variant;
      if (variant === undefined && !this.variantDelay.failed) return null;
    }
    return this.productDelay.value ?? null;
  }

  get deliveryLoading(): boolean {
    if (this.selectedPseId !== null && this.variantDelay.isLoading) return true;
    return this.delivery === null && this.productDelay.isLoading;
  }

  get fulfilmentCentres(): FulfilmentCentre[] {
    return (this.fulfilment.value ?? []).map((centre) => ({ ...centre, stock: sanitiseStock(centre.stock) }));
  }

  get addBlocker(): AddBlocker {
    if (!this.product.value) return 'loading';
    if (this.selectedPseId === null) return 'no-variant';
    if (this.priceLoading) return 'loading';
    if (this.priceUnavailable) return 'price-unavailable';
    if (this.stock <= 0) return 'out-of-stock';
    return null;
  }

  // --- comments ------------------------------------------------------------------------------------

  get ratedComments(): (ProductComment & { stars: number | null })[] {
    return (this.comments.value ?? []).map((comment) => ({ ...comment, stars: commentRating(comment.rating) }));
  }

  get averageRating(): number | null {
    const ratings = this.ratedComments.map((c) => c.stars).filter((r): r is number => r !== null);
    if (ratings.length === 0) return null;
    return Math.round((ratings.reduce((sum, r) => sum + r, 0) / ratings.length) * 10) / 10;
  }

  // --- lifecycle ----------------------------------------------------------------------------------

  get notFound(): boolean {
    return this.product.notFound || this.urlPse.notFound;
  }

  get failed(): boolean {
    return (this.product.failed && !this.product.notFound) || (this.urlPse.failed && !this.urlPse.notFound);
  }

  get isLoading(): boolean {
    return this.product.value === undefined && !this.notFound && !this.failed;
  }

  retry(): void {
    if (this.urlPse.failed) void this.urlPse.load();
    void this.product.load();
  }

  /** Starts every read and keeps them in step with the selection, language and country. Returns the disposer. */
  start(): () => void {
    // The locale config (price-request ids, currency) and store info (the request e-mail) are shared; ensure they load.
    void this.root.shop.localeConfig.ensure();
    void this.root.shop.storeInfo.ensure();
    const queries = [
      this.urlPse,
      this.product,
      this.pse,
      this.multiple,
      this.variantDelay,
      this.productDelay,
      this.fulfilment,
      this.features,
      this.accessories,
      this.recommendations,
      this.comments,
    ];
    const disposers = queries.map((query) => query.watch());
    // Sizes of the chosen colour are fetched ahead, so switching size shows its price at once.
    disposers.push(
      reaction(
        () => ({ sizes: this.sizes.map((size) => size.pseId), scope: `${this.root.shop.locale}:${this.root.shop.countryId}` }),
        ({ sizes, scope }) => {
          const ctx = this.root.shop.context;
          for (const pseId of sizes) {
            void this.root.cache.fetch(`pse:${pseId}@${scope}`, () => this.root.deps.backend.products.getSaleElement(pseId, ctx));
          }
        },
        { fireImmediately: true, equals: (a, b) => a.scope === b.scope && a.sizes.join() === b.sizes.join() },
      ),
    );
    // Recently viewed: recorded once the product is known.
    disposers.push(
      reaction(
        () => this.product.value?.id,
        (id) => {
          if (id !== undefined) this.root.recentlyViewed.record(id);
        },
        { fireImmediately: true },
      ),
    );
    return () => disposers.forEach((dispose) => dispose());
  }
}
