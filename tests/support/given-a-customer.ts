import { DEMO_ACCOUNTS } from '../../adapters/fake/seed/seed-facts';
import type { OrderStatus } from '../../ports/model/order';
import type { AccountFeature } from '../../src/features/account/use-account-feature';
import { givenAShop, type ShopOptions, type TestWorld } from './build-root-store';

export type DemoAccount = keyof typeof DEMO_ACCOUNTS;

/** Every store of the customer screens: the profile and address book, and the screens' own. */
export async function accountStores(world: TestWorld): Promise<AccountFeature> {
  const customer = await world.root.customerFeature.load();
  return { ...customer, ...(await world.root.accountFeature.load()) };
}

/** The customer stores of a started shop (a fresh one unless given) in which a demo customer has logged in. */
export async function givenALoggedInCustomer<W extends TestWorld>(
  who: DemoAccount = 'private',
  world: W = givenAShop() as W,
): Promise<W & AccountFeature & { customerId: number }> {
  const { email, password, customerId } = DEMO_ACCOUNTS[who];
  const problem = await world.root.session.logIn(email, password);
  if (problem !== null) throw new Error(`the demo account ${who} could not log in: ${problem}`);
  const { auth, account, addresses, addressForm, order, password: passwords } = await accountStores(world);
  return { ...world, auth, account, addresses, addressForm, order, password: passwords, customerId };
}

/** The customer stores of a started shop nobody has logged in to. */
export async function givenAGuest(options: ShopOptions = {}): Promise<TestWorld & AccountFeature> {
  const world = givenAShop(options);
  const { auth, account, addresses, addressForm, order, password } = await accountStores(world);
  return { ...world, auth, account, addresses, addressForm, order, password };
}

/** The id of the demo customer's first seeded order in that status. */
export async function aSeededOrderId(world: TestWorld, who: DemoAccount, status: OrderStatus): Promise<number> {
  const orders = await world.fakes.orders.listOrders(DEMO_ACCOUNTS[who].customerId, 'en_US');
  const found = orders.ok ? orders.value.find((order) => order.status === status) : undefined;
  if (found === undefined) throw new Error(`the demo account ${who} has no ${status} order`);
  return found.id;
}
