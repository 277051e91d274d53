#!/usr/bin/env node
// Checks every committed pact against the OpenAPI file of its provider with
// @pactflow/swagger-mock-validator (its documented CLI). Warnings are reported but allowed;
// any error makes the script exit 1.
//
//   node contracts/check-pacts-against-openapi.mjs
//
// Run the consumer tests first (vitest run --project contracts): they write contracts/pacts/.
//
// Note: the validator's own postinstall (patch-package, patching ajv) does not run under npm 11,
// which blocks dependency install scripts. It is not needed: the published dist/ bundles its
// own, already patched, copy of ajv and never loads node_modules/ajv.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../', import.meta.url));
const cli = fileURLToPath(
  new URL('../node_modules/@pactflow/swagger-mock-validator/bin/swagger-mock-validator.mjs', import.meta.url),
);

const checks = [
  { provider: 'shop-api', spec: 'openapi/shop-api.yaml', pact: 'contracts/pacts/storefront-shop-api.json' },
  { provider: 'fast-api', spec: 'openapi/fast-api.yaml', pact: 'contracts/pacts/storefront-fast-api.json' },
  {
    provider: 'search-service',
    spec: 'openapi/search-service.yaml',
    pact: 'contracts/pacts/storefront-search-service.json',
  },
  {
    provider: 'review-service',
    spec: 'openapi/review-service.yaml',
    pact: 'contracts/pacts/storefront-review-service.json',
  },
];

if (!existsSync(cli)) {
  console.error(`swagger-mock-validator not found at ${cli}; run npm ci first.`);
  process.exit(1);
}

const count = (output, word) => {
  const match = new RegExp(`(\\d+) ${word}\\(s\\)`).exec(output);
  return match ? Number(match[1]) : null;
};

let failed = 0;
const rows = [];
for (const { provider, spec, pact } of checks) {
  if (!existsSync(new URL(`../${pact}`, import.meta.url))) {
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
  const run = spawnSync(process.execPath, [cli, spec, pact], { cwd: root, encoding: 'utf8' });
  const output = `${run.stdout ?? ''}${run.stderr ?? ''}`;
  const errors = count(output, 'error');
  const warnings = count(output, 'warning');
  const ok = run.status === 0 && errors === 0;
  if (!ok) {
    failed += 1;
    console.error(`\n--- ${provider}: ${pact} against ${spec} ---\n${output.trim()}\n`);
  } else if (warnings) {
    console.warn(`\n--- ${provider}: warnings ---\n${output.trim()}\n`);
  }
  rows.push({
    provider,
    result: ok ? 'ok' : 'FAILED',
    errors: errors ?? '?',
    warnings: warnings ?? '?',
    detail: `${pact} vs ${spec}`,
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
