import { NetworkFailure, type FetchLike } from './http-clients';
import type { NetworkPolicy } from './network-policy';
import { retryDelay } from './retry-delay';

type Attempt = { response: Response } | { failure: NetworkFailure };

/** Statuses whose answer has no body. */
const NO_BODY = new Set([101, 204, 205, 304]);

const failureOf = (request: Request, error: unknown): NetworkFailure =>
  error instanceof NetworkFailure
    ? error
    : new NetworkFailure(`${request.method} ${request.url}: ${error instanceof Error ? error.message : String(error)}`);

/** One attempt, its answer's body read in full, aborted at the deadline: a late answer is a network failure. */
async function attempt(base: FetchLike, request: Request, deadline: number, policy: NetworkPolicy): Promise<Attempt> {
  const controller = new AbortController();
  let cancel = () => {};
  const expired = new Promise<never>((_resolve, reject) => {
    cancel = policy.schedule(Math.max(0, deadline - policy.now()), () => {
      reject(new NetworkFailure(`${request.method} ${request.url}: no answer in time`));
      controller.abort();
    });
  });
  try {
    const response = await Promise.race([base(new Request(request, { signal: controller.signal })), expired]);
    const body = NO_BODY.has(response.status) ? null : await Promise.race([response.arrayBuffer(), expired]);
    const { status, statusText, headers } = response;
    return { response: new Response(body, { status, statusText, headers }) };
  } catch (error) {
    return { failure: failureOf(request, error) };
  } finally {
    cancel();
  }
}

const answerOf = (outcome: Attempt) =>
  'response' in outcome
    ? { status: outcome.response.status, retryAfter: outcome.response.headers.get('Retry-After') }
    : { status: null, retryAfter: null };

/**
 * The network policy around a fetch (adapters/http/README.md): every request ends by its deadline,
 * a late one as a network failure; a read is asked again after a network failure, a 5xx or a 429,
 * with backoff and jitter or after the Retry-After asked for, while its deadline allows. A write is
 * sent once. Every wait goes through the policy's clock.
 */
export function policyFetch(base: FetchLike, policy: NetworkPolicy): FetchLike {
  return async (request) => {
    const read = request.method === 'GET' || request.method === 'HEAD';
    const deadline = policy.now() + (read ? policy.readTimeoutMs : policy.timeoutMs);
    for (let retry = 0; ; retry++) {
      const outcome = await attempt(base, read ? request.clone() : request, deadline, policy);
      const delay = read && retry < policy.retries ? retryDelay(answerOf(outcome), retry, policy) : null;
      if (delay === null || policy.now() + delay >= deadline) {
        if ('failure' in outcome) throw outcome.failure;
        return outcome.response;
      }
      await new Promise<void>((resolve) => policy.schedule(delay, resolve));
    }
  };
}
