import { describe, expect, it } from 'vitest';
import { CUSTOMER_PORT, type CustomerPort } from '../../../ports/customer-port';
import type { GuestRegistration } from '../../../ports/model/customer';
import { fail, ok, portError } from '../../../ports/model/result';
import { PAYMENT_PORT, type PaymentPort } from '../../../ports/payment-port';
import { PAYMENT_METHOD_IDS } from '../../../adapters/fake/seed/seed-facts';
import { givenAShop } from '../../support/build-root-store';
import { settle } from '../../support/given-a-cart-shop';
import { chooseEverything, fillInAsGuest, givenACheckout, givenAGuestCheckout } from '../../support/given-a-checkout';
import { givenARecordedPort } from '../../support/given-a-recorded-port';

type PayRequest = Parameters<PaymentPort['pay']>[0];

const aGuestCompanyCheckout = async (overrides: Partial<CustomerPort> = {}) => {
  const world = await givenAGuestCheckout(givenARecordedPort(CUSTOMER_PORT, (fakes) => fakes.customers, overrides));
  fillInAsGuest(world);
  chooseEverything(world);
  world.checkout.company.request(true);
  return world;
};

/** A company customer at checkout, everything chosen, the account's company details filled in. */
const aCompanyCustomerCheckout = async () => {
  const world = await givenACheckout(
    givenARecordedPort(PAYMENT_PORT, (fakes) => fakes.payment),
    'company',
  );
  chooseEverything(world);
  await settle();
  return world;
};

describe('the company flag of an order at checkout (section 4 Orders and payment)', () => {
  it('a guest ordering as a company names the company and its VAT number before anything is sent', async () => {
    const world = await aGuestCompanyCheckout();
    await expect(world.payment.pay()).resolves.toBe(false);
    expect(world.checkout.problems).toEqual(['company']);
    expect(world.checkout.company.problems).toEqual({ company: 'required', vatNumber: 'required' });
    world.checkout.company.set('vatNumber', 'RO1');
    expect(world.checkout.company.problems.vatNumber).toBe('vat-number');
    expect(world.recorded.callsTo('checkVatNumber')).toEqual([]);
  });

  it("a guest's order is company-flagged when asked, with the checked VAT number registered", async () => {
    const world = await aGuestCompanyCheckout();
    world.checkout.company.set('company', 'Lemn Bun SRL');
    world.checkout.company.set('vatNumber', 'ro 1234 5678');
    await expect(world.payment.pay()).resolves.toBe(true);
    expect(world.recorded.callsTo('checkVatNumber')).toEqual([['RO12345678']]);
    const [[guest]] = world.recorded.callsTo('registerGuest') as [[GuestRegistration]];
    expect(guest).toMatchObject({ company: 'Lemn Bun SRL', vatNumber: 'RO12345678' });
  });

  it("'Could not validate VAT number' when the server does not confirm it; nothing is registered", async () => {
    const world = await aGuestCompanyCheckout({ checkVatNumber: async () => ok(false) });
    world.checkout.company.set('company', 'Lemn Bun SRL');
    world.checkout.company.set('vatNumber', 'RO12345678');
    await expect(world.payment.pay()).resolves.toBe(false);
    expect(world.checkout.failure).toBe('vat-number');
    expect(world.recorded.callsTo('registerGuest')).toEqual([]);
  });

  it('a failed VAT check counts as not validated', async () => {
    const world = await aGuestCompanyCheckout({ checkVatNumber: async () => fail(portError('network', 'offline')) });
    world.checkout.company.set('company', 'Lemn Bun SRL');
    world.checkout.company.set('vatNumber', 'RO12345678');
    await expect(world.payment.pay()).resolves.toBe(false);
    expect(world.checkout.failure).toBe('vat-number');
  });

  it('a guest who does not ask is not company-flagged and is asked nothing about a company', async () => {
    const world = await givenAGuestCheckout(givenARecordedPort(PAYMENT_PORT, (fakes) => fakes.payment));
    fillInAsGuest(world);
    chooseEverything(world);
    await expect(world.payment.pay()).resolves.toBe(true);
    const [[request]] = world.recorded.callsTo('pay') as [[PayRequest]];
    expect(request.isCompany).toBe(false);
  });

  it("a company customer's name and VAT number come from the account; the order is flagged and placed with the number", async () => {
    const world = await aCompanyCustomerCheckout();
    expect(world.checkout.company.applies).toBe(true);
    expect(world.checkout.company.fields).toEqual({ company: 'Mobila Company SRL', vatNumber: 'RO18547290' });
    await expect(world.payment.pay()).resolves.toBe(true);
    const [[request]] = world.recorded.callsTo('pay') as [[PayRequest]];
    expect(request).toMatchObject({ isCompany: true, guest: false, vatNumber: 'RO18547290' });
  });

  it('the shop records the VAT number on the order, which shows it', async () => {
    const world = await givenACheckout(givenAShop(), 'company');
    chooseEverything(world);
    world.choice.choosePayment(PAYMENT_METHOD_IDS.prepayment);
    await settle();
    const cartId = world.root.cartLines.cartId ?? 0;
    await expect(world.payment.pay()).resolves.toBe(true);
    const placed = await world.fakes.orders.getPlacedOrder(cartId, 'en_US');
    expect(placed.ok && placed.value.vatNumber).toBe('RO18547290');
  });

  it('a company customer may change the VAT number for the order; a blank one is asked for', async () => {
    const world = await aCompanyCustomerCheckout();
    world.checkout.company.set('vatNumber', '');
    await expect(world.payment.pay()).resolves.toBe(false);
    expect(world.checkout.problems).toEqual(['company']);
    world.checkout.company.set('vatNumber', 'ro 9876 5432');
    await expect(world.payment.pay()).resolves.toBe(true);
    const [[request]] = world.recorded.callsTo('pay') as [[PayRequest]];
    expect(request.vatNumber).toBe('RO98765432');
  });

  it('a private customer is asked nothing about a company and the order is not flagged', async () => {
    const world = await givenACheckout(givenARecordedPort(PAYMENT_PORT, (fakes) => fakes.payment));
    chooseEverything(world);
    expect(world.checkout.company.applies).toBe(false);
    await expect(world.payment.pay()).resolves.toBe(true);
    const [[request]] = world.recorded.callsTo('pay') as [[PayRequest]];
    expect(request).toMatchObject({ isCompany: false, vatNumber: null });
  });
});

describe("'Login is required but could not be processed' (section 8)", () => {
  it('shows when the server refused the login during the checkout, and sends nothing', async () => {
    const world = await givenACheckout(givenARecordedPort(PAYMENT_PORT, (fakes) => fakes.payment));
    chooseEverything(world);
    world.root.session.checked(fail(portError('rejected', 'Token expired', 401)));
    await expect(world.payment.pay()).resolves.toBe(false);
    expect(world.checkout.failure).toBe('login');
    expect(world.recorded.callsTo('pay')).toEqual([]);
  });

  it('shows for a login kept without its customer id', async () => {
    const world = await givenACheckout(givenAShop());
    chooseEverything(world);
    world.storage.set('customer_id', 'junk');
    world.root.session.restore();
    await expect(world.payment.pay()).resolves.toBe(false);
    expect(world.checkout.failure).toBe('login');
  });
});
