import { DEMO_ACCOUNTS } from '../../../adapters/fake/seed/seed-facts';
import { describe, expect, it } from 'vitest';
import { CART_PORT, type CartPort } from '../../../ports/cart-port';
import { CUSTOMER_PORT, type CustomerPort } from '../../../ports/customer-port';
import type { GuestRegistration } from '../../../ports/model/customer';
import { fail, portError } from '../../../ports/model/result';
import { PAYMENT_PORT, type PaymentPort } from '../../../ports/payment-port';
import { aFakeFamily } from '../../support/build-root-store';
import { chooseEverything, fillInAsGuest, givenAGuestCheckout } from '../../support/given-a-checkout';
import { givenARecordedPort } from '../../support/given-a-recorded-port';

type PayRequest = Parameters<PaymentPort['pay']>[0];

const aRecordedGuestCheckout = (overrides: Partial<CustomerPort> = {}) =>
  givenAGuestCheckout(givenARecordedPort(CUSTOMER_PORT, (fakes) => fakes.customers, overrides));

describe('guest checkout (Continue as guest, section 4, 8)', () => {
  it('opens the guest form in the shop country instead of asking to log in', async () => {
    const world = await aRecordedGuestCheckout();
    expect(world.checkout.isGuest).toBe(true);
    expect(world.checkout.guest.delivery.fields.countryId).toBe(String(world.root.shop.countryId));
  });

  it('names the missing e-mail and address and registers nothing', async () => {
    const world = await aRecordedGuestCheckout();
    chooseEverything(world);
    await expect(world.payment.pay()).resolves.toBe(false);
    expect(world.checkout.problems).toEqual(['addresses', 'contact', 'freight-phone']);
    expect(world.checkout.guest.emailProblem).toBe('required');
    expect(world.checkout.guest.deliveryProblems.street).toBe('required');
    expect(world.recorded.callsTo('registerGuest')).toEqual([]);
  });

  it("registers the guest's details, assigns the cart and pays as a guest with the new ids", async () => {
    const world = await givenAGuestCheckout(givenARecordedPort(PAYMENT_PORT, (fakes) => fakes.payment));
    fillInAsGuest(world);
    chooseEverything(world);
    await expect(world.payment.pay()).resolves.toBe(true);
    const [[request]] = world.recorded.callsTo('pay') as [[PayRequest]];
    expect(request).toMatchObject({ guest: true, email: 'maria@example.ro', isCompany: false });
    expect(request.customerId).toBeGreaterThan(0);
    expect(request.invoiceAddressId).toBe(request.deliveryAddressId);
    expect(world.payment.redirectTo).toMatch(/^\/fake-provider\?/);
  });

  it('sends a separate invoice address when the guest asks for one', async () => {
    const world = await aRecordedGuestCheckout();
    fillInAsGuest(world);
    world.checkout.guest.setSeparateBilling(true);
    chooseEverything(world);
    await expect(world.payment.pay()).resolves.toBe(false);
    expect(world.checkout.problems).toEqual(['addresses']);
    for (const [field, value] of Object.entries({ firstName: 'Maria', lastName: 'Pop', street: 'Bd. Unirii', streetNumber: '3' }))
      world.checkout.guest.billing.set(field as 'street', value);
    for (const [field, value] of Object.entries({ zipCode: '400001', city: 'Cluj', stateId: '12', phone: '0722 123 456' }))
      world.checkout.guest.billing.set(field as 'street', value);
    await expect(world.payment.pay()).resolves.toBe(true);
    const [[guest]] = world.recorded.callsTo('registerGuest') as [[GuestRegistration]];
    expect(guest.billing).toMatchObject({ address1: 'Bd. Unirii', city: 'Cluj', zipCode: '400001' });
    expect(guest.delivery).toMatchObject({ address1: 'Strada Lipscani', firstName: 'Maria' });
  });

  it("shows 'Could not register your customer details' when registration fails, sends no payment and keeps the cart", async () => {
    const world = await aRecordedGuestCheckout({ registerGuest: async () => fail(portError('rejected', 'Invalid data', 400)) });
    fillInAsGuest(world);
    chooseEverything(world);
    await expect(world.payment.pay()).resolves.toBe(false);
    expect(world.checkout.failure).toBe('registration');
    expect(world.payment.paying).toBe(false);
    expect(world.root.cartLines.items).toHaveLength(1);
  });

  it('counts a cart that could not be assigned to the guest as a failed registration', async () => {
    const world = await givenAGuestCheckout(
      givenARecordedPort(CART_PORT, (fakes) => fakes.cart, {
        assignCustomer: async () => fail({ kind: 'failed', message: 'HTTP 500' }),
      } satisfies Partial<CartPort>),
    );
    fillInAsGuest(world);
    chooseEverything(world);
    await expect(world.payment.pay()).resolves.toBe(false);
    expect(world.checkout.failure).toBe('registration');
  });

  it('assigns the cart to the guest by e-mail', async () => {
    const world = await givenAGuestCheckout(givenARecordedPort(CART_PORT, (fakes) => fakes.cart));
    fillInAsGuest(world);
    chooseEverything(world);
    await expect(world.payment.pay()).resolves.toBe(true);
    expect(world.recorded.callsTo('assignCustomer')).toEqual([[world.root.cartLines.cartId, 'maria@example.ro']]);
  });
});

describe("a guest's express-checkout data (section 4: 30 minutes)", () => {
  it('a guest who comes back within 30 minutes finds the details filled in and is not registered twice', async () => {
    const family = aFakeFamily();
    const world = await givenAGuestCheckout(givenARecordedPort(CUSTOMER_PORT, (fakes) => fakes.customers, {}, family));
    fillInAsGuest(world);
    chooseEverything(world);
    await world.payment.pay();
    world.stop();
    world.clock.advanceBy(29 * 60_000);
    world.payment.open();
    world.checkout.start();
    expect(world.checkout.guest.email).toBe('maria@example.ro');
    expect(world.checkout.guest.delivery.fields.street).toBe('Strada Lipscani');
    await world.payment.pay();
    expect(world.recorded.callsTo('registerGuest')).toHaveLength(1);
  });

  it('after 30 minutes the kept details are gone and changed details are registered anew', async () => {
    const world = await aRecordedGuestCheckout();
    fillInAsGuest(world);
    chooseEverything(world);
    await world.payment.pay();
    world.clock.advanceBy(30 * 60_000);
    expect(world.root.session.expressData).toBeNull();
    world.payment.open();
    await world.payment.pay();
    expect(world.recorded.callsTo('registerGuest')).toHaveLength(2);
  });

  it('a login drops the kept guest details', async () => {
    const world = await aRecordedGuestCheckout();
    fillInAsGuest(world);
    chooseEverything(world);
    await world.payment.pay();
    expect(world.root.session.expressData).not.toBeNull();
    const { email, password } = DEMO_ACCOUNTS.private;
    await world.root.session.logIn(email, password);
    expect(world.root.session.expressData).toBeNull();
  });
});
