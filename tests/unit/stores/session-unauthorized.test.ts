import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../../adapters/fake/seed/seed-facts';
import { fail, portError } from '../../../ports/model/result';
import { bindingOf } from '../../../ports/port-token';
import { ORDER_PORT, type OrderPort } from '../../../ports/order-port';
import { givenAShop } from '../../support/build-root-store';

const anna = DEMO_ACCOUNTS.private;
const refused = () => Promise.resolve(fail(portError('server', 'Expired token', 401)));

/** The shop's server no longer accepts the login token: every user call answers 401. */
function givenTheServerRefusesTheToken() {
  const orders: OrderPort = {
    listOrders: refused,
    getOrder: refused,
    getPlacedOrder: refused,
    cancelOrder: refused,
    withdraw: refused,
  };
  return givenAShop({ ports: [bindingOf(ORDER_PORT, orders)] });
}

describe('a user call answered 401 ends the login (section 4), and the cart stays', () => {
  it('the order list', async () => {
    const world = givenTheServerRefusesTheToken();
    await world.root.session.logIn(anna.email, anna.password);
    world.storage.set('cart_id', '1001');
    const { account } = await world.root.customerFeature.load();

    await account.orders.load();

    expect(world.root.session.loggedIn).toBe(false);
    expect(world.storage.get('jwtToken')).toBeNull();
    expect(world.storage.get('cart_id')).toBe('1001');
    expect(account.needsLogin).toBe(true);
  });

  it('an order action', async () => {
    const world = givenTheServerRefusesTheToken();
    await world.root.session.logIn(anna.email, anna.password);
    const { order } = await world.root.accountFeature.load();
    order.open({ orderId: 30001 });
    order.ask('cancel');
    await order.confirm();
    expect(order.notice).toBe('cancel-failed');
    expect(world.root.session.loggedIn).toBe(false);
  });

  it('any other failure keeps the login', async () => {
    const world = givenAShop();
    await world.root.session.logIn(anna.email, anna.password);
    world.knobs.fail('OrderPort.listOrders');
    const { account } = await world.root.customerFeature.load();
    await account.orders.load();
    expect(account.orders.failed).toBe(true);
    expect(world.root.session.loggedIn).toBe(true);
  });
});
