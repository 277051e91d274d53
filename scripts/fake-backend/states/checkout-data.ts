import type { SeedData, SeedDeliveryMethod, SeedPaymentMethod } from '../../../adapters/fake/seed/seed-types';
import type { PaymentProvider } from '../../../ports/model/checkout';
import type { FakeWorld } from '../fake-world';
import { PAYMENT_CODES, PAYMENT_PROVIDERS } from '../shop-api/payment-codes';

function providerOf(code: string): PaymentProvider {
  const provider = PAYMENT_PROVIDERS.find((candidate) => PAYMENT_CODES[candidate] === code);
  if (provider === undefined) throw new Error(`no payment module has the code ${code}`);
  return provider;
}

/** Payment module `id` of the code's provider: the seed's module of that provider, copied under this id when missing. */
export function ensurePaymentModule(data: SeedData, id: number, code: string): SeedPaymentMethod {
  const provider = providerOf(code);
  const known = data.paymentMethods.find((method) => method.id === id);
  if (known !== undefined && known.provider !== provider)
    throw new Error(`payment module ${id} is ${PAYMENT_CODES[known.provider]}`);
  if (known !== undefined) return known;
  const template = data.paymentMethods.find((method) => method.provider === provider);
  if (template === undefined) throw new Error(`the data set has no ${code} module to copy`);
  const method = { ...structuredClone(template), id };
  data.paymentMethods.push(method);
  return method;
}

/** Delivery module `id`, copied from the seed's first one when missing. */
function deliveryModule(data: SeedData, id: number, code: string): SeedDeliveryMethod {
  const known = data.deliveryMethods.find((method) => method.id === id);
  if (known !== undefined) return known;
  const [template] = data.deliveryMethods;
  if (template === undefined) throw new Error('the data set has no delivery module to copy');
  const method = { ...structuredClone(template), id, code, position: data.deliveryMethods.length + 1 };
  data.deliveryMethods.push(method);
  return method;
}

/** Delivery module `id` under the code, offered in the locale. */
export function ensureDeliveryModule(data: SeedData, id: number, code: string, locale: string): void {
  const method = deliveryModule(data, id, code);
  method.code = code;
  if (method.locales !== 'all' && !method.locales.includes(locale)) method.locales = [...method.locales, locale];
}

/** Delivery module `id` exists but is not offered in the country's locales. */
export function excludeCountry(data: SeedData, id: number, countryId: number): void {
  const method = deliveryModule(data, id, `module-${id}`);
  const locales = Object.values(data.localeConfigs);
  if (!locales.some((config) => config.countryId === countryId))
    throw new Error(`the data set has no locale of country ${countryId}`);
  const offered = method.locales === 'all' ? locales.map((config) => config.locale) : method.locales;
  method.locales = offered.filter((locale) => data.localeConfigs[locale]?.countryId !== countryId);
}

/** A PayPal payment of the cart, parked as the shop's pay call parks it, waiting on the PayPal order. */
export async function parkPaypalPayment(world: FakeWorld, cartId: number, paypalOrderId: string): Promise<void> {
  const cart = world.books.carts.get(cartId);
  if (cart === undefined) throw new Error(`there is no cart ${cartId}`);
  const method = world.data.paymentMethods.find((candidate) => candidate.provider === 'global-card');
  const account = cart.customerId === null ? undefined : world.books.accounts.byId(cart.customerId);
  const addressId = account?.addresses.find((address) => address.isDefault)?.id ?? account?.addresses[0]?.id ?? 0;
  const [delivery] = world.data.deliveryMethods;
  if (method === undefined || delivery === undefined) throw new Error('the data set has no PayPal or delivery module');
  const parked = await world.fakes.payment.pay({
    provider: 'global-card',
    cartId,
    customerId: cart.customerId,
    email: account?.customer.email ?? cart.email ?? 'paypal-buyer@example.com',
    couponCode: null,
    deliveryAddressId: addressId,
    invoiceAddressId: addressId,
    deliveryMethodId: delivery.id,
    paymentMethodId: method.id,
    countryId: account?.countryId ?? 146,
    locale: 'ro_RO',
    isCompany: false,
    vatNumber: null,
    message: '',
    isCompleteDelivery: true,
    guest: account === undefined,
  });
  if (!parked.ok) throw new Error(`a PayPal payment of cart ${cartId} cannot wait: ${parked.error.message}`);
  const waiting = world.books.carts.get(cartId);
  if (waiting !== undefined) world.books.carts.put({ ...waiting, paypalOrderId });
}
