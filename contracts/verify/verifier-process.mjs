// Runs Pact's verifier in a child process of the kit, so the kit can always stop it. Receives
// its options as one IPC message, writes Pact's own output to its stdout (the log file) and
// sends back { results } (the verifier's JSON report) or { crash } (why there is none).
import { Verifier } from '@pact-foundation/pact';
import { authorizationHeader } from './authorization-header.mjs';
import { EXAMPLE_LOGIN_AUTHORIZATION, exampleAuthorizations } from './example-authorizations.mjs';

async function verify({ provider, baseUrl, statesUrl, token, loginToken, pactFile, logLevel }) {
  const header = token ? authorizationHeader(token) : undefined;
  const loginHeader = loginToken ? authorizationHeader(loginToken) : header;
  const examples = header ? exampleAuthorizations(pactFile) : new Set();
  const verifier = new Verifier({
    provider,
    providerBaseUrl: baseUrl,
    pactUrls: [pactFile],
    logLevel,
    // The core posts { state, params, action } to the states URL itself, before and after each interaction.
    ...(statesUrl ? { providerStatesSetupUrl: statesUrl } : {}),
    ...(header
      ? {
          requestFilter: (request, _response, next) => {
            const example = request.headers.authorization;
            if (examples.has(example))
              request.headers.authorization = example === EXAMPLE_LOGIN_AUTHORIZATION ? loginHeader : header;
            next();
          },
        }
      : {}),
  });
  try {
    return { results: JSON.parse(await verifier.verifyProvider()) };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    try {
      return { results: JSON.parse(message) };
    } catch {
      return { crash: message };
    }
  }
}

// Without the kit there is no one to report to: stop with it. Not process.exit(), which waits
// for the verifier's native work to end and so can hang for as long as the provider does.
process.once('disconnect', () => process.kill(process.pid, 'SIGKILL'));
process.once('message', async (options) => {
  console.log(`PACT_DO_NOT_TRACK=${process.env.PACT_DO_NOT_TRACK ?? ''}`);
  const outcome = await verify(options);
  process.send(outcome, () => process.exit(0));
});
