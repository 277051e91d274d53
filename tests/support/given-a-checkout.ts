import { DEMO_ACCOUNTS } from '../../adapters/fake/seed/seed-facts';
import type { CheckoutFeature } from '../../src/stores/checkout-feature';
import type { TestWorld } from './build-root-store';
import { aSeededSofa, settle } from './given-a-cart-shop';

/** A demo customer on /checkout with a sofa in the cart, the addresses and methods read. */
export async function givenACheckout<W extends TestWorld>(world: W): Promise<W & CheckoutFeature & { stop: () => void }> {
  const { email, password } = DEMO_ACCOUNTS.private;
  const problem = await world.root.session.logIn(email, password);
  if (problem !== null) throw new Error(`the demo customer could not log in: ${problem}`);
  const { product, pseIds } = await aSeededSofa(world);
  await world.root.cart.add(product, pseIds[0], 1);
  const feature = await world.root.checkoutFeature.load();
  feature.payment.open();
  const stop = feature.checkout.start();
  await settle(10);
  return Object.assign(world, feature, { stop });
}

/** Everything chosen that paying needs. */
export function chooseEverything(feature: CheckoutFeature): void {
  const [payment] = feature.choice.paymentOptions;
  if (payment === undefined) throw new Error('no payment method for the cart');
  feature.choice.choosePayment(payment.id);
  feature.checkout.setTermsAccepted(true);
}
