import { inject, injectable } from 'inversify';
import { reaction } from 'mobx';
import type { CartLine } from '../../../ports/model/cart';
import type { Product } from '../../../ports/model/product';
import { PRODUCT_PORT, type ProductPort } from '../../../ports/product-port';
import { lineLabels, type LineLabels } from '../../domain/cart-line-labels';
import type { CachedQuery } from '../../shared/cached-query';
import { CartLinesStore } from './cart-lines-store';
import { productQueries } from '../catalog/product-queries';
import { QueryFactory } from '../shop/query-factory';

/** The cart lines' titles, colours and sizes in the interface language, read through the catalogue. */
@injectable()
export class CartLineLabelsStore {
  private readonly products = new Map<number, CachedQuery<Product>>();

  constructor(
    @inject(CartLinesStore) private readonly lines: CartLinesStore,
    @inject(PRODUCT_PORT) private readonly port: ProductPort,
    @inject(QueryFactory) private readonly factory: QueryFactory,
  ) {}

  of(line: CartLine): LineLabels {
    return lineLabels(line, this.product(line.productId).value);
  }

  /** Keeps every line's product read in the interface language while lines and language change. Returns the disposer. */
  start(): () => void {
    const watching = new Map<number, () => void>();
    const stop = reaction(
      () => [...new Set(this.lines.items.map((line) => line.productId))],
      (productIds) => {
        for (const [productId, dispose] of watching) {
          if (productIds.includes(productId)) continue;
          dispose();
          watching.delete(productId);
        }
        for (const productId of productIds) {
          if (!watching.has(productId)) watching.set(productId, this.product(productId).watch());
        }
      },
      { fireImmediately: true },
    );
    return () => {
      stop();
      for (const dispose of watching.values()) dispose();
    };
  }

  private product(productId: number): CachedQuery<Product> {
    const known = this.products.get(productId);
    if (known) return known;
    const ids = { product: () => productId, pse: () => null };
    const query = productQueries(this.factory, this.port, ids, ['product']).product;
    this.products.set(productId, query);
    return query;
  }
}
