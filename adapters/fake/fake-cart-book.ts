import type { AppliedCoupon } from '../../ports/model/cart';
import type { PaymentRequest } from '../../ports/payment-port';
import { isFiniteNumber, isRecord, readJson, writeJson } from './session-json';

export const CARTS_STORAGE_KEY = 'fake-carts';
export const FIRST_CART_ID = 1001;
const FIRST_CART_ITEM_ID = 5001;

export interface StoredLine {
  cartItemId: number;
  pseId: number;
  productId: number;
  quantity: number;
  unitNetPrice: number;
  promoNetPrice: number | null;
  fulfilmentCentreId: number | null;
}

export interface StoredCart {
  id: number;
  customerId: number | null;
  email: string | null;
  lines: StoredLine[];
  coupon: AppliedCoupon | null;
  orderId: number | null;
  /** A payment sent to the fake provider page, waiting for approve or decline. */
  pendingPayment?: PaymentRequest | null;
  /** The PayPal order that payment waits on, when PayPal named one. */
  paypalOrderId?: string | null;
}

interface CartBookState {
  nextCartId: number;
  nextItemId: number;
  carts: StoredCart[];
}

const isNullableNumber = (value: unknown): value is number | null => value === null || isFiniteNumber(value);

const isLine = (value: unknown): value is StoredLine =>
  isRecord(value) &&
  isFiniteNumber(value['cartItemId']) &&
  isFiniteNumber(value['pseId']) &&
  isFiniteNumber(value['productId']) &&
  isFiniteNumber(value['quantity']) &&
  isFiniteNumber(value['unitNetPrice']) &&
  isNullableNumber(value['promoNetPrice']) &&
  isNullableNumber(value['fulfilmentCentreId']);

const isCoupon = (value: unknown): value is AppliedCoupon | null =>
  value === null || (isRecord(value) && typeof value['code'] === 'string' && isFiniteNumber(value['discount']));

const isCart = (value: unknown): value is StoredCart =>
  isRecord(value) &&
  isFiniteNumber(value['id']) &&
  isNullableNumber(value['customerId']) &&
  (value['email'] === null || typeof value['email'] === 'string') &&
  Array.isArray(value['lines']) &&
  value['lines'].every(isLine) &&
  isCoupon(value['coupon']) &&
  isNullableNumber(value['orderId']);

function parseState(value: unknown): CartBookState | null {
  if (!isRecord(value) || !isFiniteNumber(value['nextCartId']) || !isFiniteNumber(value['nextItemId'])) return null;
  const carts = value['carts'];
  if (!Array.isArray(carts) || !carts.every(isCart)) return null;
  return { nextCartId: value['nextCartId'], nextItemId: value['nextItemId'], carts };
}

/**
 * The fake server's carts. With a storage (localStorage in the browser) every tab shares them:
 * each read starts from what the storage holds, so ids stay unique and a cart made in one tab
 * is found in the others.
 */
export class FakeCartBook {
  private readonly carts = new Map<number, StoredCart>();
  private nextCartId = FIRST_CART_ID;
  private nextItemId = FIRST_CART_ITEM_ID;

  constructor(private readonly storage: Storage | null = null) {
    this.load();
  }

  get(cartId: number): StoredCart | undefined {
    this.load();
    return this.carts.get(cartId);
  }

  byPaypalOrderId(paypalOrderId: string): StoredCart | undefined {
    this.load();
    return [...this.carts.values()].find((cart) => cart.pendingPayment && cart.paypalOrderId === paypalOrderId);
  }

  /** An id the shop gave out (its cart may be gone since: a stale id); any other is junk. */
  issued(cartId: number): boolean {
    this.load();
    return this.carts.has(cartId) || (cartId > 0 && cartId < this.nextCartId);
  }

  create(customerId: number | null): StoredCart {
    this.load();
    const cart: StoredCart = { id: this.nextCartId++, customerId, email: null, lines: [], coupon: null, orderId: null };
    this.carts.set(cart.id, cart);
    this.save();
    return cart;
  }

  remove(cartId: number): void {
    this.load();
    this.carts.delete(cartId);
  }

  /** Puts a whole cart under its id, replacing any (a fake backend's provider state names its carts). */
  put(cart: StoredCart): void {
    this.load();
    this.carts.set(cart.id, cart);
    this.save();
  }

  newItemId(): number {
    const id = this.nextItemId++;
    this.save();
    return id;
  }

  save(): void {
    const state: CartBookState = { nextCartId: this.nextCartId, nextItemId: this.nextItemId, carts: [...this.carts.values()] };
    writeJson(this.storage, CARTS_STORAGE_KEY, state);
  }

  /** Takes in what other tabs wrote; junk in the storage leaves the book as it is. */
  private load(): void {
    const state = parseState(readJson(this.storage, CARTS_STORAGE_KEY));
    if (state === null) return;
    this.carts.clear();
    for (const cart of state.carts) this.carts.set(cart.id, cart);
    this.nextCartId = Math.max(state.nextCartId, FIRST_CART_ID);
    this.nextItemId = Math.max(state.nextItemId, FIRST_CART_ITEM_ID);
  }
}
