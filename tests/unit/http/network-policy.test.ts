import { describe, expect, it } from 'vitest';
import { NetworkFailure } from '../../../adapters/http/http-clients';
import { policyFetch } from '../../../adapters/http/policy-fetch';
import { givenAFlakyServer, givenThePolicy, passTime } from './given-a-flaky-server';

const URL = 'https://fast.example/api/products';
const get = () => new Request(URL);
const post = () => new Request(URL, { method: 'POST', body: '{"item":1}' });

/** Sends the request under the policy and lets the in-memory clock run for `ms`. */
async function send(fetch: (r: Request) => Promise<Response>, request: Request, ms = 20_000, settings = {}) {
  const { clock, policy } = givenThePolicy(settings);
  const outcome = policyFetch(
    fetch,
    policy,
  )(request).then(
    (response) => response,
    (error: unknown) => error,
  );
  await passTime(clock, ms);
  return { outcome: await Promise.race([outcome, Promise.resolve('still waiting')]), clock };
}

describe('network policy', () => {
  it('ends a read that gets no answer as a network failure once its timeout has passed', async () => {
    const server = givenAFlakyServer('never');
    const { clock, policy } = givenThePolicy({ readTimeoutMs: 4_000 });
    let outcome: unknown = 'still waiting';
    void policyFetch(server.fetch, policy)(get()).catch((error: unknown) => (outcome = error));
    await passTime(clock, 3_900);
    expect(outcome).toBe('still waiting');
    await passTime(clock, 200);
    expect(outcome).toBeInstanceOf(NetworkFailure);
    expect(server.seen[0]?.signal.aborted).toBe(true);
  });

  it('ends a write that gets no answer as a network failure after the write timeout, without repeating it', async () => {
    const server = givenAFlakyServer('never');
    const { outcome } = await send(server.fetch, post(), 15_000);
    expect(outcome).toBeInstanceOf(NetworkFailure);
    expect(server.seen).toHaveLength(1);
  });

  it.each([
    ['a 500', { status: 500 }],
    ['a 502 with an HTML body', { status: 502, body: '<html><body>Bad gateway</body></html>' }],
    ['a 503 with Retry-After', { status: 503, headers: { 'Retry-After': '1' } }],
    ['a 429', { status: 429 }],
    ['a network failure', 'network-error' as const],
  ])('asks again after %s and gives the answer that follows', async (_name, failure) => {
    const server = givenAFlakyServer(failure, { status: 200, body: '{"id":1}' });
    const { outcome } = await send(server.fetch, get());
    expect(outcome).toBeInstanceOf(Response);
    expect(await (outcome as Response).json()).toEqual({ id: 1 });
    expect(server.seen).toHaveLength(2);
  });

  it('gives up after 3 retries with the last answer', async () => {
    const server = givenAFlakyServer({ status: 503 });
    const { outcome } = await send(server.fetch, get());
    expect((outcome as Response).status).toBe(503);
    expect(server.seen).toHaveLength(4);
  });

  it('gives up after 3 retries of a network failure with a network failure', async () => {
    const server = givenAFlakyServer('network-error');
    const { outcome } = await send(server.fetch, get());
    expect(outcome).toBeInstanceOf(NetworkFailure);
    expect(server.seen).toHaveLength(4);
  });

  it('never repeats a write, whatever the answer', async () => {
    for (const reply of [{ status: 503 }, { status: 429 }, 'network-error' as const]) {
      const server = givenAFlakyServer(reply, { status: 200 });
      await send(server.fetch, post());
      expect(server.seen).toHaveLength(1);
    }
  });

  it('does not ask again after a 4xx other than 429', async () => {
    const server = givenAFlakyServer({ status: 404 }, { status: 200 });
    const { outcome } = await send(server.fetch, get());
    expect((outcome as Response).status).toBe(404);
    expect(server.seen).toHaveLength(1);
  });

  it('waits the Retry-After seconds before asking again', async () => {
    const server = givenAFlakyServer({ status: 503, headers: { 'Retry-After': '3' } }, { status: 200 });
    const { clock, policy } = givenThePolicy();
    void policyFetch(server.fetch, policy)(get());
    await passTime(clock, 2_900);
    expect(server.seen).toHaveLength(1);
    await passTime(clock, 200);
    expect(server.seen).toHaveLength(2);
  });

  it('waits until a Retry-After date before asking again', async () => {
    const { clock, policy } = givenThePolicy();
    const at = new Date(clock.now() + 4_000).toUTCString();
    const server = givenAFlakyServer({ status: 503, headers: { 'Retry-After': at } }, { status: 200 });
    void policyFetch(server.fetch, policy)(get());
    await passTime(clock, 3_900);
    expect(server.seen).toHaveLength(1);
    await passTime(clock, 200);
    expect(server.seen).toHaveLength(2);
  });

  it('gives the answer at once when Retry-After asks for longer than the cap', async () => {
    const server = givenAFlakyServer({ status: 503, headers: { 'Retry-After': '120' } }, { status: 200 });
    const { outcome } = await send(server.fetch, get(), 100);
    expect((outcome as Response).status).toBe(503);
    expect(server.seen).toHaveLength(1);
  });

  it('never asks again after the read timeout has passed', async () => {
    const server = givenAFlakyServer({ status: 503, headers: { 'Retry-After': '3' } }, { status: 200 });
    const { outcome } = await send(server.fetch, get(), 20_000, { readTimeoutMs: 2_000 });
    expect((outcome as Response).status).toBe(503);
    expect(server.seen).toHaveLength(1);
  });
});
