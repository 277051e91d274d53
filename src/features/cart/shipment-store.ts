import { inject, injectable } from 'inversify';
import { reaction } from 'mobx';
import { CHECKOUT_PORT, type CheckoutPort } from '../../../ports/checkout-port';
import { STORAGE_PORT, type StoragePort } from '../../../ports/storage-port';
import { chooseDeliveryMethod } from '../../domain/delivery-method';
import { CartLinesStore } from './cart-lines-store';
import { ShopStore } from '../shop/shop-store';
import { observeStore } from '../../shared/observe-store';

/** none: no cart yet (shipment counts as 0); loading also covers the server's 'Invalid data' answer. */
export type ShipmentStatus = 'none' | 'loading' | 'ready' | 'error';

export interface ShipmentRequest {
  cartId: number;
  countryId: number;
  locale: string;
}

const INVALID_DATA = 'invalid data';

/**
 * The delivery cost the mini cart and the cart page show, for the chosen delivery method,
 * recalculated whenever the cart, the country or the language changes.
 */
@injectable()
export class ShipmentStore {
  status: ShipmentStatus = 'none';
  /** Gross and net postage in euro. */
  gross = 0;
  net = 0;
  /** The delivery method the cost is for (null before the first calculation). */
  methodId: number | null = null;
  private generation = 0;

  constructor(
    @inject(CHECKOUT_PORT) private readonly checkout: CheckoutPort,
    @inject(STORAGE_PORT) private readonly storage: StoragePort,
    @inject(CartLinesStore) private readonly lines: CartLinesStore,
    @inject(ShopStore) private readonly shop: ShopStore,
  ) {
    observeStore<ShipmentStore, 'generation'>(this, arguments, { generation: false });
  }

  /** Loads now and whenever what the cost depends on changes. Returns the disposer. */
  start(): () => void {
    return reaction(
      () =>
        [this.lines.cartId, this.lines.items.length === 0, this.lines.totalItems, this.shop.countryId, this.shop.locale].join(
          '|',
        ),
      () => void this.load(this.request),
      { fireImmediately: true },
    );
  }

  private get request(): ShipmentRequest | null {
    const { cartId, items } = this.lines;
    if (cartId === null || items.length === 0) return null;
    return { cartId, countryId: this.shop.countryId, locale: this.shop.locale };
  }

  /** The stored delivery method (delivery_id), or the default 77 replaced by the lowest-position active one. */
  async deliveryMethodId(cartId: number, locale: string): Promise<number> {
    const stored = Number(this.storage.get('delivery_id'));
    const storedId = Number.isSafeInteger(stored) && stored > 0 ? stored : null;
    const active = await this.checkout.listDeliveryMethods(cartId, locale);
    const chosen = chooseDeliveryMethod(storedId, active.ok ? active.value : []);
    if (chosen !== storedId) this.storage.set('delivery_id', String(chosen));
    return chosen;
  }

  async load(request: ShipmentRequest | null): Promise<void> {
    const generation = ++this.generation;
    if (request === null) {
      this.settle('none', 0, 0);
      return;
    }
    this.status = 'loading';
    const deliveryMethodId = await this.deliveryMethodId(request.cartId, request.locale);
    if (generation !== this.generation) return;
    this.useMethod(deliveryMethodId);
    const result = await this.checkout.getPostage({ ...request, deliveryMethodId });
    if (generation !== this.generation) return;
    if (result.ok) this.settle('ready', result.value.gross, result.value.net);
    // The spec: a response error 'Invalid data' leaves the delivery cost loading.
    else if (result.error.message.trim().toLowerCase() === INVALID_DATA) this.settle('loading', 0, 0);
    else this.settle('error', 0, 0);
  }

  /** The shopper's choice at checkout: kept under delivery_id, and the cost recalculated. */
  async choose(deliveryMethodId: number): Promise<void> {
    this.storage.set('delivery_id', String(deliveryMethodId));
    this.methodId = deliveryMethodId;
    await this.load(this.request);
  }

  /** Calculates again (after a failure, or a cost that never came). */
  async retry(): Promise<void> {
    await this.load(this.request);
  }

  /** After an order: the delivery method id is cleared with the cart. */
  forgetDeliveryMethod(): void {
    this.storage.remove('delivery_id');
    this.reset();
  }

  reset(): void {
    this.generation++;
    this.settle('none', 0, 0);
  }

  private useMethod(deliveryMethodId: number): void {
    this.methodId = deliveryMethodId;
  }

  private settle(status: ShipmentStatus, gross: number, net: number): void {
    this.status = status;
    this.gross = Math.max(0, gross);
    this.net = Math.max(0, net);
  }
}
