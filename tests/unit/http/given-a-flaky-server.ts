import { InMemoryClock } from '../../../adapters/browser/in-memory-clock';
import { networkPolicy, type NetworkPolicy } from '../../../adapters/http/network-policy';

export type Reply = { status: number; body?: string; headers?: Record<string, string> } | 'network-error' | 'never';

/** A server that answers each request with the next reply of its script (the last one repeats), and counts them. */
export function givenAFlakyServer(...replies: Reply[]) {
  const seen: Request[] = [];
  const fetch = async (request: Request): Promise<Response> => {
    seen.push(request);
    const reply = replies[Math.min(seen.length - 1, replies.length - 1)]!;
    if (reply === 'never') return new Promise<Response>(() => undefined);
    if (reply === 'network-error') throw new TypeError('fetch failed');
    return new Response(reply.body ?? '{}', { status: reply.status, headers: reply.headers });
  };
  return { fetch, seen };
}

/** The shop's network policy over an in-memory clock; jitter at its middle unless told. */
export function givenThePolicy(settings: Parameters<typeof networkPolicy>[1] = {}) {
  const clock = new InMemoryClock();
  const policy: NetworkPolicy = networkPolicy(clock, { random: () => 0.5, ...settings });
  return { clock, policy };
}

/** Lets the promises run, then moves the clock on, step by step, until `ms` have passed. */
export async function passTime(clock: InMemoryClock, ms: number, stepMs = 50): Promise<void> {
  for (let passed = 0; passed < ms; passed += stepMs) {
    await flush();
    clock.advanceBy(Math.min(stepMs, ms - passed));
  }
  await flush();
}

async function flush(): Promise<void> {
  for (let i = 0; i < 10; i++) await new Promise<void>((resolve) => setImmediate(resolve));
}
