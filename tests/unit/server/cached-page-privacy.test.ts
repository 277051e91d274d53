import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAccounts } from '../../../adapters/fake/seed/seed-accounts';
import { DEMO_ACCOUNTS, seedFacts } from '../../../adapters/fake/seed/seed-facts';
import { givenAServer } from '../../support/given-a-server';
import { aJwt } from '../../support/jwt-builder';

type Server = Awaited<ReturnType<typeof givenAServer>>;

const customer = buildAccounts().find((account) => account.customer.email === DEMO_ACCOUNTS.private.email)!.customer;
const token = aJwt({ sub: customer.id, email: customer.email });
/** What a signed-in shopper's browser could send with a page request: their token, cookies, their cart. */
const signedIn = { Authorization: `Bearer ${token}`, Cookie: `jwtToken=${token}; cartId=7` };

describe('a page the edge may keep is the same for every visitor', () => {
  let server: Server;
  beforeAll(async () => {
    // A generous budget: a page cut short by a loaded machine would differ for a reason that is not the visitor.
    server = await givenAServer(20_000);
  }, 60_000);
  afterAll(() => server.close());

  it.each([
    ['home', '/'],
    ['listing', '/products'],
    ['product', `/product/${seedFacts().productInStockId}`],
    ['search', '/search/masa'],
    ['content', '/delivery'],
  ])("the %s page carries no nonce, and a customer's token, cookies or cart change nothing in it", async (_kind, path) => {
    const anyone = await server.get(path);
    const shopper = await server.get(path, signedIn);
    expect(anyone.headers.get('Cache-Control')).toMatch(/^public, .*s-maxage=/);
    expect(shopper.html === anyone.html, 'the same bytes for every visitor').toBe(true);
    expect(shopper.headers.get('ETag')).toBe(anyone.headers.get('ETag'));
    expect(shopper.headers.get('Set-Cookie')).toBeNull();
    expect(shopper.headers.get('Content-Security-Policy')).not.toContain('nonce-');
    expect(shopper.html).not.toMatch(/\bnonce=/);
    for (const personal of [token, customer.email, `${customer.firstName} ${customer.lastName}`, customer.ref])
      expect(shopper.html).not.toContain(personal);
  });
});
