import { describe, expect, it } from 'vitest';
import { coverageReport } from '../../../contracts/coverage-report.mjs';
import { checkStateTable, stateRows, writeStateTable } from '../../../contracts/provider-states.mjs';
import { anOpenApi, clientsSource } from '../../support/coverage-input-builder';

const interaction = (description: string, path: string, states: { name: string; params?: Record<string, unknown> }[]) => ({
  description,
  request: { method: 'post', path },
  response: { status: 200 },
  providerStates: states,
});

const cartPact = {
  interactions: [
    interaction('a cart check', '/api/cart/check', [
      { name: 'a cart with id {cartId} and {lines} lines exists', params: { lines: 1, cartId: 55 } },
    ]),
    interaction('a payment', '/api/card/pay', [
      { name: 'a cart with id {cartId} and {lines} lines exists', params: { lines: 1, cartId: 55 } },
      { name: 'customer {customerId} has address {addressId}', params: { addressId: 3, customerId: 77 } },
    ]),
    interaction('a pickup address', '/api/localPickupAddress/order', [
      { name: 'customer {customerId} has address {addressId}', params: { addressId: 4, customerId: 77 } },
    ]),
    interaction('a bestseller request', '/api/bestsellers', [{ name: 'the shop has bestsellers' }]),
  ],
};

/** The README as --write-states writes it, its data cells filled in by hand and padded as prettier pads them. */
const documented = (pact: typeof cartPact, data: (state: string) => string = () => 'some data') =>
  writeStateTable('# Contracts\n', 'shop-api', pact)
    .split('\n')
    .map((line) => {
      if (!line.startsWith('| `')) return line;
      const cells = line.split(' | ');
      cells[2] = data((cells[0] ?? '').slice(3, -1));
      return cells.join('   |   ');
    })
    .join('\n');

describe('the provider states of a pact, as the README lists them', () => {
  it('lists each state once, its parameter sets in the order the name mentions them, and the requests it serves', () => {
    expect(stateRows(cartPact)).toEqual([
      {
        state: 'a cart with id {cartId} and {lines} lines exists',
        parameters: '`cartId`=55, `lines`=1',
        requests: '`POST /api/card/pay`, `POST /api/cart/check`',
      },
      {
        state: 'customer {customerId} has address {addressId}',
        parameters: '`customerId`=77, `addressId`=3; `customerId`=77, `addressId`=4',
        requests: '`POST /api/card/pay`, `POST /api/localPickupAddress/order`',
      },
      { state: 'the shop has bestsellers', parameters: '', requests: '`POST /api/bestsellers`' },
    ]);
  });

  it('accepts a table that agrees with the pact and says what data each state needs', () => {
    expect(checkStateTable(documented(cartPact), 'shop-api', cartPact)).toEqual([]);
  });

  it('names a state the README lacks, one it lists wrongly, one without data and one no interaction names', () => {
    const readme = documented(cartPact, (state) => (state.startsWith('customer') ? '' : 'some data'));
    const changed = {
      interactions: [
        ...cartPact.interactions.slice(0, 3).map((one) =>
          one.description === 'a cart check'
            ? {
                ...one,
                providerStates: [{ name: 'a cart with id {cartId} and {lines} lines exists', params: { lines: 2, cartId: 55 } }],
              }
            : one,
        ),
        interaction('a new one', '/api/new', [{ name: 'something new exists' }]),
      ],
    };
    expect(checkStateTable(readme, 'shop-api', changed)).toEqual([
      "contracts/README.md (shop-api): state 'a cart with id {cartId} and {lines} lines exists' lists other parameters or requests than the pact",
      "contracts/README.md (shop-api): state 'customer {customerId} has address {addressId}' does not say what data it needs",
      "contracts/README.md (shop-api): state 'something new exists' is missing",
      "contracts/README.md (shop-api): state 'the shop has bestsellers' is named by no interaction",
    ]);
    expect(checkStateTable('# Contracts\n', 'fast-api', cartPact)).toEqual([
      'contracts/README.md has no provider-states table for fast-api',
    ]);
  });

  it('rewrites a table from the pact and keeps the data descriptions written by hand', () => {
    const rewritten = writeStateTable(
      documented(cartPact, () => 'kept'),
      'shop-api',
      cartPact,
    );
    expect(rewritten.match(/\| kept \|/g)).toHaveLength(3);
    expect(rewritten.match(/<!-- provider-states: shop-api -->/g)).toHaveLength(1);
    expect(checkStateTable(rewritten, 'shop-api', cartPact)).toEqual([]);
  });

  it('fails the coverage check while a table and its pact disagree', () => {
    const report = coverageReport({
      specs: [{ provider: 'shop-api', document: anOpenApi({}), pact: { interactions: [] } }],
      adapters: [],
      clientsSource,
      statesReadme: documented(cartPact),
    });
    expect(report.problems).toContain(
      "contracts/README.md (shop-api): state 'the shop has bestsellers' is named by no interaction",
    );
  });
});
