import { describe, expect, it } from 'vitest';
import { InMemoryStorage } from '../../../adapters/browser/in-memory-storage';
import { FakeAccountBook } from '../../../adapters/fake/fake-account-book';
import { InMemoryCustomers, TOKEN_LIFETIME_MS } from '../../../adapters/fake/in-memory-customers';
import { getSeedData } from '../../../adapters/fake/seed/seed-data-set';
import { DEMO_ACCOUNTS } from '../../../adapters/fake/seed/seed-facts';
import { TestClock, error, value } from './fake-test-support';

const data = getSeedData();
const customersOver = (clock: TestClock, storage: Storage | null = null) =>
  new InMemoryCustomers(new FakeAccountBook(data.accounts, storage), clock);

describe('the in-memory customers', () => {
  it.each(Object.entries(DEMO_ACCOUNTS))('logs the %s demo account in for six hours', async (_role, account) => {
    const clock = new TestClock();
    const customers = customersOver(clock);
    const session = value(await customers.logIn(account.email, account.password));
    expect(session.customer.id).toBe(account.customerId);
    expect(session.token.expiresAt).toBe(clock.now() + TOKEN_LIFETIME_MS);
    expect(session.token.token.split('.')).toHaveLength(3);
  });

  it('knows the roles of the demo accounts', async () => {
    const customers = customersOver(new TestClock());
    const role = async (account: { email: string; password: string }) =>
      value(await customers.logIn(account.email, account.password)).customer;
    expect(await role(DEMO_ACCOUNTS.private)).toMatchObject({ isCompany: false, excludeVat: false, isAdmin: false });
    expect(await role(DEMO_ACCOUNTS.company)).toMatchObject({ isCompany: true, excludeVat: false });
    expect(await role(DEMO_ACCOUNTS.vatExempt)).toMatchObject({ isCompany: true, excludeVat: true });
    expect(await role(DEMO_ACCOUNTS.admin)).toMatchObject({ isAdmin: true });
  });

  it('rejects wrong credentials', async () => {
    const customers = customersOver(new TestClock());
    expect(error(await customers.logIn(DEMO_ACCOUNTS.private.email, 'nope'))).toEqual({ kind: 'wrong-credentials' });
    expect(error(await customers.logIn('nobody@example.com', 'demo1234'))).toEqual({ kind: 'wrong-credentials' });
  });

  it('refreshes a token from the clock of the moment', async () => {
    const clock = new TestClock();
    const customers = customersOver(clock);
    const first = value(await customers.logIn(DEMO_ACCOUNTS.private.email, DEMO_ACCOUNTS.private.password)).token;
    clock.advance(4 * 60 * 60 * 1000);
    const refreshed = value(await customers.refreshToken(DEMO_ACCOUNTS.private.customerId, DEMO_ACCOUNTS.private.email));
    expect(refreshed.expiresAt).toBe(clock.now() + TOKEN_LIFETIME_MS);
    expect(refreshed.token).not.toBe(first.token);
    expect(error(await customers.refreshToken(DEMO_ACCOUNTS.private.customerId, 'other@example.com'))).toMatchObject({
      kind: 'rejected',
    });
  });

  it('registers new customers, refusing known e-mails', async () => {
    const storage = new InMemoryStorage();
    const customers = customersOver(new TestClock(), storage);
    const registration = {
      email: 'new@example.com',
      password: 'secret',
      firstName: 'Ioana',
      lastName: 'Marin',
      titleCode: 2,
      company: null,
      vatNumber: null,
    };
    expect(error(await customers.register({ ...registration, email: DEMO_ACCOUNTS.private.email.toUpperCase() }))).toEqual({
      kind: 'email-exists',
    });
    const session = value(await customers.register(registration));
    expect(session.customer).toMatchObject({ email: 'new@example.com', isCompany: false });
    expect(error(await customers.register(registration))).toEqual({ kind: 'email-exists' });
    const reloaded = customersOver(new TestClock(), storage);
    expect(value(await reloaded.logIn('new@example.com', 'secret')).customer.id).toBe(session.customer.id);
  });

  it('checks VAT numbers by format', async () => {
    const customers = customersOver(new TestClock());
    expect(value(await customers.checkVatNumber('DE999999999'))).toBe(true);
    expect(value(await customers.checkVatNumber('RO 41234567'))).toBe(true);
    expect(value(await customers.checkVatNumber('XX1'))).toBe(false);
  });
});
