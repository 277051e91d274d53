import { describe, expect, it } from 'vitest';
import { COMPANY_TITLE } from '../../../src/features/account/auth-form-store';
import { givenAShop, type TestWorld } from '../../support/build-root-store';

/** The registration tab, filled in as a company with the given VAT number. */
async function givenACompanyRegistering(vatNumber: string, world: TestWorld = givenAShop()) {
  const { auth } = await world.root.accountFeature.load();
  auth.open('register');
  auth.setTitle(COMPANY_TITLE);
  for (const [field, value] of Object.entries({
    firstName: 'Ioana',
    lastName: 'Marin',
    email: 'achizitii@firma-noua.example.com',
    emailRepeat: 'achizitii@firma-noua.example.com',
    password: 'demo1234',
    passwordRepeat: 'demo1234',
  }))
    auth.setRegistration(field as 'email', value);
  auth.setCompany('company', 'Firma Nouă SRL');
  auth.setCompany('vatNumber', vatNumber);
  return { auth, world };
}

describe('a company registers with its VAT number (section 9)', () => {
  it('is refused on the form when the number has the wrong form, before asking the server', async () => {
    const { auth, world } = await givenACompanyRegistering('RO1');
    await expect(auth.submitRegistration()).resolves.toBe(false);
    expect(auth.companyProblems).toEqual({ vatNumber: 'vat-number' });
    expect(world.root.session.loggedIn).toBe(false);
  });

  it("reads 'Could not validate VAT number' when the server does not confirm it, and registers nobody", async () => {
    const { auth, world } = await givenACompanyRegistering('FR12345678901');
    await expect(auth.submitRegistration()).resolves.toBe(false);
    expect(auth.failure).toBe('vat-invalid');
    expect(world.root.session.loggedIn).toBe(false);
  });

  it('a failed check counts as not validated', async () => {
    const world = givenAShop();
    world.knobs.fail('CustomerPort.checkVatNumber');
    const { auth } = await givenACompanyRegistering('RO12345678', world);
    await expect(auth.submitRegistration()).resolves.toBe(false);
    expect(auth.failure).toBe('vat-invalid');
  });

  it('registers as a company once the server confirms the number; prices then follow the company rules', async () => {
    const { auth, world } = await givenACompanyRegistering('ro 1234 5678');
    await expect(auth.submitRegistration()).resolves.toBe(true);
    expect(world.root.session.loggedIn).toBe(true);
    expect(world.root.session.isCompany).toBe(true);
  });

  it('a private customer is not asked for company fields', async () => {
    const { auth } = await givenACompanyRegistering('');
    auth.setTitle(2);
    await expect(auth.submitRegistration()).resolves.toBe(true);
    expect(auth.companyProblems).toEqual({});
  });
});
