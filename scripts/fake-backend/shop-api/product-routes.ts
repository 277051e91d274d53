import { fromResult } from '../backend-result';
import type { FakeWorld } from '../fake-world';
import { productWire } from '../product-wire';
import { route, type Route } from '../route';
import { contextOf, languageOfCountry, numberOf } from '../shop-context';
import { featureItemsWire, pseWire, withErrorField } from './catalog-wire';

/** The shop API's product detail, variant and features calls (tag catalog). */
export function productRoutes({ fakes, data }: FakeWorld): Route[] {
  return [
    route('GET', '/api/products/{productId}', async ({ params, query }) => {
      const ctx = contextOf(data, query.get('translation'), numberOf(query.get('country_id')));
      const withDocuments = query.get('document') === '1';
      const product = await fakes.products.getProduct(Number(params.productId), ctx);
      return withErrorField(
        fromResult(product, (value) => [{ ...productWire(value, ctx.countryId), ...(withDocuments ? { documents: [] } : {}) }]),
      );
    }),
    route('GET', '/api/get_pse/{PRODUCT_SALE_ELEMENT}', async ({ params, query }) => {
      // The call names a country only: texts come in the language of that country's first locale.
      const countryId = numberOf(query.get('country_id'));
      const language = languageOfCountry(data, countryId);
      const pseId = Number(params.PRODUCT_SALE_ELEMENT);
      const pse = await fakes.products.getSaleElement(pseId, { ...contextOf(data, null, countryId), language });
      const promo = data.pseById.get(pseId)?.promoNetPrice ?? null;
      return withErrorField(fromResult(pse, (value) => pseWire(value, promo)));
    }),
    route('GET', '/api/ExternalOrderApi/features/product/{productID}/{langCode}', async ({ params }) => {
      const ctx = contextOf(data, params.langCode ?? null);
      const productId = Number(params.productID);
      const features = await fakes.products.getFeatures(productId, ctx);
      const seed = data.productById.get(productId)?.features ?? [];
      return fromResult(features, (items) => ({ FeatureItems: featureItemsWire(items, seed) }));
    }),
  ];
}
