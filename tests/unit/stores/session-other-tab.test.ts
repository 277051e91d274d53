import { describe, expect, it } from 'vitest';
import { InMemoryStorage } from '../../../adapters/browser/in-memory-storage';
import { DEMO_ACCOUNTS } from '../../../adapters/fake/seed/seed-facts';
import { aFakeFamily, givenAShop } from '../../support/build-root-store';
import { settle } from '../../support/given-a-cart-shop';
import { givenALoggedInCustomer } from '../../support/given-a-customer';
import { aStoredToken } from '../../support/jwt-builder';

const HOUR = 60 * 60 * 1000;
const anna = DEMO_ACCOUNTS.private;

/** Two tabs of one browser: two shops over one storage, the second told of the first's writes. */
async function givenTwoTabs() {
  const family = aFakeFamily();
  const storage = new InMemoryStorage();
  const tabA = await givenALoggedInCustomer('private', givenAShop({ ...family, storage }));
  const tabB = await givenALoggedInCustomer('private', givenAShop({ ...family, storage }));
  return { tabA, tabB, storage };
}

describe('a session ends in every tab (sections 3 and 4)', () => {
  it('a stored customer id without a login token is never a login', () => {
    const shop = givenAShop({
      storage: new InMemoryStorage({ customer_id: String(anna.customerId), user_identifier: anna.email, profileName: 'Anna' }),
    });
    expect(shop.root.session).toMatchObject({ loggedIn: false, customerId: null, profileName: '', isAdmin: false });
  });

  it('the other tab logs out the moment the token disappears, even while the customer id is still stored', async () => {
    const { tabB, storage } = await givenTwoTabs();
    const stop = tabB.account.start();
    await settle();
    expect(tabB.account.sortedOrders.length).toBeGreaterThan(0);

    // Tab A's logout removes jwtToken first; tab B hears of it before the other keys go.
    storage.simulateExternalChange('jwtToken', null);

    expect(storage.get('customer_id')).toBe(String(anna.customerId));
    expect(tabB.root.session).toMatchObject({ loggedIn: false, customerId: null, profileName: '' });
    expect(tabB.account.needsLogin).toBe(true);
    expect(tabB.account.name).toBe('');
    stop();
  });

  it('a login in another tab is followed too', async () => {
    const family = aFakeFamily();
    const storage = new InMemoryStorage();
    const tab = givenAShop({ ...family, storage });
    storage.set('customer_id', String(anna.customerId));
    storage.simulateExternalChange('jwtToken', aStoredToken(family.clock.now() + HOUR));
    expect(tab.root.session).toMatchObject({ loggedIn: true, customerId: anna.customerId });
  });
});
