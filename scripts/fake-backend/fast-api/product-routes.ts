import type { DeliveryDelay } from '../../../ports/model/product';
import type { Result } from '../../../ports/model/result';
import { fromResult } from '../backend-result';
import type { FakeWorld } from '../fake-world';
import { combinationsWire } from '../product-wire';
import { reply, route, type BackendReply, type Route } from '../route';
import { contextOf, numberOf } from '../shop-context';
import { centresWire, commentsWire, delayWire, productListWire } from './catalog-wire';

/** No delay configured answers 404 with `{ error }` (openapi's NoDelay), which the storefront reads as "no delay". */
function delayReply(delay: Result<DeliveryDelay | null>): BackendReply {
  if (!delay.ok) return fromResult(delay, () => null);
  if (delay.value === null) return reply({ error: 'No delivery delay', message: 'No delivery delay' }, 404);
  return reply(delayWire(delay.value));
}

/** The fast API's product details: combinations, stock, delays, comments, accessories (tags catalog, logistics). */
export function productRoutes({ fakes, data }: FakeWorld): Route[] {
  const shipped = contextOf(data, null);
  return [
    route('GET', '/api/products/combinations/{product_id}/{locale}', async ({ params }) => {
      const product = await fakes.products.getProduct(Number(params.product_id), contextOf(data, params.locale ?? null));
      return fromResult(product, (value) => combinationsWire(value, data));
    }),
    route('GET', '/api/multiplier/', async ({ query }) => {
      const pseId = numberOf(query.get('pse_id')) ?? Number.NaN;
      const multiple = await fakes.products.getQuantityMultiple(pseId, contextOf(data, query.get('locale')));
      return fromResult(multiple, (multiplier) => ({ multiplier }));
    }),
    route('GET', '/api/product_delays/custom_attribute/{id}', async ({ params }) =>
      delayReply(await fakes.products.getDeliveryDelay(Number(params.id))),
    ),
    route('GET', '/api/delivery_delay_pse/{id}', async ({ params }) =>
      delayReply(await fakes.products.getVariantDeliveryDelay(Number(params.id))),
    ),
    route('GET', '/api/fulfilment_center_stock/{id}', async ({ params }) =>
      fromResult(await fakes.products.getFulfilmentStock(Number(params.id)), centresWire),
    ),
    route('GET', '/api/accessory_product/{id}', async ({ params }) =>
      fromResult(await fakes.products.getAccessories(Number(params.id), shipped), (products) =>
        productListWire(products, shipped.countryId),
      ),
    ),
    route('GET', '/api/recommendation/item-data/', async ({ query }) => {
      const productId = numberOf(query.get('product_id')) ?? Number.NaN;
      return fromResult(await fakes.products.getRecommendations(productId, shipped), (products) =>
        productListWire(products, shipped.countryId),
      );
    }),
    route('GET', '/api/comments/{id}', async ({ params }) =>
      fromResult(await fakes.products.getComments(Number(params.id)), commentsWire),
    ),
    // The customer is the one the call names, as the fake port takes it (the shop token carries no customer).
    route('GET', '/api/comments/rights/{pse_id}/{customer_id}', async ({ params }) => {
      const allowed = await fakes.products.canComment(Number(params.pse_id), Number(params.customer_id));
      return fromResult(allowed, (can) => ({ can_comment: can, reason: can ? null : 'not_purchased' }));
    }),
  ];
}
