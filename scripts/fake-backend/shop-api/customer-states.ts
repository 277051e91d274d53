import type { FakeWorld } from '../fake-world';
import { expiredTokenOf } from '../login-token';
import type { ProviderStates } from '../provider-states';
import { ensureCustomer, ensureOtherAddress, removeCustomerWithEmail } from '../states/account-data';
import { idParam, onSetup, textParam } from '../states/state-params';

/** The shop API's customer, address, VAT and newsletter states. */
export function customerStates(world: FakeWorld): ProviderStates {
  const { data, fakes } = world;
  return {
    'customer {customerId} with e-mail {email} and password {password} exists': onSetup((p) => {
      const account = ensureCustomer(world, idParam(p, 'customerId'), {
        email: textParam(p, 'email'),
        password: textParam(p, 'password'),
      });
      account.customer = { ...account.customer, isAdmin: false, isCompany: false, company: null, excludeVat: false };
      world.books.accounts.save();
    }),
    'customer {customerId} with e-mail {email} is logged in': onSetup((p) => {
      ensureCustomer(world, idParam(p, 'customerId'), { email: textParam(p, 'email') });
    }),
    'no customer with e-mail {email} exists': onSetup((p) => removeCustomerWithEmail(world, textParam(p, 'email'))),
    // The verifier sends the token handed back here (the pact's example token is no login token).
    'the login token {token} of customer {customerId} has expired': onSetup((p) => {
      const customerId = idParam(p, 'customerId');
      ensureCustomer(world, customerId);
      return { token: expiredTokenOf(customerId, world.clock.now()) };
    }),
    // Any bearer that is no login token is the shop token here: hand back the one the pact names.
    'customer data is asked for with the shop token {shopToken}': onSetup((p) => ({ shopToken: textParam(p, 'shopToken') })),
    'customer {customerId} has address {addressId}': onSetup((p) => {
      ensureOtherAddress(world, idParam(p, 'customerId'), idParam(p, 'addressId'));
    }),
    'the VAT number {vatNumber} is valid': onSetup(async (p) => {
      const vatNumber = textParam(p, 'vatNumber').toUpperCase();
      const listed = data.unregisteredVatNumbers.indexOf(vatNumber);
      if (listed >= 0) data.unregisteredVatNumbers.splice(listed, 1);
      const checked = await fakes.customers.checkVatNumber(vatNumber);
      if (!checked.ok || !checked.value) throw new Error(`${vatNumber} is not a well-formed VAT number`);
    }),
    'the VAT number {vatNumber} is not valid': onSetup((p) => {
      const vatNumber = textParam(p, 'vatNumber').toUpperCase();
      if (!data.unregisteredVatNumbers.includes(vatNumber)) data.unregisteredVatNumbers.push(vatNumber);
    }),
    'the address {email} is not subscribed': onSetup(async (p) => {
      const unsubscribed = await fakes.newsletter.unsubscribe(textParam(p, 'email'));
      if (!unsubscribed.ok) throw new Error(unsubscribed.error.message);
    }),
    'the address {email} is subscribed': onSetup(async (p) => {
      const subscribed = await fakes.newsletter.subscribe(textParam(p, 'email'), 'ro');
      if (!subscribed.ok) throw new Error(subscribed.error.message);
    }),
    'the newsletter refuses the address {email}': onSetup((p) => {
      const email = textParam(p, 'email').trim().toLowerCase();
      if (!data.refusedNewsletterEmails.includes(email)) data.refusedNewsletterEmails.push(email);
    }),
  };
}
