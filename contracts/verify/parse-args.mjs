// The kit's command line: options win over the environment variables of the same meaning.
import { parseArgs } from 'node:util';

export const LOG_LEVELS = ['trace', 'debug', 'info', 'warn', 'error'];
export const DEFAULT_TIMEOUT_SECONDS = 600;

export const usage = (providers) => `Usage: npm run pact:verify -- --provider <${providers.join('|')}> --base-url <url> [options]

  --provider <name>     the API to verify (env PROVIDER)
  --base-url <url>      where it runs; pact paths start with /api/ or / (env PROVIDER_BASE_URL)
  --states-url <url>    receives POST {"state", "params", "action": "setup"|"teardown"} around each
                        interaction (env PROVIDER_STATES_URL)
  --token <token>       replaces the pact's example Authorization header: a bare token is sent as
                        "Bearer <token>", "Basic …" or another scheme as given (env PROVIDER_TOKEN)
  --login-token <token> a login token of customer 77: replaces the example login token on the calls
                        that read or change a customer's data (env PROVIDER_LOGIN_TOKEN; default --token)
  --log-level <level>   ${LOG_LEVELS.join(' | ')} for Pact's own log (env PACT_LOG_LEVEL, default warn)
  --log-file <path>     where Pact's own output goes (default: a new file in the temp directory)
  --timeout <seconds>   stop the verifier after this long (default ${DEFAULT_TIMEOUT_SECONDS})
  -h, --help            this text

Exit codes: 0 all interactions passed, 1 one or more failed, 2 wrong arguments,
3 the API or the states URL does not answer, 4 the verifier crashed or timed out.`;

const OPTIONS = {
  provider: { type: 'string' },
  'base-url': { type: 'string' },
  'states-url': { type: 'string' },
  token: { type: 'string' },
  'login-token': { type: 'string' },
  'log-level': { type: 'string' },
  'log-file': { type: 'string' },
  timeout: { type: 'string' },
  help: { type: 'boolean', short: 'h' },
};

/** → { kind: 'help' } | { kind: 'usage', message } | { kind: 'run', options } */
export function parseVerifyArgs(argv, env, providers) {
  let values;
  try {
    ({ values } = parseArgs({ args: argv, options: OPTIONS, strict: true, allowPositionals: false }));
  } catch (error) {
    return { kind: 'usage', message: error.message };
  }
  if (values.help) return { kind: 'help' };
  const pick = (option, variable) => values[option] || (variable ? env[variable] : undefined) || undefined;

  const provider = pick('provider', 'PROVIDER');
  if (!provider) return { kind: 'usage', message: 'Missing --provider (or PROVIDER).' };
  if (!providers.includes(provider))
    return { kind: 'usage', message: `Unknown provider "${provider}": use one of ${providers.join(', ')}.` };
  const baseUrl = pick('base-url', 'PROVIDER_BASE_URL');
  if (!baseUrl) return { kind: 'usage', message: 'Missing --base-url (or PROVIDER_BASE_URL).' };
  if (!isHttpUrl(baseUrl)) return { kind: 'usage', message: `--base-url must be an http(s) URL, got "${baseUrl}".` };
  const statesUrl = pick('states-url', 'PROVIDER_STATES_URL');
  if (statesUrl && !isHttpUrl(statesUrl))
    return { kind: 'usage', message: `--states-url must be an http(s) URL, got "${statesUrl}".` };
  const logLevel = pick('log-level', 'PACT_LOG_LEVEL') ?? 'warn';
  if (!LOG_LEVELS.includes(logLevel))
    return { kind: 'usage', message: `--log-level must be one of ${LOG_LEVELS.join(', ')}, got "${logLevel}".` };
  const timeout = Number(pick('timeout') ?? DEFAULT_TIMEOUT_SECONDS);
  if (!(timeout > 0)) return { kind: 'usage', message: `--timeout must be a number of seconds, got "${values.timeout}".` };

  return {
    kind: 'run',
    options: {
      provider,
      baseUrl: baseUrl.replace(/\/+$/, ''),
      statesUrl,
      token: pick('token', 'PROVIDER_TOKEN'),
      loginToken: pick('login-token', 'PROVIDER_LOGIN_TOKEN'),
      logLevel,
      logFile: pick('log-file'),
      timeoutMs: timeout * 1000,
    },
  };
}

function isHttpUrl(value) {
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
}
