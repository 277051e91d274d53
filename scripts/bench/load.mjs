// Load on one address with autocannon: a fixed number of requests over N connections, each
// response's time kept, so the percentiles are the requests' own (autocannon's summary has no p95).
import autocannon from 'autocannon';
import { percentile } from './stats.mjs';

/** What a load run amounts to: requests per second and latency percentiles, from each response's time. */
export function loadSummary({ latenciesMs, durationS, non2xx, errors, timeouts, statuses = {} }) {
  return {
    requests: latenciesMs.length,
    durationS,
    requestsPerS: latenciesMs.length / durationS,
    p50Ms: percentile(latenciesMs, 50),
    p95Ms: percentile(latenciesMs, 95),
    maxMs: Math.max(...latenciesMs),
    non2xx,
    statuses,
    errors,
    timeouts,
  };
}

/** Sends `amount` requests to `url` over `connections` connections, as fast as the server answers. */
export async function load(url, { connections, amount }) {
  const latenciesMs = [];
  const instance = autocannon({ url, connections, amount, timeout: 30 });
  instance.on('response', (_client, _status, _bytes, responseTime) => latenciesMs.push(responseTime));
  const result = await instance;
  return loadSummary({
    latenciesMs,
    durationS: result.duration,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    statuses: Object.fromEntries(Object.entries(result.statusCodeStats ?? {}).map(([status, { count }]) => [status, count])),
  });
}
