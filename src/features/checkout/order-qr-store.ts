import { inject, injectable } from 'inversify';
import type { PaymentQrCode } from '../../../ports/model/checkout';
import type { OrderDetail } from '../../../ports/model/order';
import { PAYMENT_PORT, type PaymentPort } from '../../../ports/payment-port';
import { isBankTransfer } from '../../domain/bank-transfer';
import { isSafeQrImage } from '../../domain/qr-image';
import { ShopStore } from '../shop/shop-store';
import { observeStore } from '../../shared/observe-store';

type QrOrder = Pick<OrderDetail, 'id' | 'paymentProvider'>;

/** 'none': the order is not paid by transfer (the shop has no code for it). */
export type OrderQrStatus = 'none' | 'loading' | 'ready' | 'failed';

/**
 * The bank-transfer QR code of a placed order (getQrCode), where the shop has one: for an order
 * paid by instant bank transfer or prepayment. It is read once per order.
 */
@injectable()
export class OrderQrStore {
  status: OrderQrStatus = 'none';
  qr: PaymentQrCode | null = null;
  private order: QrOrder | null = null;

  constructor(
    @inject(PAYMENT_PORT) private readonly port: PaymentPort,
    @inject(ShopStore) private readonly shop: ShopStore,
  ) {
    observeStore<OrderQrStore, 'order'>(this, arguments, { order: false });
  }

  /** Reads the code of an order paid by bank transfer; any other order has none, and nothing is asked. */
  async open(order: QrOrder): Promise<void> {
    const orderId = order.id;
    if (this.order?.id === orderId && this.status !== 'failed') return;
    this.order = order;
    this.qr = null;
    if (!isBankTransfer(order.paymentProvider)) {
      this.status = 'none';
      return;
    }
    this.status = 'loading';
    const result = await this.port.getQrCode({ orderId, locale: this.shop.locale });
    if (this.order?.id !== orderId) return;
    this.settle(result.ok ? result.value : null, result.ok ? 'ready' : result.error.kind === 'not-found' ? 'none' : 'failed');
  }

  retry(): Promise<void> {
    return this.order === null ? Promise.resolve() : this.open(this.order);
  }

  /** The server's image, when it is a safe raster data URL. */
  get image(): string | null {
    return this.qr !== null && isSafeQrImage(this.qr.code) ? this.qr.code : null;
  }

  /** The payload text to draw as a QR code, when the server sent no image. */
  get payload(): string | null {
    return this.qr !== null && this.image === null && this.qr.code.trim() !== '' ? this.qr.code : null;
  }

  private settle(qr: PaymentQrCode | null, status: OrderQrStatus): void {
    this.qr = qr;
    this.status = status;
  }
}
