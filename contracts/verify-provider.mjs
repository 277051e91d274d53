#!/usr/bin/env node
// Verifies one provider's running API against the storefront's committed pact:
//
//   npm run pact:verify -- --provider shop-api --base-url http://localhost:8080 [--states-url …] [--token …]
//
// `--help` lists the options and exit codes; contracts/README.md ("For backend teams") explains them.
import { parseVerifyArgs, usage } from './verify/parse-args.mjs';
import { knownProviders } from './verify/providers.mjs';
import { EXIT, verifyProvider } from './verify/run-verification.mjs';

const providers = knownProviders();
const parsed = parseVerifyArgs(process.argv.slice(2), process.env, providers);
if (parsed.kind === 'help') {
  console.log(usage(providers));
} else if (parsed.kind === 'usage') {
  console.error(`${parsed.message}\n\n${usage(providers)}`);
  process.exitCode = EXIT.usage;
} else {
  const result = await verifyProvider({ ...parsed.options, log: (line) => console.log(line) });
  process.exitCode = result.exitCode;
}
