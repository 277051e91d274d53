import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import type { PaymentQrCode } from '../../ports/model/checkout';
import { PAYMENT_PORT, type PaymentPort } from '../../ports/payment-port';
import { isSafeQrImage } from '../domain/qr-image';
import { ShopStore } from './shop-store';

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
  private orderId: number | null = null;

  constructor(
    @inject(PAYMENT_PORT) private readonly port: PaymentPort,
    @inject(ShopStore) private readonly shop: ShopStore,
  ) {
    makeAutoObservable<OrderQrStore, 'port' | 'shop' | 'orderId'>(
      this,
      { port: false, shop: false, orderId: false },
      { autoBind: true },
    );
  }

  async open(orderId: number): Promise<void> {
    if (this.orderId === orderId && this.status !== 'failed') return;
    this.orderId = orderId;
    this.status = 'loading';
    this.qr = null;
    const result = await this.port.getQrCode({ orderId, locale: this.shop.locale });
    if (this.orderId !== orderId) return;
    this.settle(result.ok ? result.value : null, result.ok ? 'ready' : result.error.kind === 'not-found' ? 'none' : 'failed');
  }

  retry(): Promise<void> {
    return this.orderId === null ? Promise.resolve() : this.open(this.orderId);
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
