import type { OrderDetail, OrderSummary } from '../../ports/model/order';
import { fail, ok, portError, type Result } from '../../ports/model/result';
import type { LanguageCode } from '../../ports/model/shop-context';
import type { OrderPort } from '../../ports/order-port';
import { languageOf } from './fake-language';
import type { BookedOrder, FakeOrderBook } from './fake-order-book';
import { t, type I18n } from './seed/i18n';
import type { SeedData, SeedOrderStatus } from './seed/seed-types';
import { chosenImage } from './seed-mapping';

const STATUS_LABELS: Readonly<Record<SeedOrderStatus, I18n>> = {
  paid: t('Bezahlt', 'Plătită', 'Paid'),
  processing: t('In Bearbeitung', 'În procesare', 'Processing'),
  sent: t('Versendet', 'Expediată', 'Sent'),
  delivered: t('Zugestellt', 'Livrată', 'Delivered'),
  cancelled: t('Storniert', 'Anulată', 'Cancelled'),
};

const round2 = (value: number): number => Math.round(value * 100) / 100;
const orderNotFound = () => fail(portError('not-found', 'Order not found', 404));

export class InMemoryOrders implements OrderPort {
  constructor(
    private readonly data: SeedData,
    private readonly orders: FakeOrderBook,
  ) {}

  async listOrders(customerId: number, language: string): Promise<Result<OrderSummary[]>> {
    const lang = languageOf(language);
    return ok(this.orders.forCustomer(customerId).map((order) => this.summary(order, lang)));
  }

  async getOrder(orderId: number, language: string): Promise<Result<OrderDetail>> {
    const order = this.orders.get(orderId);
    return order === undefined ? orderNotFound() : ok(this.detail(order, languageOf(language)));
  }

  async getGuestInvoice(ref: string, hash: string, language: string): Promise<Result<OrderDetail>> {
    const order = this.orders.byRefAndHash(ref, hash);
    return order === undefined ? orderNotFound() : ok(this.detail(order, languageOf(language)));
  }

  private unitGross(order: BookedOrder, unitNet: number): number {
    return round2(unitNet * (1 + order.taxRate) * order.currencyRate);
  }

  private summary(order: BookedOrder, language: LanguageCode): OrderSummary {
    const goods = order.lines.reduce((sum, line) => sum + line.quantity * this.unitGross(order, line.unitNet), 0);
    const postageGross = round2(order.postageNet * (1 + order.taxRate) * order.currencyRate);
    return {
      id: order.id,
      ref: order.ref,
      createdAt: order.createdAt,
      status: STATUS_LABELS[order.status][language],
      totalGross: round2(Math.max(0, goods + postageGross - order.discountGross * order.currencyRate)),
      postageGross,
      currencyCode: order.currencyCode,
    };
  }

  private detail(order: BookedOrder, language: LanguageCode): OrderDetail {
    return {
      ...this.summary(order, language),
      products: order.lines.map((line) => {
        const product = this.data.productById.get(line.productId);
        return {
          title: product?.title[language] ?? '',
          ref: this.data.pseById.get(line.pseId)?.ref ?? product?.ref ?? '',
          quantity: line.quantity,
          unitGross: this.unitGross(order, line.unitNet),
          imageUrl: product === undefined ? null : (chosenImage(product.images)?.url ?? null),
        };
      }),
    };
  }
}
