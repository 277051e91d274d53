import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { gracefulShutdown } from '../../../src/server/graceful-shutdown';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A server whose /slow answers after this many milliseconds, started on a free port with its shutdown. */
async function givenARunningServer(slowMs: number, graceMs: number) {
  const app = new Hono();
  app.get('/slow', async (c) => {
    await pause(slowMs);
    return c.text('done');
  });
  app.get('/', (c) => c.text('ok'));
  const server = await new Promise<Server>((resolve) => {
    const started: Server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(started)) as Server;
  });
  const exits: number[] = [];
  const exited = new Promise<number>((resolve) => {
    const stop = gracefulShutdown(server, { graceMs, exit: (code) => (exits.push(code), resolve(code)), log: () => undefined });
    server.once('shutdown', stop);
  });
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { url, shutDown: () => server.emit('shutdown'), exited, exits, server };
}

describe('the server on SIGTERM', () => {
  it('finishes the request in flight, refuses new connections, then exits 0', async () => {
    const { url, shutDown, exited } = await givenARunningServer(400, 5000);
    await fetch(`${url}/`);
    const inFlight = fetch(`${url}/slow`).then((response) => response.text());
    await pause(100);
    shutDown();
    await pause(50);
    await expect(fetch(`${url}/`)).rejects.toThrow();
    expect(await inFlight).toBe('done');
    const answered = Date.now();
    expect(await exited).toBe(0);
    expect(Date.now() - answered).toBeLessThan(1000);
  });

  it('cuts the requests still running after the grace period and exits 1', async () => {
    const { url, shutDown, exited, server } = await givenARunningServer(60_000, 200);
    const inFlight = fetch(`${url}/slow`).then(
      () => 'answered',
      () => 'cut',
    );
    await pause(100);
    const started = Date.now();
    shutDown();
    expect(await exited).toBe(1);
    expect(Date.now() - started).toBeLessThan(1000);
    expect(await inFlight).toBe('cut');
    server.close();
  });
});
