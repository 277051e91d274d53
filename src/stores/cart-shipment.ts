import { makeAutoObservable } from 'mobx';
import type { CheckoutPort } from '../../ports/checkout-port';
import type { StoragePort } from '../../ports/storage-port';
import { chooseDeliveryMethod } from '../domain/delivery-method';

/** none: no cart yet (shipment counts as 0); loading also covers the server's 'Invalid data' answer. */
export type ShipmentStatus = 'none' | 'loading' | 'ready' | 'error';

export interface ShipmentRequest {
  cartId: number;
  countryId: number;
  locale: string;
}

const INVALID_DATA = 'invalid data';

/**
 * The delivery cost the mini cart and the cart page show, for the chosen delivery method.
 * Kept small on purpose: the checkout work owns the delivery-method screen.
 */
export class CartShipment {
  status: ShipmentStatus = 'none';
  /** Gross and net postage in euro. */
  gross = 0;
  net = 0;
  private generation = 0;

  constructor(
    private readonly checkout: CheckoutPort,
    private readonly storage: StoragePort,
  ) {
    makeAutoObservable<CartShipment, 'checkout' | 'storage' | 'generation'>(
      this,
      { checkout: false, storage: false, generation: false },
      { autoBind: true },
    );
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
    const result = await this.checkout.getPostage({ ...request, deliveryMethodId });
    if (generation !== this.generation) return;
    if (result.ok) this.settle('ready', result.value.gross, result.value.net);
    // The spec: a response error 'Invalid data' leaves the delivery cost loading.
    else if (result.error.message.trim().toLowerCase() === INVALID_DATA) this.settle('loading', 0, 0);
    else this.settle('error', 0, 0);
  }

  reset(): void {
    this.generation++;
    this.settle('none', 0, 0);
  }

  private settle(status: ShipmentStatus, gross: number, net: number): void {
    this.status = status;
    this.gross = Number.isFinite(gross) && gross > 0 ? gross : 0;
    this.net = Number.isFinite(net) && net > 0 ? net : 0;
  }
}
