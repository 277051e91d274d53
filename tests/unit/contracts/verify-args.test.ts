import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { authorizationHeader } from '../../../contracts/verify/authorization-header.mjs';
import { parseVerifyArgs, type ParsedArgs, type VerifyOptions } from '../../../contracts/verify/parse-args.mjs';
import { knownProviders } from '../../../contracts/verify/providers.mjs';
import { verifierEnvironment } from '../../../contracts/verify/verifier-environment.mjs';

const PROVIDERS = ['fast-api', 'search-service', 'shop-api'];

const parse = (argv: string[], env: Record<string, string> = {}): ParsedArgs => parseVerifyArgs(argv, env, PROVIDERS);

function optionsOf(parsed: ParsedArgs): VerifyOptions {
  if (parsed.kind !== 'run') throw new Error(`expected options, got ${JSON.stringify(parsed)}`);
  return parsed.options;
}

function usageMessageOf(parsed: ParsedArgs): string {
  if (parsed.kind !== 'usage') throw new Error(`expected a usage error, got ${JSON.stringify(parsed)}`);
  return parsed.message;
}

describe('the verification kit reads its options', () => {
  it('takes the provider, base URL, states URL and token from the command line', () => {
    const options = optionsOf(
      parse([
        '--provider',
        'shop-api',
        '--base-url',
        'http://localhost:8080/',
        '--states-url',
        'http://localhost:8080/_states',
        '--token',
        't0k',
      ]),
    );
    expect(options).toMatchObject({
      provider: 'shop-api',
      baseUrl: 'http://localhost:8080',
      statesUrl: 'http://localhost:8080/_states',
      token: 't0k',
      logLevel: 'warn',
    });
  });

  it('falls back to PROVIDER, PROVIDER_BASE_URL, PROVIDER_STATES_URL, PROVIDER_TOKEN and PACT_LOG_LEVEL', () => {
    const env = {
      PROVIDER: 'fast-api',
      PROVIDER_BASE_URL: 'http://fast.local',
      PROVIDER_STATES_URL: 'http://fast.local/states',
      PROVIDER_TOKEN: 'env-token',
      PACT_LOG_LEVEL: 'debug',
    };
    expect(optionsOf(parse([], env))).toMatchObject({
      provider: 'fast-api',
      baseUrl: 'http://fast.local',
      statesUrl: 'http://fast.local/states',
      token: 'env-token',
      logLevel: 'debug',
    });
  });

  it('takes the login token of customer 77 from --login-token or PROVIDER_LOGIN_TOKEN', () => {
    const base = ['--provider', 'shop-api', '--base-url', 'http://x.local'];
    expect(optionsOf(parse([...base, '--login-token', 'jwt-77'])).loginToken).toBe('jwt-77');
    expect(optionsOf(parse(base, { PROVIDER_LOGIN_TOKEN: 'env-jwt' })).loginToken).toBe('env-jwt');
    expect(optionsOf(parse(base)).loginToken).toBeUndefined();
  });

  it('lets an option win over its environment variable', () => {
    const env = { PROVIDER: 'fast-api', PROVIDER_BASE_URL: 'http://env.local', PROVIDER_TOKEN: 'env-token' };
    expect(
      optionsOf(parse(['--provider', 'search-service', '--base-url', 'http://cli.local', '--token', 'cli'], env)),
    ).toMatchObject({
      provider: 'search-service',
      baseUrl: 'http://cli.local',
      token: 'cli',
    });
  });

  it('turns --timeout seconds into milliseconds, ten minutes unless given', () => {
    expect(optionsOf(parse(['--provider', 'shop-api', '--base-url', 'http://x.local'])).timeoutMs).toBe(600_000);
    expect(optionsOf(parse(['--provider', 'shop-api', '--base-url', 'http://x.local', '--timeout', '30'])).timeoutMs).toBe(
      30_000,
    );
  });

  it('asks for a provider and a base URL when either is missing', () => {
    expect(usageMessageOf(parse(['--base-url', 'http://x.local']))).toBe('Missing --provider (or PROVIDER).');
    expect(usageMessageOf(parse(['--provider', 'shop-api']))).toBe('Missing --base-url (or PROVIDER_BASE_URL).');
  });

  it('names the known providers when given an unknown one', () => {
    expect(usageMessageOf(parse(['--provider', 'shop', '--base-url', 'http://x.local']))).toBe(
      'Unknown provider "shop": use one of fast-api, search-service, shop-api.',
    );
  });

  it('refuses a base URL that is not http(s), an unknown option, a bad log level or timeout', () => {
    expect(usageMessageOf(parse(['--provider', 'shop-api', '--base-url', 'localhost:8080']))).toMatch(/--base-url must be/);
    expect(usageMessageOf(parse(['--provider', 'shop-api', '--base-url', 'http://x.local', '--verbose']))).toMatch(/verbose/);
    expect(usageMessageOf(parse(['--provider', 'shop-api', '--base-url', 'http://x.local', '--log-level', 'loud']))).toMatch(
      /--log-level/,
    );
    expect(usageMessageOf(parse(['--provider', 'shop-api', '--base-url', 'http://x.local', '--timeout', 'soon']))).toMatch(
      /--timeout/,
    );
  });

  it('answers --help with the usage', () => {
    expect(parse(['--help'])).toEqual({ kind: 'help' });
    expect(parse(['-h'])).toEqual({ kind: 'help' });
  });
});

describe('npm run pact:verify', () => {
  const CLI = fileURLToPath(new URL('../../../contracts/verify-provider.mjs', import.meta.url));
  const run = (...argv: string[]) =>
    spawnSync(process.execPath, [CLI, ...argv], { encoding: 'utf8', env: { PATH: process.env.PATH ?? '' } });

  it('prints the usage and exits 2 without a provider or base URL', () => {
    const result = run();
    expect(result.status).toBe(2);
    expect(result.stderr).toMatch(/^Missing --provider \(or PROVIDER\)\.\n\nUsage: npm run pact:verify -- --provider/);
  });

  it('prints the usage and exits 0 for --help', () => {
    const result = run('--help');
    expect(result.status).toBe(0);
    expect(result.stdout).toMatch(/^Usage: npm run pact:verify/);
  });
});

describe('the providers the kit knows', () => {
  it('are the committed pact files, so a new provider needs only its pact', () => {
    expect(knownProviders()).toEqual(expect.arrayContaining(PROVIDERS));
  });
});

describe('the Authorization header the kit sends', () => {
  it('is a bearer token for a bare token', () => {
    expect(authorizationHeader('abc123')).toBe('Bearer abc123');
  });

  it('is the value as given when it names its scheme', () => {
    expect(authorizationHeader('Basic ZnJvbnQ6a2V5')).toBe('Basic ZnJvbnQ6a2V5');
    expect(authorizationHeader('Bearer abc123')).toBe('Bearer abc123');
  });
});

describe("Pact's usage tracking", () => {
  it('is off unless the user turned it on', () => {
    expect(verifierEnvironment({ PATH: '/bin' })).toEqual({ PATH: '/bin', PACT_DO_NOT_TRACK: 'true' });
    expect(verifierEnvironment({ PACT_DO_NOT_TRACK: 'false' }).PACT_DO_NOT_TRACK).toBe('false');
  });
});
