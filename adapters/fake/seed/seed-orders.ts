import type { SeedFaker } from './seed-random';
import type { Address } from '../../../ports/model/customer';
import type { OrderAddress } from '../../../ports/model/order';
import { DELIVERY_METHODS } from './seed-checkout';
import { taxRateOf } from './seed-countries';
import { WELCOME_COUPON } from './seed-coupons';
import { RON } from './seed-locale-configs';
import { GUEST_ORDER_ADDRESS, GUEST_ORDER_PLAN, ORDER_PLANS, type OrderPlan } from './seed-order-plans';
import type { SeedAccount, SeedOrder, SeedOrderLine, SeedProduct, SeedPse } from './seed-types';

export const FIRST_ORDER_ID = 30001;
export const GUEST_ORDER_EMAIL = 'guest.order@example.com';
/** The guest order's invoice link is /guest/invoice/{GUEST_ORDER_REF}/{GUEST_ORDER_HASH}. */
export const GUEST_ORDER_REF = 'ORD000030001';
export const GUEST_ORDER_HASH = '3f9c2a7e51b84d06a2e7c9d1f04b8a65';
/** The seed's orders are dated up to here; the order book moves them to the clock's now. */
export const ORDERS_UNTIL = Date.UTC(2025, 10, 1, 9, 30, 0);
/** Thelia currency ids. */
export const CURRENCY_IDS = { EUR: 1, RON: 5 } as const;
/** The ISO 4217 code of an order's currency id. */
export const currencyCodeOf = (currencyId: number): 'RON' | 'EUR' => (currencyId === CURRENCY_IDS.RON ? 'RON' : 'EUR');
const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;
/** Parcel, express and freight; the seed has no local pickups. */
const SHIPPED = DELIVERY_METHODS.filter((method) => method.code !== 'localpickup');
const PAYMENTS = { card: 101, paypal: 102, instantTransfer: 104, prepayment: 105, cashOnDelivery: 106, invoice: 107 };

interface Buyer {
  customerId: number | null;
  email: string;
  countryId: number;
  excludeVat: boolean;
  isCompany: boolean;
  /** A company buyer's VAT number, which its orders are placed with. */
  vatNumber: string | null;
  invoiceAddress: OrderAddress;
  otherAddress: OrderAddress | null;
}

export const toOrderAddress = (address: Address): OrderAddress => ({
  titleCode: address.titleCode,
  firstName: address.firstName,
  lastName: address.lastName,
  company: address.company,
  address1: address.address1,
  address2: address.address2,
  address3: address.address3,
  zipCode: address.zipCode,
  city: address.city,
  countryId: address.countryId,
  phone: address.phone ?? address.cellphone,
});

function buyerOf(account: SeedAccount): Buyer | null {
  const [first, second] = [...account.addresses].sort((a, b) => Number(b.isDefault) - Number(a.isDefault));
  if (first === undefined) return null;
  return {
    customerId: account.customer.id,
    email: account.customer.email,
    countryId: account.countryId,
    excludeVat: account.customer.excludeVat,
    isCompany: account.customer.isCompany,
    vatNumber: account.customer.isCompany ? account.customer.vatNumber : null,
    invoiceAddress: toOrderAddress(first),
    otherAddress: second === undefined ? null : toOrderAddress(second),
  };
}

const GUEST: Buyer = {
  customerId: null,
  email: GUEST_ORDER_EMAIL,
  countryId: 146,
  excludeVat: false,
  isCompany: false,
  vatNumber: null,
  invoiceAddress: GUEST_ORDER_ADDRESS,
  otherAddress: null,
};

export function buildOrders(
  faker: SeedFaker,
  accounts: readonly SeedAccount[],
  products: readonly SeedProduct[],
  pses: Map<number, SeedPse>,
): SeedOrder[] {
  const lineOf = (product: SeedProduct): SeedOrderLine | null => {
    const pse = pses.get(product.defaultPseId ?? 0);
    if (pse === undefined) return null;
    const quantity = faker.number.int({ min: 1, max: 2 }) * product.quantityMultiple;
    return {
      productId: product.id,
      pseId: pse.id,
      quantity,
      unitNet: pse.promoNetPrice ?? pse.netPrice,
      listUnitNet: pse.netPrice,
    };
  };
  const orderable = products.filter((product) => !product.isPriceRequest && product.defaultPseId !== null);
  const inPromo = orderable.filter((product) => {
    const pse = pses.get(product.defaultPseId ?? 0);
    return pse !== undefined && pse.promoNetPrice !== null && pse.promoNetPrice < pse.netPrice;
  });
  const regular = orderable.filter((product) => !inPromo.includes(product));
  const at = (daysAgo: number): string =>
    new Date(ORDERS_UNTIL - daysAgo * DAY_MS - faker.number.int({ min: 0, max: 600 }) * MINUTE_MS).toISOString();

  const orderFor = (buyer: Buyer, plan: OrderPlan, id: number): SeedOrder => {
    const count = faker.number.int({ min: 1, max: 3 });
    const picked = [
      ...(plan.promo === true ? faker.helpers.arrayElements(inPromo, 1) : []),
      ...faker.helpers.arrayElements(regular, plan.promo === true ? count - 1 : count),
    ];
    const lines = picked.flatMap((product) => lineOf(product) ?? []);
    const goodsNet = lines.reduce((sum, line) => sum + line.quantity * line.unitNet, 0);
    const romanian = buyer.countryId === 146;
    const delivery = faker.helpers.arrayElement(SHIPPED);
    const freeDelivery = delivery.freeFromNet !== null && goodsNet >= delivery.freeFromNet;
    const payment =
      plan.status === 'not_paid'
        ? PAYMENTS.prepayment
        : buyer.isCompany
          ? faker.helpers.arrayElement([PAYMENTS.prepayment, PAYMENTS.invoice])
          : faker.helpers.arrayElement(
              romanian ? [PAYMENTS.card, PAYMENTS.paypal, PAYMENTS.cashOnDelivery] : [PAYMENTS.card, PAYMENTS.paypal],
            );
    return {
      id,
      ref: `ORD${String(id).padStart(9, '0')}`,
      hash: buyer.customerId === null ? GUEST_ORDER_HASH : faker.string.hexadecimal({ length: 32, casing: 'lower', prefix: '' }),
      customerId: buyer.customerId,
      email: buyer.email,
      createdAt: at(plan.daysAgo),
      sentAt: plan.sentDaysAgo === undefined ? null : at(plan.sentDaysAgo),
      status: plan.status,
      countryId: buyer.countryId,
      taxRate: buyer.excludeVat ? 0 : (taxRateOf(buyer.countryId) ?? 0),
      currencyId: romanian ? CURRENCY_IDS.RON : CURRENCY_IDS.EUR,
      currencyRate: romanian ? RON.rate : 1,
      postageNet: freeDelivery ? 0 : delivery.netPrice,
      discountGross: plan.coupon === true ? WELCOME_COUPON.discount : 0,
      deliveryMethodId: delivery.id,
      paymentMethodId: payment,
      invoiceAddress: buyer.invoiceAddress,
      deliveryAddress: plan.elsewhere === true ? (buyer.otherAddress ?? buyer.invoiceAddress) : buyer.invoiceAddress,
      lines,
      pickupAddressId: null,
      withdrawnAt: null,
      vatNumber: buyer.vatNumber,
    };
  };

  const orders: SeedOrder[] = [orderFor(GUEST, GUEST_ORDER_PLAN, FIRST_ORDER_ID)];
  for (const account of accounts) {
    const buyer = buyerOf(account);
    if (buyer === null) continue;
    for (const plan of ORDER_PLANS[account.customer.id] ?? []) orders.push(orderFor(buyer, plan, FIRST_ORDER_ID + orders.length));
  }
  return orders;
}
