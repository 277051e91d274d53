import type { PaymentProvider, PaymentQrCode } from '../../ports/model/checkout';
import { fail, portError, type Result } from '../../ports/model/result';
import type {
  PaymentOutcome,
  PaymentPort,
  PaymentRequest,
  PaypalData,
  QrCodeRequest,
  WalletPayment,
} from '../../ports/payment-port';
import type { components as ShopSchemas } from './generated/shop-api';
import {
  getQrCode200,
  payAmazon200,
  payApplePay200,
  payBnpl200,
  payCard200,
  payGlobalCard200,
  payInstantTransfer200,
  payRamburs200,
  payVorkasse200,
  paypalAccept200,
  paypalCancel200,
} from './generated/shop-api-checkout-validators';
import { fetchValidated, httpError, isSuccess, mapResult, send, sendForStatus, type ClientCall } from './http-call';
import type { ShopClient } from './http-clients';
import { mapPaymentResult } from './map-checkout';
import { mapQrCode } from './map-pickup';
import { validateResponse, type ResponseValidator } from './response-validator';

export interface PaymentSettings {
  satellite: string;
  /** The fixed session id sent with every payment (spec 9). */
  sessionId: string;
  /** The fixed postage tax rule title sent with every payment (spec 9). */
  postageTaxRuleTitle: string;
  /** The prefix by which the card provider's session value is told from a redirect address. */
  sessionMarker: string;
}

type PaymentBody = ShopSchemas['schemas']['PaymentRequest'];
type PaymentResult = ShopSchemas['schemas']['PaymentResult'];

/** The answer validator of each provider's /api/{code}/pay. */
const PAY_VALIDATORS: Readonly<Record<PaymentProvider, ResponseValidator<PaymentResult>>> = {
  wallet: payApplePay200,
  'global-card': payGlobalCard200,
  'instant-transfer': payInstantTransfer200,
  card: payCard200,
  'cash-on-delivery': payRamburs200,
  prepayment: payVorkasse200,
  'buy-now-pay-later': payBnpl200,
};

export class OpenApiPaymentAdapter implements PaymentPort {
  constructor(
    private readonly shop: ShopClient,
    private readonly settings: PaymentSettings,
  ) {}

  async pay(request: PaymentRequest): Promise<Result<PaymentOutcome>> {
    const body: PaymentBody = {
      cart_id: request.cartId,
      customer_id: request.customerId,
      appliedCoupon: request.couponCode,
      api_call: true,
      session_id: this.settings.sessionId,
      email: request.email,
      delivery_address_id: request.deliveryAddressId,
      delivery_module_id: request.deliveryMethodId,
      invoice_address_id: request.invoiceAddressId,
      payment_module_id: request.paymentMethodId,
      postage_tax_rule_title: this.settings.postageTaxRuleTitle,
      country_id: request.countryId,
      locale: request.locale,
      isCompany: request.isCompany,
      vat_number: request.vatNumber,
      message: request.message === '' ? null : request.message,
      isCompleteDelivery: request.isCompleteDelivery,
      guest: request.guest,
      satellite: this.settings.satellite,
    };
    return this.settle(() => this.post(request.provider, body), PAY_VALIDATORS[request.provider], request.provider);
  }

  /** amazon/pay with the wallet provider's checkout session. */
  payWithWallet(payment: WalletPayment): Promise<Result<PaymentOutcome>> {
    const body = {
      cart_id: payment.cartId,
      amazon_session_id: payment.walletSessionId,
      customer_note: payment.customerNote,
      satellite: this.settings.satellite,
    };
    return this.settle(() => this.shop.POST('/api/amazon/pay', { body }), payAmazon200, 'wallet');
  }

  acceptPaypal(data: PaypalData): Promise<Result<PaymentOutcome>> {
    const body = { paypal_data: data, satellite: this.settings.satellite };
    return this.settle(() => this.shop.POST('/api/paypal/accept', { body }), paypalAccept200, 'global-card');
  }

  /** The data PayPal handed back plus satellite; success is status 'success'. */
  cancelPaypal(data: PaypalData): Promise<Result<void>> {
    const body = { ...data, satellite: this.settings.satellite };
    return sendForStatus(() => this.shop.POST('/api/paypal/cancel', { body }), paypalCancel200);
  }

  async getQrCode(request: QrCodeRequest): Promise<Result<PaymentQrCode>> {
    const body = { order_id: request.orderId, locale: request.locale };
    const qrCode = await fetchValidated(() => this.shop.POST('/api/ExternalOrderApi/getQrCode', { body }), getQrCode200);
    return mapResult(qrCode, mapQrCode);
  }

  /** A payment answer: 400 is a refusal with the server's message; 2xx is a redirect or a session. */
  private async settle(
    call: ClientCall<PaymentResult>,
    validator: ResponseValidator<PaymentResult>,
    provider: PaymentProvider,
  ): Promise<Result<PaymentOutcome>> {
    const answer = await send(call);
    if (!answer.ok) return answer;
    if (!isSuccess(answer.value.status)) {
      const error = httpError(answer.value);
      return fail(answer.value.status === 400 ? portError('rejected', error.message, 400) : error);
    }
    const result = validateResponse(validator, answer.value.body);
    return result.ok ? mapPaymentResult(result.value, provider, this.settings.sessionMarker) : result;
  }

  /** POST /api/{code}/pay, one typed path per provider. */
  private post(provider: PaymentProvider, body: PaymentBody) {
    switch (provider) {
      case 'wallet':
        return this.shop.POST('/api/applepay/pay', { body });
      case 'global-card':
        return this.shop.POST('/api/globalcard/pay', { body });
      case 'instant-transfer':
        return this.shop.POST('/api/instanttransfer/pay', { body });
      case 'card':
        return this.shop.POST('/api/card/pay', { body });
      case 'cash-on-delivery':
        return this.shop.POST('/api/ramburs/pay', { body });
      case 'prepayment':
        return this.shop.POST('/api/vorkasse/pay', { body });
      case 'buy-now-pay-later':
        return this.shop.POST('/api/bnpl/pay', { body });
    }
  }
}
