import { describe, expect, it } from 'vitest';
import { ADDRESS_PORT } from '../../../ports/address-port';
import { ok } from '../../../ports/model/result';
import { aFakeFamily } from '../../support/build-root-store';
import { settle, theCart } from '../../support/given-a-cart-shop';
import { chooseEverything, givenACheckout } from '../../support/given-a-checkout';
import { givenARecordedPort } from '../../support/given-a-recorded-port';

/** Anna at checkout with a sofa (a freight carrier brings sofas) and a second address without any phone number. */
async function givenAFreightCheckout() {
  const family = aFakeFamily();
  const world = await givenACheckout(
    givenARecordedPort(
      ADDRESS_PORT,
      (fakes) => fakes.addresses,
      {
        async listAddresses(customerId: number) {
          const listed = await family.fakes.addresses.listAddresses(customerId);
          if (!listed.ok) return listed;
          const [first] = listed.value;
          if (first === undefined) throw new Error('Anna has no address');
          return ok([first, { ...first, id: 7999, label: 'Depozit', isDefault: false, phone: null, cellphone: null }]);
        },
      },
      family,
    ),
  );
  chooseEverything(world);
  await settle();
  return world;
}

describe('freight items need an address with a phone number (section 5)', () => {
  it('knows the sofa goes by freight carrier', async () => {
    const world = await givenAFreightCheckout();
    const { cartLineDetails } = await theCart(world);
    const [line] = world.root.cartLines.items;
    expect(cartLineDetails.of(line!.pseId).delay?.freight).toBe(true);
  });

  it('a delivery address with a phone number is fine', async () => {
    const world = await givenAFreightCheckout();
    await expect(world.payment.pay()).resolves.toBe(true);
  });

  it('a delivery address without one stops the payment with its message', async () => {
    const world = await givenAFreightCheckout();
    world.checkout.pickDelivery(7999);
    await expect(world.payment.pay()).resolves.toBe(false);
    expect(world.checkout.problems).toEqual(['freight-phone']);
    world.checkout.pickDelivery(world.checkout.billingAddressId ?? 0);
    expect(world.checkout.problems).toEqual([]);
  });
});
