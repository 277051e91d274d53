import { inject, injectable } from 'inversify';
import { PRODUCT_PORT, type ProductPort } from '../../../ports/product-port';
import { productQueries } from './product-queries';
import { QueryFactory } from '../shop/query-factory';

/**
 * Asks for a product page's product while the page's code is still downloading, so the two
 * arrive together instead of one after the other. The answer goes into the query cache, where the
 * page's own read (the same key) finds it, in flight or answered.
 */
@injectable()
export class ProductPrefetchStore {
  constructor(
    @inject(PRODUCT_PORT) private readonly products: ProductPort,
    @inject(QueryFactory) private readonly factory: QueryFactory,
  ) {}

  prefetch(productId: number): void {
    const ids = { product: () => productId, pse: () => null };
    void productQueries(this.factory, this.products, ids, ['product']).product.load();
  }
}
