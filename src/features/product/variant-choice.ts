import { makeAutoObservable } from 'mobx';
import type { Product, ProductColour, ProductSize } from '../../../ports/model/product';
import { sanitiseStock } from '../../domain/stock-badge';

interface Variant {
  colour: ProductColour;
  size: ProductSize;
}

/** The variant chosen on a product page: colour → size → PRODUCT_SALE_ELEMENT, with the preselection rule. */
export class VariantChoice {
  /** The pse the shopper picked; null until they pick one (the preselection applies). */
  chosenPseId: number | null = null;

  constructor(
    private readonly product: () => Product | undefined,
    /** A resolved pse URL opens that variant preselected. */
    private readonly urlPseId: () => number | null,
  ) {
    makeAutoObservable<VariantChoice, 'product' | 'urlPseId'>(this, { product: false, urlPseId: false }, { autoBind: true });
  }

  private get variants(): Variant[] {
    return (this.product()?.colours ?? []).flatMap((colour) => colour.sizes.map((size) => ({ colour, size })));
  }

  get hasVariants(): boolean {
    return this.variants.length > 0;
  }

  private find(pseId: number | null): Variant | undefined {
    return pseId === null ? undefined : this.variants.find((variant) => variant.size.pseId === pseId);
  }

  /** The variant shown before the shopper chooses: the URL's pse, else the default pse, else the first in stock. */
  get initialPseId(): number | null {
    const product = this.product();
    if (!product) return null;
    if (!this.hasVariants) return product.defaultPseId;
    for (const candidate of [this.urlPseId(), product.defaultPseId]) if (this.find(candidate)) return candidate;
    const inStock = this.variants.find((variant) => sanitiseStock(variant.size.stock) > 0);
    return (inStock ?? this.variants[0])?.size.pseId ?? null;
  }

  /** The PRODUCT_SALE_ELEMENT that add-to-cart, price, stock and delivery are about. */
  get selectedPseId(): number | null {
    if (this.chosenPseId !== null && (this.find(this.chosenPseId) || !this.hasVariants)) return this.chosenPseId;
    return this.initialPseId;
  }

  get selectedColour(): ProductColour | null {
    return this.find(this.selectedPseId)?.colour ?? this.product()?.colours[0] ?? null;
  }

  get selectedSize(): ProductSize | null {
    return this.find(this.selectedPseId)?.size ?? null;
  }

  get sizes(): ProductSize[] {
    return this.selectedColour?.sizes ?? [];
  }

  /** Chooses a colour and, in it, the same size when it exists, else the first size in stock, else the first. */
  selectColour(colourId: number): void {
    const colour = this.product()?.colours.find((c) => c.id === colourId);
    if (!colour) return;
    const sameName = colour.sizes.find((size) => size.name === this.selectedSize?.name);
    const choice = sameName ?? colour.sizes.find((size) => sanitiseStock(size.stock) > 0) ?? colour.sizes[0];
    if (choice) this.selectPse(choice.pseId);
  }

  selectPse(pseId: number): void {
    if (this.find(pseId)) this.chosenPseId = pseId;
  }
}
