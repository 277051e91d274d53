import type { FakeWorld } from '../fake-world';
import type { ProviderStates, StateParams } from '../provider-states';
import { ensureBankTransferOrder, ensureOrder } from '../states/order-data';
import { checkPickupPoint } from '../states/pickup-data';
import {
  ensureGuestOrder,
  ensureGuestOrderPastWithdrawal,
  ensureOrderCount,
  placedFromCart,
  resetPaidOrder,
} from '../states/placed-order-data';
import { idParam, onSetup, textParam } from '../states/state-params';

const paidOrder = (p: StateParams) => ({
  orderId: idParam(p, 'orderId'),
  invoiceAddressId: idParam(p, 'invoiceAddressId'),
  deliveryAddressId: idParam(p, 'deliveryAddressId'),
});

/** The shop API's order states: orders put in place in the fakes' order book. */
export function orderStates(world: FakeWorld): ProviderStates {
  return {
    'customer {customerId} has paid order {orderId}, not sent nor withdrawn, with invoice address {invoiceAddressId} and delivery address {deliveryAddressId}':
      onSetup((p) => void resetPaidOrder(world, { ...paidOrder(p), customerId: idParam(p, 'customerId') })),
    'customer {customerId} has paid order {orderId}, not sent nor withdrawn, with invoice address {invoiceAddressId} and a delivery address {deliveryAddressId} that no longer exists':
      onSetup((p) => void resetPaidOrder(world, { ...paidOrder(p), customerId: idParam(p, 'customerId'), deliveryGone: true })),
    'order {orderId} was placed from cart {cartId}, with invoice address {invoiceAddressId} and delivery address {deliveryAddressId}':
      onSetup((p) => {
        const order = resetPaidOrder(world, paidOrder(p));
        placedFromCart(world, order.id, idParam(p, 'cartId'));
      }),
    'customer {customerId} has {orders} orders': onSetup((p) =>
      ensureOrderCount(world, idParam(p, 'customerId'), idParam(p, 'orders')),
    ),
    'no order with id {orderId} exists': onSetup((p) => world.books.orders.remove(idParam(p, 'orderId'))),
    'order {orderId} is to be paid by bank transfer': onSetup((p) => ensureBankTransferOrder(world, idParam(p, 'orderId'))),
    'local pickup is possible for order {orderId}': onSetup((p) => {
      const order = ensureOrder(world, idParam(p, 'orderId'));
      if (order.status === 'canceled' || order.status === 'sent') world.books.orders.update(order.id, { status: 'paid' });
    }),
    'pickup point {pickupPointId} exists': onSetup((p) => checkPickupPoint(idParam(p, 'pickupPointId'))),
    'a guest order {ref} with invoice hash {hash} exists': onSetup((p) =>
      ensureGuestOrder(world, textParam(p, 'ref'), textParam(p, 'hash')),
    ),
    'a guest order {ref} with invoice hash {hash} whose withdrawal period has ended': onSetup((p) =>
      ensureGuestOrderPastWithdrawal(world, textParam(p, 'ref'), textParam(p, 'hash')),
    ),
  };
}
