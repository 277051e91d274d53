import type { Faker } from '@faker-js/faker';
import { taxRateOf } from './seed-countries';
import type { SeedAccount, SeedOrder, SeedOrderStatus, SeedProduct, SeedPse } from './seed-types';

export const FIRST_ORDER_ID = 30001;
export const GUEST_ORDER_EMAIL = 'guest.order@example.com';
const ORDERS_UNTIL = Date.UTC(2025, 10, 1, 9, 30, 0);
const DAY_MS = 86_400_000;

interface OrderPlan {
  customerId: number | null;
  email: string;
  countryId: number;
  excludeVat: boolean;
  statuses: readonly SeedOrderStatus[];
}

export function buildOrders(
  faker: Faker,
  accounts: readonly SeedAccount[],
  products: readonly SeedProduct[],
  pses: Map<number, SeedPse>,
): SeedOrder[] {
  const orderable = products.filter((product) => !product.isPriceRequest && product.defaultPseId !== null);
  const plans: OrderPlan[] = [
    ...accounts.map((account) => ({
      customerId: account.customer.id,
      email: account.customer.email,
      countryId: account.countryId,
      excludeVat: account.customer.excludeVat,
      statuses: (account.customer.isCompany
        ? ['delivered', 'sent', 'processing']
        : ['delivered', 'paid']) as readonly SeedOrderStatus[],
    })),
    { customerId: null, email: GUEST_ORDER_EMAIL, countryId: 146, excludeVat: false, statuses: ['sent'] },
  ];
  const orders: SeedOrder[] = [];
  for (const plan of plans) {
    const rate = plan.excludeVat ? 0 : (taxRateOf(plan.countryId) ?? 0);
    const romanian = plan.countryId === 146;
    plan.statuses.forEach((status, index) => {
      const id = FIRST_ORDER_ID + orders.length;
      const lines = faker.helpers.arrayElements(orderable, faker.number.int({ min: 1, max: 3 })).map((product) => {
        const pse = pses.get(product.defaultPseId ?? 0);
        return {
          productId: product.id,
          pseId: pse?.id ?? 0,
          quantity: faker.number.int({ min: 1, max: 2 }) * product.quantityMultiple,
          unitNet: pse?.netPrice ?? product.netPrice,
        };
      });
      orders.push({
        id,
        ref: `ORD${String(id).padStart(9, '0')}`,
        hash: faker.string.hexadecimal({ length: 32, casing: 'lower', prefix: '' }),
        customerId: plan.customerId,
        email: plan.email,
        createdAt: new Date(ORDERS_UNTIL - (index * 60 + faker.number.int({ min: 1, max: 50 })) * DAY_MS).toISOString(),
        status,
        countryId: plan.countryId,
        taxRate: rate,
        currencyCode: romanian ? 'RON' : 'EUR',
        currencyRate: romanian ? 4.97 : 1,
        postageNet: faker.helpers.arrayElement([0, 4.95, 39]),
        lines,
        pickupAddressId: null,
      });
    });
  }
  return orders;
}
