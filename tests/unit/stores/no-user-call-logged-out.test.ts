import { describe, expect, it } from 'vitest';
import { InMemoryStorage } from '../../../adapters/browser/in-memory-storage';
import { DEMO_ACCOUNTS } from '../../../adapters/fake/seed/seed-facts';
import { ADDRESS_PORT } from '../../../ports/address-port';
import { CUSTOMER_PORT } from '../../../ports/customer-port';
import { ORDER_PORT } from '../../../ports/order-port';
import { bindingOf } from '../../../ports/port-token';
import { aFakeFamily } from '../../support/build-root-store';
import { settle } from '../../support/given-a-cart-shop';
import { accountStores } from '../../support/given-a-customer';
import { givenARecordedPort } from '../../support/given-a-recorded-port';
import { recordingPort } from '../../support/recording-port';

const anna = DEMO_ACCOUNTS.private;

/** What a tab holds after another tab logged out: the customer's id and e-mail, no login token. */
const leftovers = () =>
  new InMemoryStorage({ customer_id: String(anna.customerId), user_identifier: anna.email, profileName: 'Anna Popescu' });

describe('no user call while logged out (spec 6: user calls use the login token)', () => {
  it("the account's stores read no customer, orders or addresses on a stored customer id alone", async () => {
    const family = aFakeFamily();
    const addresses = recordingPort(family.fakes.addresses);
    const customers = recordingPort(family.fakes.customers);
    const world = givenARecordedPort(
      ORDER_PORT,
      (f) => f.orders,
      {},
      {
        ...family,
        storage: leftovers(),
        ports: [bindingOf(ADDRESS_PORT, addresses.port), bindingOf(CUSTOMER_PORT, customers.port)],
      },
    );
    const feature = await accountStores(world);
    const stops = [feature.account.start(), feature.addresses.start()];
    feature.password.setChange('oldPassword', 'demo1234');
    feature.password.setChange('password', 'neu-1234');
    feature.password.setChange('passwordRepeat', 'neu-1234');
    await feature.password.changePassword();
    await settle();

    expect(feature.account.needsLogin).toBe(true);
    expect(world.recorded.calls).toEqual([]);
    expect(addresses.calls).toEqual([]);
    expect(customers.callsTo('findByEmail')).toEqual([]);
    expect(customers.callsTo('changePassword')).toEqual([]);
    stops.forEach((stop) => stop());
  });
});
