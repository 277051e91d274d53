import { DEMO_ACCOUNTS } from '../../adapters/fake/seed/seed-facts';
import type { AddressFields } from '../../src/domain/address-form-rules';
import type { CheckoutFeature } from '../../src/features/checkout/checkout-lazy-module';
import { anAddressForm } from './address-form-builder';
import type { TestWorld } from './build-root-store';
import { aSeededSofa, settle, theCart } from './given-a-cart-shop';

type CheckoutWorld<W> = W & CheckoutFeature & { stop: () => void };

/** A demo customer on /checkout with a sofa in the cart, the addresses and methods read. */
export async function givenACheckout<W extends TestWorld>(
  world: W,
  account: keyof typeof DEMO_ACCOUNTS = 'private',
): Promise<CheckoutWorld<W>> {
  const { email, password } = DEMO_ACCOUNTS[account];
  const problem = await world.root.session.logIn(email, password);
  if (problem !== null) throw new Error(`the demo customer could not log in: ${problem}`);
  return givenAGuestCheckout(world);
}

/** Everything chosen that paying needs. */
export function chooseEverything(feature: CheckoutFeature): void {
  const [payment] = feature.choice.paymentOptions;
  if (payment === undefined) throw new Error('no payment method for the cart');
  feature.choice.choosePayment(payment.id);
  feature.checkout.setTermsAccepted(true);
}

/** Whoever is logged in (a guest when nobody is) on /checkout with a sofa in the cart, the methods read. */
export async function givenAGuestCheckout<W extends TestWorld>(world: W): Promise<CheckoutWorld<W>> {
  const { product, pseIds } = await aSeededSofa(world);
  const { cart } = await theCart(world);
  await cart.add(product, pseIds[0], 1);
  const feature = await world.root.checkoutFeature.load();
  feature.payment.open();
  const stop = feature.checkout.start();
  await settle(10);
  return Object.assign(world, feature, { stop });
}

/** A guest's e-mail and delivery address, valid in Bucharest; `delivery` changes single fields. */
export function fillInAsGuest(
  feature: CheckoutFeature,
  { email = 'maria@example.ro', delivery = {} }: { email?: string; delivery?: Partial<AddressFields> } = {},
): void {
  const { guest } = feature.checkout;
  guest.setEmail(email);
  guest.setTitle(2);
  for (const [field, value] of Object.entries(anAddressForm({ firstName: 'Maria', ...delivery }))) {
    if (field !== 'label' && field !== 'countryId') guest.delivery.set(field as keyof AddressFields, value);
  }
}
