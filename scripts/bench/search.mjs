// Part 4: keystroke → results painted in the live search on the fake build (scripts/bench/search-latency.mjs).
import { fakeBuild, preview } from './builds.mjs';
import { check, info } from './checks.mjs';
import { CPU_THROTTLING, DEBOUNCE_MS, searchLatency } from './search-latency.mjs';

export async function search() {
  const server = await preview(fakeBuild());
  try {
    console.log(`  40 keystrokes at ${CPU_THROTTLING}× CPU`);
    const latency = await searchLatency(server.url);
    const where = `search keystroke → results painted, ${latency.keystrokes} keystrokes (${CPU_THROTTLING}× CPU, ${DEBOUNCE_MS} ms debounce excluded)`;
    return {
      data: { build: 'fake', cpuThrottling: CPU_THROTTLING, debounceExcludedMs: DEBOUNCE_MS, ...latency },
      checks: [
        info(`${where}: p50`, latency.p50Ms, 'ms'),
        check(`${where}: p95`, latency.p95Ms, 'ms', '<=', 100, `max ${latency.maxMs} ms`),
      ],
    };
  } finally {
    await server.stop();
  }
}
