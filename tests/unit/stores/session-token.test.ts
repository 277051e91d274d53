import { describe, expect, it } from 'vitest';
import { InMemoryClock } from '../../../adapters/browser/in-memory-clock';
import { InMemoryStorage } from '../../../adapters/browser/in-memory-storage';
import { DEMO_ACCOUNTS } from '../../../adapters/fake/seed/seed-facts';
import { CUSTOMER_PORT, type CustomerPort } from '../../../ports/customer-port';
import { fail, portError } from '../../../ports/model/result';
import { aFakeFamily, type ShopOptions } from '../../support/build-root-store';
import { settle } from '../../support/given-a-cart-shop';
import { givenARecordedPort } from '../../support/given-a-recorded-port';

const HOUR = 60 * 60 * 1000;
const anna = DEMO_ACCOUNTS.private;

/** A started shop whose customer port is recorded (and optionally patched). */
function givenATab(overrides: Partial<CustomerPort> = {}, options: ShopOptions = {}) {
  return givenARecordedPort(CUSTOMER_PORT, (fakes) => fakes.customers, overrides, options);
}

async function loggedIn(overrides: Partial<CustomerPort> = {}, options: ShopOptions = {}) {
  const tab = givenATab(overrides, options);
  await expect(tab.root.session.logIn(anna.email, anna.password)).resolves.toBeNull();
  return tab;
}

const storedToken = (storage: InMemoryStorage) => JSON.parse(storage.get('jwtToken') ?? 'null') as { expiresAt: number } | null;

describe('login (section 4)', () => {
  it('keeps the user state under the keys of section 3 and removes express-checkout data', async () => {
    const storage = new InMemoryStorage({ user_express: 'true', user_express_data: '{"email":"x"}' });
    const tab = await loggedIn({}, { storage });

    expect(tab.root.session.loggedIn).toBe(true);
    expect(tab.root.session.customerId).toBe(anna.customerId);
    expect(storage.get('customer_id')).toBe(String(anna.customerId));
    expect(storage.get('user_identifier')).toBe(anna.email);
    expect(storedToken(storage)?.expiresAt).toBe(tab.clock.now() + 6 * HOUR);
    expect([storage.get('user_express'), storage.get('user_express_data')]).toEqual([null, null]);
  });

  it("says 'Wrong login data' for a wrong password and stays logged out", async () => {
    const tab = givenATab();
    await expect(tab.root.session.logIn(anna.email, 'wrong')).resolves.toBe('wrong-credentials');
    expect(tab.root.session.loggedIn).toBe(false);
  });
});

describe('the token watcher (section 4, on a fake clock)', () => {
  it('refreshes at two thirds of the life (4 h) with the customer id and e-mail, and starts again', async () => {
    const tab = await loggedIn();
    tab.clock.advanceBy(4 * HOUR - 1);
    expect(tab.recorded.count('refreshToken')).toBe(0);

    tab.clock.advanceBy(1);
    await settle();
    expect(tab.recorded.callsTo('refreshToken')).toEqual([[anna.customerId, anna.email]]);
    expect(storedToken(tab.storage)?.expiresAt).toBe(tab.clock.now() + 6 * HOUR);

    tab.clock.advanceBy(4 * HOUR);
    await settle();
    expect(tab.recorded.count('refreshToken')).toBe(2);
    expect(tab.root.session.loggedIn).toBe(true);
  });

  it('a refresh answered after the session ended (a clock that jumped past the expiry) does not log back in', async () => {
    const tab = await loggedIn();
    tab.clock.advanceBy(6 * HOUR + 1);
    await settle();
    expect(tab.recorded.count('refreshToken')).toBe(1);
    expect(tab.root.session.loggedIn).toBe(false);
    expect(tab.storage.get('jwtToken')).toBeNull();
  });

  it("a failed refresh is logged only ('Failed to refresh token'); at 6 h the session ends and the cart stays", async () => {
    const tab = await loggedIn({ refreshToken: async () => fail(portError('rejected', 'expired', 401)) });
    tab.storage.set('cart_id', '1001');
    tab.clock.advanceBy(4 * HOUR);
    await settle();
    expect(tab.logger.warnings).toContain('Failed to refresh token');
    expect(tab.root.session.loggedIn).toBe(true);

    tab.clock.advanceBy(2 * HOUR);
    expect(tab.root.session.loggedIn).toBe(false);
    expect([tab.storage.get('jwtToken'), tab.storage.get('customer_id'), tab.storage.get('isCompany')]).toEqual([
      null,
      null,
      'false',
    ]);
    expect(tab.storage.get('cart_id')).toBe('1001');
  });

  it("without the customer id or e-mail in storage it does not call: 'Missing customer_id or email in local storage'", async () => {
    const tab = await loggedIn();
    tab.storage.remove('user_identifier');
    tab.clock.advanceBy(4 * HOUR);
    await settle();
    expect(tab.recorded.count('refreshToken')).toBe(0);
    expect(tab.logger.warnings).toContain('Missing customer_id or email in local storage');
  });

  it('with two tabs only one refreshes, and the other follows the new token', async () => {
    const clock = new InMemoryClock(Date.UTC(2026, 10, 21, 9, 0, 0));
    const storage = new InMemoryStorage();
    const first = await loggedIn({}, { clock, storage, ...aFakeFamilyOn(clock) });
    const second = givenATab({}, { clock, storage, ...aFakeFamilyOn(clock) });
    expect(second.root.session.loggedIn).toBe(true);

    clock.advanceBy(4 * HOUR);
    await settle();
    storage.simulateExternalChange('jwtToken', storage.get('jwtToken'));
    expect(first.recorded.count('refreshToken') + second.recorded.count('refreshToken')).toBe(1);
    expect(second.root.session.token?.expiresAt).toBe(clock.now() + 6 * HOUR);
  });

  it('a logout in one tab is reflected in the other', async () => {
    const clock = new InMemoryClock(Date.UTC(2026, 10, 21, 9, 0, 0));
    const storage = new InMemoryStorage();
    const first = await loggedIn({}, { clock, storage, ...aFakeFamilyOn(clock) });
    const second = givenATab({}, { clock, storage, ...aFakeFamilyOn(clock) });
    first.root.session.logOut();
    storage.simulateExternalChange('jwtToken', null);
    expect(second.root.session.loggedIn).toBe(false);
  });
});

/** Each tab has its own fake adapters over the one clock (the fake server's accounts are seeded alike). */
const aFakeFamilyOn = (clock: InMemoryClock) => {
  const { knobs, fakes } = aFakeFamily(clock);
  return { knobs, fakes };
};
