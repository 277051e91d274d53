// The verification kit as a function: checks that the provider answers, runs Pact's verifier in
// a child process it can always stop, and reports one line per interaction and a summary.
import { fork } from 'node:child_process';
import { closeSync, existsSync, openSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkReachable } from './check-reachable.mjs';
import { consumerVersion } from './consumer-version.mjs';
import { CONSUMER, PACT_DIR, pactFileOf } from './providers.mjs';
import { interactionReport } from './report-lines.mjs';
import { verifierEnvironment } from './verifier-environment.mjs';

const VERIFIER_PROCESS = fileURLToPath(new URL('./verifier-process.mjs', import.meta.url));

export const EXIT = { passed: 0, failed: 1, usage: 2, unreachable: 3, stopped: 4 };

export async function verifyProvider({
  provider,
  baseUrl,
  statesUrl,
  token,
  loginToken,
  logLevel = 'warn',
  logFile,
  timeoutMs = 600_000,
  reachTimeoutMs = 5000,
  pactDir = PACT_DIR,
  env = process.env,
  log = () => undefined,
}) {
  const lines = [];
  const say = (line) => {
    lines.push(line);
    log(line);
  };
  const pactLog = resolve(logFile ?? join(tmpdir(), `pact-verify-${provider}-${Date.now()}.log`));
  const end = (exitCode, passed = 0, failed = 0) => ({ exitCode, passed, failed, lines, logFile: pactLog });

  const pactFile = pactFileOf(provider, pactDir);
  if (!existsSync(pactFile)) {
    say(`No pact file for ${provider} at ${pactFile}.`);
    return end(EXIT.usage);
  }
  for (const [what, url] of [
    [provider, baseUrl],
    ['the states URL', statesUrl],
  ]) {
    if (!url) continue;
    const reach = await checkReachable(url, reachTimeoutMs);
    if (!reach.ok) {
      say(`Cannot reach ${what} at ${url} (${reach.reason}): is it running there?`);
      return end(EXIT.unreachable);
    }
  }

  say(
    `Verifying the pacts of ${CONSUMER} ${consumerVersion()} against ${provider} at ${baseUrl}` +
      (statesUrl ? ` (states: ${statesUrl})` : ' (no states URL: the data must already be there)'),
  );
  const outcome = await runVerifier(
    { provider, baseUrl, statesUrl, token, loginToken, pactFile, logLevel },
    { env: verifierEnvironment(env), logFile: pactLog, timeoutMs },
  );
  if (!outcome.results) {
    say(`✗ ${outcome.stopped}; Pact's own output: ${pactLog}`);
    return end(EXIT.stopped);
  }
  const report = interactionReport(JSON.parse(readFileSync(pactFile, 'utf8')), outcome.results);
  report.lines.forEach(say);
  const ok = report.failed === 0 && report.passed > 0 && outcome.results.result !== false;
  say(`${CONSUMER} ↔ ${provider}: ${report.passed} passed, ${report.failed} failed${ok ? '' : ' — verification failed'}`);
  say(`Pact's own output: ${pactLog}`);
  return end(ok ? EXIT.passed : EXIT.failed, report.passed, report.failed);
}

/** Forks the verifier process; resolves with { results } or { stopped: why there are none }. */
function runVerifier(options, { env, logFile, timeoutMs }) {
  const output = openSync(logFile, 'a');
  const child = fork(VERIFIER_PROCESS, [], { stdio: ['ignore', output, output, 'ipc'], env, execArgv: [] });
  closeSync(output);
  return new Promise((done) => {
    let outcome;
    const timer = setTimeout(() => {
      outcome ??= { stopped: `The verifier did not finish within ${timeoutMs / 1000} s and was stopped` };
      child.kill('SIGKILL');
    }, timeoutMs);
    child.on('message', (message) => {
      outcome ??= Array.isArray(message?.results?.interactionResults)
        ? { results: message.results }
        : { stopped: `The verifier stopped without a report (${String(message?.crash ?? 'no results').split('\n')[0]})` };
      // The report is in: a child that does not exit by itself soon is stopped.
      setTimeout(() => child.kill('SIGKILL'), 2000).unref();
    });
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      done(outcome ?? { stopped: `The verifier stopped without a report (${signal ?? `exit code ${code}`})` });
    });
    child.send(options);
  });
}
