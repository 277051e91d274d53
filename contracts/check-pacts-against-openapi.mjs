#!/usr/bin/env node
// Checks every committed pact against the OpenAPI file of its provider with
// @pactflow/swagger-mock-validator (its documented API, as its CLI uses it). Each problem is
// printed on one line naming the provider, the operation (method, path and operationId) and the
// interaction. Warnings are reported but allowed; any error makes the script exit 1. Response
// fields the OpenAPI file does not declare are errors (the validator's default), so removing a
// field that an interaction reads fails here.
//
//   node contracts/check-pacts-against-openapi.mjs [--openapi <dir>] [--provider <name>]
//
// --openapi reads the OpenAPI files from another directory (default openapi/); --provider checks
// one provider's pact only.
// Run the consumer tests first (vitest run --project contracts): they write contracts/pacts/.
//
// Note: the validator's own postinstall (patch-package, patching ajv) does not run under npm 11,
// which blocks dependency install scripts. It is not needed: the published dist/ bundles its
// own, already patched, copy of ajv and never loads node_modules/ajv.
import { existsSync, readFileSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SwaggerMockValidatorFactory } from '@pactflow/swagger-mock-validator';
import { parse } from 'yaml';

const root = fileURLToPath(new URL('../', import.meta.url));
const argv = process.argv.slice(2);
const flag = argv.indexOf('--openapi');
const specDir = flag === -1 ? resolve(root, 'openapi') : resolve(argv[flag + 1]);
const only = argv.includes('--provider') ? argv[argv.indexOf('--provider') + 1] : null;

/** A path inside the repository relative to it, any other path as it is. */
const shown = (path) => (relative(root, path).startsWith('..') ? path : relative(root, path));

const checks = [
  { provider: 'shop-api', spec: 'shop-api.yaml', pact: 'contracts/pacts/storefront-shop-api.json' },
  { provider: 'fast-api', spec: 'fast-api.yaml', pact: 'contracts/pacts/storefront-fast-api.json' },
  { provider: 'search-service', spec: 'search-service.yaml', pact: 'contracts/pacts/storefront-search-service.json' },
  { provider: 'review-service', spec: 'review-service.yaml', pact: 'contracts/pacts/storefront-review-service.json' },
];

/** "GET /api/rewriting (resolveUrl)", or the interaction's own request when the spec has no such operation. */
function operationOf(problem, doc, pactFile) {
  const { pathName, pathMethod } = problem.specDetails ?? {};
  if (pathName && pathMethod) {
    const id = doc.paths?.[pathName]?.[pathMethod]?.operationId;
    return `${pathMethod.toUpperCase()} ${pathName}${id ? ` (${id})` : ''}`;
  }
  const index = /interactions\[(\d+)\]/.exec(problem.mockDetails?.location ?? '')?.[1];
  const request = index === undefined ? undefined : pactFile.interactions?.[Number(index)]?.request;
  return request ? `${request.method} ${request.path} (no such operation in the spec)` : 'an unknown operation';
}

function describe(provider, problem, doc, pactFile) {
  const interaction = problem.mockDetails?.interactionDescription;
  return `${provider} ${operationOf(problem, doc, pactFile)}${interaction ? ` — interaction "${interaction}"` : ''}: ${problem.code}: ${problem.message}`;
}

let failed = 0;
const rows = [];
for (const { provider, spec, pact } of checks.filter((check) => only === null || check.provider === only)) {
  const specPath = resolve(specDir, spec);
  const pactPath = resolve(root, pact);
  if (!existsSync(pactPath)) {
    failed += 1;
    rows.push({
      provider,
      result: 'MISSING',
      errors: '-',
      warnings: '-',
      detail: `${pact} not found: run node_modules/.bin/vitest run --project contracts`,
    });
    continue;
  }
  const result = await SwaggerMockValidatorFactory.create().validate({ specPathOrUrl: specPath, mockPathOrUrl: pactPath });
  const doc = parse(readFileSync(specPath, 'utf8'));
  const pactFile = JSON.parse(readFileSync(pactPath, 'utf8'));
  const ok = result.success && result.errors.length === 0;
  if (!ok) {
    failed += 1;
    console.error(`\n--- ${provider}: ${pact} against ${shown(specPath)} ---`);
    if (result.errors.length === 0) console.error(`  ${result.failureReason}`);
  }
  for (const problem of result.errors) console.error(`  ERROR   ${describe(provider, problem, doc, pactFile)}`);
  for (const problem of result.warnings) console.warn(`  warning ${describe(provider, problem, doc, pactFile)}`);
  rows.push({
    provider,
    result: ok ? 'ok' : 'FAILED',
    errors: result.errors.length,
    warnings: result.warnings.length,
    detail: `${pact} vs ${shown(specPath)}`,
  });
}

console.log('\nPact ↔ OpenAPI check (swagger-mock-validator)');
for (const row of rows) {
  console.log(
    `  ${row.result.padEnd(7)} ${row.provider.padEnd(9)} errors: ${String(row.errors).padEnd(3)} warnings: ${String(row.warnings).padEnd(3)} ${row.detail}`,
  );
}
if (failed > 0) {
  console.error(`\n${failed} pact(s) failed validation.`);
  process.exit(1);
}
console.log('\nAll pacts are compatible with their OpenAPI files.');
