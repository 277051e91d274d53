import type { PaymentProvider } from '../../ports/model/checkout';
import type { OrderDetail, OrderStatus } from '../../ports/model/order';

/** An order as the order port returns it; the defaults describe a paid order of one sofa, not withdrawn. */
export class OrderBuilder {
  private order: OrderDetail = {
    id: 30100,
    ref: 'ORD000030100',
    createdAt: '2026-11-20T10:00:00.000Z',
    status: 'paid',
    totalNet: 1000,
    totalGross: 1190,
    postageGross: 0,
    discountGross: 0,
    currencyId: 1,
    lines: [],
    invoiceAddress: null,
    deliveryAddress: null,
    deliveryMethod: 'Standard',
    paymentMethod: 'Card',
    paymentProvider: 'card',
    withdrawableUntil: null,
    withdrawnAt: null,
    vatNumber: null,
  };

  private with(patch: Partial<OrderDetail>): this {
    this.order = { ...this.order, ...patch };
    return this;
  }

  withId(id: number): this {
    return this.with({ id, ref: `ORD${String(id).padStart(9, '0')}` });
  }

  withStatus(status: OrderStatus): this {
    return this.with({ status });
  }

  /** The end of the right of withdrawal (ISO 8601). */
  withdrawableUntil(iso: string): this {
    return this.with({ withdrawableUntil: iso });
  }

  /** How the order is paid (null: a payment module the storefront does not know). */
  paidWith(paymentProvider: PaymentProvider | null): this {
    return this.with({ paymentProvider });
  }

  withdrawnAt(iso: string): this {
    return this.with({ withdrawnAt: iso });
  }

  build(): OrderDetail {
    return { ...this.order };
  }
}

export const anOrder = (): OrderBuilder => new OrderBuilder();
