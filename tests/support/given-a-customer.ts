import { DEMO_ACCOUNTS } from '../../adapters/fake/seed/seed-facts';
import type { AccountFeature } from '../../src/stores/account-feature';
import { givenAShop, type ShopOptions, type TestWorld } from './build-root-store';

export type DemoAccount = keyof typeof DEMO_ACCOUNTS;

/** The customer stores of a started shop (a fresh one unless given) in which a demo customer has logged in. */
export async function givenALoggedInCustomer<W extends TestWorld>(
  who: DemoAccount = 'private',
  world: W = givenAShop() as W,
): Promise<W & AccountFeature & { customerId: number }> {
  const { email, password, customerId } = DEMO_ACCOUNTS[who];
  const problem = await world.root.session.logIn(email, password);
  if (problem !== null) throw new Error(`the demo account ${who} could not log in: ${problem}`);
  const feature = await world.root.accountFeature.load();
  const { auth, account, addresses, addressForm, order, password: passwords } = feature;
  return { ...world, auth, account, addresses, addressForm, order, password: passwords, customerId };
}

/** The customer stores of a started shop nobody has logged in to. */
export async function givenAGuest(options: ShopOptions = {}): Promise<TestWorld & AccountFeature> {
  const world = givenAShop(options);
  const feature = await world.root.accountFeature.load();
  const { auth, account, addresses, addressForm, order, password } = feature;
  return { ...world, auth, account, addresses, addressForm, order, password };
}
