import type { components } from '../../../adapters/http/generated/shop-api';
import type { PaymentMethod } from '../../../ports/model/checkout';
import { fromResult } from '../backend-result';
import type { FakeWorld } from '../fake-world';
import { fieldsOf, numberField, textField } from '../request-body';
import { route, type Route } from '../route';
import { PAYMENT_CODES } from './payment-codes';

type Shop = components['schemas'];

const paymentMethodsWire = (methods: PaymentMethod[]): { data: Shop['PaymentMethod'][] } => ({
  data: methods.map(({ id, provider, title, position }) => ({ id, code: PAYMENT_CODES[provider], title, position })),
});

/** localpickup/order and localPickupAddress/order: the expected message on success, a refusal otherwise. */
const pickupStatus = (done: string) => (confirmed: boolean) =>
  (confirmed
    ? { status_code: 200, status: 'success', message: done }
    : { status_code: 400, status: 'error', message: 'Local pickup not found' }) satisfies Shop['StatusMessage'];

/** The shop API's checkout calls (tag checkout): delivery and payment methods, postage, local pickup. */
export function checkoutRoutes({ fakes }: FakeWorld): Route[] {
  const checkout = fakes.checkout;
  const listPaymentMethods = async (cartId: string, locale: string | null) =>
    fromResult(await checkout.listPaymentMethods(Number(cartId), locale), paymentMethodsWire);

  return [
    route('GET', '/api/ExternalOrderApi/getActiveDelivery/{cartId}/{locale}', async ({ params }) => {
      const result = await checkout.listDeliveryMethods(Number(params['cartId']), params['locale'] ?? '');
      return fromResult(result, (methods) => ({
        data: methods.map(({ id, position, title, code }) => ({ id, position, title, code })),
      }));
    }),
    route('GET', '/api/ExternalOrderApi/getActivePaymentMethods/{cartId}', ({ params }) =>
      listPaymentMethods(params['cartId'] ?? '', null),
    ),
    route('GET', '/api/ExternalOrderApi/getActivePaymentMethods/{cartId}/{locale}', ({ params }) =>
      listPaymentMethods(params['cartId'] ?? '', params['locale'] ?? ''),
    ),
    route('POST', '/api/customdelivery/postage', async ({ body }) => {
      const fields = fieldsOf(body);
      const result = await checkout.getPostage({
        cartId: numberField(fields['cart_id']),
        countryId: numberField(fields['country_id']),
        deliveryMethodId: numberField(fields['delivery_module_id']),
        locale: textField(fields['locale']),
      });
      // The postage answer carries its refusal in `error` ('Invalid data'), with the refusal's status.
      if (!result.ok)
        return {
          status: result.error.status ?? 400,
          body: { postage_amount: null, postage_amount_taxed: null, error: result.error.message },
        };
      return fromResult(result, ({ net, gross }) => ({ postage_amount: net, postage_amount_taxed: gross, error: null }));
    }),
    route('POST', '/api/localpickup/order', async ({ body }) => {
      const fields = fieldsOf(body);
      const choice = { orderId: numberField(fields['order_id']), pickupPointId: numberField(fields['local_pickup_id']) };
      return fromResult(await checkout.choosePickupPoint(choice), pickupStatus('Order Local Pickup Updated'));
    }),
    route('POST', '/api/localPickupAddress/order', async ({ body }) => {
      const fields = fieldsOf(body);
      const choice = { orderId: numberField(fields['order_id']), addressId: numberField(fields['address_id']) };
      return fromResult(await checkout.choosePickupAddress(choice), pickupStatus('Order Local Pickup Address Updated'));
    }),
  ];
}
