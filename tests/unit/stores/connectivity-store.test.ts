import { describe, expect, it } from 'vitest';
import { InMemoryConnectivity } from '../../../adapters/browser/in-memory-connectivity';
import { CONNECTIVITY_PORT } from '../../../ports/connectivity-port';
import { fail, ok, portError } from '../../../ports/model/result';
import { bindingOf } from '../../../ports/port-token';
import { CachedQuery } from '../../../src/shared/cached-query';
import { QueryCache } from '../../../src/shared/query-cache';
import { givenAShop } from '../../support/build-root-store';

/** A shop whose connection the test switches, and a catalogue read that fails while the server cannot be reached. */
function givenAShopGoingOffline() {
  const connection = new InMemoryConnectivity(true);
  const world = givenAShop({ ports: [bindingOf(CONNECTIVITY_PORT, connection)] });
  const server = { reachable: true, asked: 0 };
  const query = new CachedQuery({
    cache: world.container.get(QueryCache),
    identity: () => 'category:12',
    load: async () => {
      server.asked += 1;
      return server.reachable ? ok(['sofa']) : fail(portError('network', 'offline'));
    },
  });
  return { connection, connectivity: world.root.connectivity, server, query };
}

const settle = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

describe('the connection', () => {
  it('is told by the port, as it changes', () => {
    const { connection, connectivity } = givenAShopGoingOffline();
    expect(connectivity.online).toBe(true);
    connection.set(false);
    expect(connectivity.online).toBe(false);
    connection.set(true);
    expect(connectivity.online).toBe(true);
  });

  it('resumes a read that failed offline once it returns, without a click', async () => {
    const { connection, server, query } = givenAShopGoingOffline();
    connection.set(false);
    server.reachable = false;
    await query.load();
    expect(query.failed).toBe(true);

    server.reachable = true;
    connection.set(true);
    await settle();
    expect(query.failed).toBe(false);
    expect(query.value).toEqual(['sofa']);
    expect(server.asked).toBe(2);
  });

  it('does not ask again reads that succeeded', async () => {
    const { connection, server, query } = givenAShopGoingOffline();
    await query.load();
    connection.set(false);
    connection.set(true);
    await settle();
    expect(server.asked).toBe(1);
  });
});
