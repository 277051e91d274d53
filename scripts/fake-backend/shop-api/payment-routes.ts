import type { components } from '../../../adapters/http/generated/shop-api';
import type { PaymentProvider, PaymentQrCode } from '../../../ports/model/checkout';
import { ok } from '../../../ports/model/result';
import type { PaymentOutcome, PaymentRequest } from '../../../ports/payment-port';
import { fromResult } from '../backend-result';
import type { FakeWorld } from '../fake-world';
import { fieldsOf, nullableNumber, nullableText, numberField, textField } from '../request-body';
import { route, type Route } from '../route';
import { cardSession } from './card-session';
import { PAYMENT_CODES, PAYMENT_PROVIDERS } from './payment-codes';

type Shop = components['schemas'];
type Fields = Readonly<Record<string, unknown>>;

/** The body of /api/{code}/pay as the payment port's request (the fixed session fields are the shop's own). */
const paymentRequestOf = (provider: PaymentProvider, fields: Fields): PaymentRequest => ({
  provider,
  cartId: numberField(fields['cart_id']),
  customerId: nullableNumber(fields['customer_id']),
  email: textField(fields['email']),
  couponCode: nullableText(fields['appliedCoupon']),
  deliveryAddressId: nullableNumber(fields['delivery_address_id']) ?? 0,
  invoiceAddressId: nullableNumber(fields['invoice_address_id']) ?? 0,
  deliveryMethodId: numberField(fields['delivery_module_id']),
  paymentMethodId: numberField(fields['payment_module_id']),
  countryId: numberField(fields['country_id']),
  locale: textField(fields['locale']),
  isCompany: fields['isCompany'] === true,
  vatNumber: nullableText(fields['vat_number']),
  message: textField(fields['message']),
  isCompleteDelivery: fields['isCompleteDelivery'] !== false,
  guest: fields['guest'] === true,
});

/**
 * Where to send the browser: the fake's own addresses are paths in the shop (its provider page,
 * /order-placed, /order-failed); a card session goes back as its marker value.
 */
const paymentResultWire = (outcome: PaymentOutcome): Shop['PaymentResult'] => ({
  status: 'success',
  redirect_url: outcome.kind === 'redirect' ? outcome.url : outcome.marker,
  order_id: null,
  message: null,
});

const qrCodeWire = (qr: PaymentQrCode): Shop['QrCode'] => ({
  qr_code: qr.code,
  beneficiary: qr.beneficiary,
  iban: qr.iban,
  bic: qr.bic,
  amount: qr.amount,
  currency: qr.currency,
  reference: qr.reference,
});

/** The shop API's payment calls (tag checkout): /{code}/pay, the wallet and PayPal returns, the QR code. */
export function paymentRoutes({ fakes, data }: FakeWorld): Route[] {
  const payment = fakes.payment;
  const payRoutes = PAYMENT_PROVIDERS.map((provider) =>
    route('POST', `/api/${PAYMENT_CODES[provider]}/pay`, async ({ body }) => {
      const paid = paymentRequestOf(provider, fieldsOf(body));
      const outcome = await payment.pay(paid);
      const handed = outcome.ok && provider === 'card' ? ok(cardSession(outcome.value, data, paid.cartId)) : outcome;
      return fromResult(handed, paymentResultWire);
    }),
  );
  return [
    ...payRoutes,
    route('POST', '/api/amazon/pay', async ({ body }) => {
      const fields = fieldsOf(body);
      const result = await payment.payWithWallet({
        cartId: numberField(fields['cart_id']),
        walletSessionId: textField(fields['amazon_session_id']),
        customerNote: nullableText(fields['customer_note']),
      });
      return fromResult(result, paymentResultWire);
    }),
    route('POST', '/api/paypal/accept', async ({ body }) =>
      fromResult(await payment.acceptPaypal({ ...fieldsOf(fieldsOf(body)['paypal_data']) }), paymentResultWire),
    ),
    route('POST', '/api/paypal/cancel', async ({ body }) => {
      const { satellite: _satellite, ...data } = fieldsOf(body);
      const result = await payment.cancelPaypal(data);
      return fromResult(result, () => ({ status_code: 200, status: 'success', message: null }) satisfies Shop['StatusMessage']);
    }),
    route('POST', '/api/ExternalOrderApi/getQrCode', async ({ body }) => {
      const fields = fieldsOf(body);
      const result = await payment.getQrCode({ orderId: numberField(fields['order_id']), locale: textField(fields['locale']) });
      return fromResult(result, qrCodeWire);
    }),
  ];
}
