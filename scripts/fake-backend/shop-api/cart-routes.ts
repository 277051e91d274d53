import type { FakeWorld } from '../fake-world';
import { fieldsOf, nullableNumber, numberField, textField } from '../request-body';
import { callerOf, mayActFor, notYours } from '../login-token';
import { isReply, route, type Route } from '../route';
import { cartChangesWire, cartDataWire, cartFailure, couponReply, fromCartResult } from './cart-wire';

type Fields = Readonly<Record<string, unknown>>;

/** Who owns the cart, as thelia_login names them (the fake trusts the id, as its port does). */
const customerIn = (fields: Fields): number | null => nullableNumber(fieldsOf(fields['thelia_login'])['customer_id']);

/** cart/add sends cart_id only when it knows a valid one; without it a new cart is made. */
const knownCartId = (fields: Fields): number | null =>
  fields['cart_id'] === undefined || fields['cart_id'] === null ? null : numberField(fields['cart_id']);

/** The shop API's cart calls (tag cart) and the coupon of the cart. */
export function cartRoutes({ fakes, data, clock }: FakeWorld): Route[] {
  const cartPort = fakes.cart;

  /** cart/check's data.quantity: how many more of the variant can be placed (0 without one). */
  const placeable = async (cartId: number, pseId: number): Promise<number> => {
    const pse = data.pseById.get(pseId);
    if (pse === undefined) return 0;
    const cart = await cartPort.getCart(cartId, null);
    const line = cart.ok ? cart.value.lines.find((l) => l.pseId === pseId) : undefined;
    return line?.quantityRemain ?? pse.stock;
  };

  /** cart/update without an action adds the quantity to the line's. */
  const addedQuantity = async (cartId: number, cartItemId: number, quantity: number): Promise<number> => {
    const cart = await cartPort.getCart(cartId, null);
    const line = cart.ok ? cart.value.lines.find((l) => l.cartItemId === cartItemId) : undefined;
    return (line?.quantity ?? 0) + quantity;
  };

  const noLine = (cartId: number) => ({ cartId, cartItemId: null, quantity: null });

  return [
    route('POST', '/api/cart/check', async ({ body }) => {
      const fields = fieldsOf(body);
      const cartId = numberField(fields['cart_id']);
      return fromCartResult(await cartPort.exists(cartId), async () => ({
        cartId,
        cartItemId: null,
        quantity: await placeable(cartId, numberField(fields['item'])),
      }));
    }),
    route('POST', '/api/cart/add', async ({ body }) => {
      const fields = fieldsOf(body);
      const add = fieldsOf(fields['thelia_cart_add']);
      const result = await cartPort.addLine({
        cartId: knownCartId(fields),
        productId: numberField(add['product']),
        pseId: numberField(add['product_sale_elements_id']),
        quantity: numberField(add['quantity']),
        customerId: customerIn(fields),
      });
      return fromCartResult(result, (mutation) => mutation);
    }),
    route('POST', '/api/cart/update', async ({ body }) => {
      const fields = fieldsOf(body);
      const cartId = numberField(fields['cart_id']);
      const cartItemId = numberField(fields['cart_item']);
      const quantity = numberField(fields['quantity']);
      const action = fields['action'];
      const line = { cartId, cartItemId, customerId: customerIn(fields) };
      const result =
        action === 'decrease'
          ? await cartPort.decrease(line, quantity)
          : await cartPort.setQuantity(line, action === 'update' ? quantity : await addedQuantity(cartId, cartItemId, quantity));
      return fromCartResult(result, (mutation) => mutation);
    }),
    route('POST', '/api/cart/delete', async ({ body }) => {
      const fields = fieldsOf(body);
      const cartId = numberField(fields['cart_id']);
      return fromCartResult(await cartPort.deleteLine(cartId, numberField(fields['cart_item'])), () => noLine(cartId));
    }),
    route('POST', '/api/cart/clear', async ({ body }) => {
      const fields = fieldsOf(body);
      const cartId = numberField(fields['cart_id']);
      return fromCartResult(await cartPort.clear(cartId, customerIn(fields)), () => noLine(cartId));
    }),
    route('POST', '/api/cart/get', async ({ body }) => {
      const fields = fieldsOf(body);
      const result = await cartPort.getCart(numberField(fields['cart_id']), customerIn(fields));
      return fromCartResult(result, (snapshot) => cartDataWire(snapshot, data));
    }),
    route('POST', '/api/cart/validate', async ({ body }) => {
      const cartId = numberField(fieldsOf(body)['cart_id']);
      const before = await cartPort.getCart(cartId, null);
      if (!before.ok) return cartFailure(before.error);
      const result = await cartPort.validate(cartId);
      // A cart the shop dropped while checking it is gone: the wire says so as for any stale id.
      if (result.ok && result.value.notices.some((notice) => notice.kind === 'cart-unavailable'))
        return cartFailure({ kind: 'cart-not-found' });
      return fromCartResult(result, ({ snapshot }) => ({
        ...cartDataWire(snapshot, data),
        changes: cartChangesWire(before.value, snapshot),
      }));
    }),
    route('POST', '/api/cart/assignCustomer', async ({ body }) => {
      const fields = fieldsOf(body);
      const cartId = numberField(fields['cart_id']);
      return fromCartResult(await cartPort.assignCustomer(cartId, textField(fields['email'])), () => noLine(cartId));
    }),
    route('POST', '/api/cart/fulfilment_center', async ({ body }) => {
      const fields = fieldsOf(body);
      const cartId = numberField(fields['cart_id']);
      const cartItemId = numberField(fields['cart_item']);
      const result = await cartPort.changeFulfilmentCentre(cartId, cartItemId, numberField(fields['fulfilment_center_id']));
      return fromCartResult(result, () => ({ cartId, cartItemId, quantity: null }));
    }),
    route('POST', '/api/ExternalOrderApi/insertCoupon/', async (request) => {
      const fields = fieldsOf(request.body);
      const customerId = nullableNumber(fields['customer_id']);
      // A coupon on a customer's cart needs that customer's login token.
      const caller = callerOf(request, clock.now());
      if (isReply(caller)) return caller;
      if (customerId !== null && !mayActFor(caller, customerId)) return notYours();
      const result = await cartPort.applyCoupon(
        textField(fields['coupon_code']),
        numberField(fields['cart_id']),
        customerId,
        request.query.get('api_locale') ?? '',
      );
      return couponReply(result);
    }),
  ];
}
