#!/usr/bin/env node
// npm run contracts:coverage — one row per OpenAPI operation (every openapi/*.yaml): whether an
// http adapter calls it (adapters/http/*.ts) and the pact interactions that cover it
// (contracts/pacts/storefront-<name>.json). Exits 1 when a called operation has no interaction,
// or when a call or an interaction cannot be placed; prints what is missing.
//
// It also checks the provider-states tables of contracts/README.md against the pacts.
//
//   node contracts/contracts-coverage.mjs                 # the table and the verdict
//   node contracts/contracts-coverage.mjs --summary       # only the verdict (npm test)
//   node contracts/contracts-coverage.mjs --write-states  # regenerate the README's state tables
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parse } from 'yaml';
import { coverageReport } from './coverage-report.mjs';
import { writeStateTable } from './provider-states.mjs';

const root = fileURLToPath(new URL('../', import.meta.url));
/** The consumer name of the pact files (contracts/pact-files.ts). */
const CONSUMER = 'storefront';
const read = (path) => readFileSync(`${root}${path}`, 'utf8');

/** Every provider with an OpenAPI file; its pact may not exist yet (then nothing is covered). */
export function loadSpecs() {
  return readdirSync(`${root}openapi`)
    .filter((name) => name.endsWith('.yaml'))
    .sort()
    .map((name) => {
      const provider = name.replace(/\.yaml$/, '');
      const pactPath = `contracts/pacts/${CONSUMER}-${provider}.json`;
      return {
        provider,
        specPath: `openapi/${name}`,
        pactPath,
        document: parse(read(`openapi/${name}`)),
        pact: existsSync(`${root}${pactPath}`) ? JSON.parse(read(pactPath)) : null,
      };
    });
}

export function loadAdapters() {
  return readdirSync(`${root}adapters/http`)
    .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts') && !name.endsWith('.d.ts'))
    .sort()
    .map((name) => ({ file: `adapters/http/${name}`, source: read(`adapters/http/${name}`) }));
}

function printTable(specs, rows) {
  for (const spec of specs) {
    const own = rows.filter((row) => row.provider === spec.provider);
    const called = own.filter((row) => row.calledBy.length > 0);
    const covered = called.filter((row) => row.interactions.length > 0);
    console.log(`\n${spec.provider}  (${spec.specPath} ↔ ${spec.pact ? spec.pactPath : `${spec.pactPath}: missing`})`);
    console.log(`  ${own.length} operations, ${called.length} called by an adapter, ${covered.length} of those covered\n`);
    const width = Math.max(...own.map((row) => `${row.method} ${row.path}`.length));
    const idWidth = Math.max(...own.map((row) => String(row.operationId).length));
    for (const row of own) {
      const verdict = row.calledBy.length === 0 ? 'unused' : row.interactions.length > 0 ? 'ok' : 'MISSING';
      const line = `  ${verdict.padEnd(7)} ${`${row.method} ${row.path}`.padEnd(width)}  ${String(row.operationId).padEnd(idWidth)}`;
      const calls = row.calledBy.length ? `called ${row.calledBy.length}×` : 'not called';
      console.log(`${line}  ${calls.padEnd(11)} ${row.interactions.length} interaction(s)`);
      for (const description of row.interactions) console.log(`          · ${description}`);
    }
  }
}

const README = 'contracts/README.md';

/** Rewrites the state tables (state, parameters, requests) from the pacts; the data column is kept. */
function writeStates(specs) {
  let readme = read(README);
  for (const spec of specs.filter((one) => one.pact !== null)) readme = writeStateTable(readme, spec.provider, spec.pact);
  writeFileSync(`${root}${README}`, readme);
  console.log(`${README}: state tables rewritten; fill in any empty "data it needs" cell, then run prettier --write ${README}.`);
  return 0;
}

export function main(args) {
  const specs = loadSpecs();
  if (args.includes('--write-states')) return writeStates(specs);
  const { rows, missing, problems } = coverageReport({
    specs,
    adapters: loadAdapters(),
    clientsSource: read('adapters/http/http-clients.ts'),
    readme: read('adapters/http/README.md'),
    statesReadme: read(README),
  });
  if (!args.includes('--summary')) printTable(specs, rows);
  const called = rows.filter((row) => row.calledBy.length > 0);
  if (problems.length > 0) {
    console.error(`\nContract coverage: ${problems.length} problem(s)`);
    for (const problem of problems) console.error(`  - ${problem}`);
    console.error(`\n${called.length - missing.length} of ${called.length} called operations have a pact interaction.`);
    return 1;
  }
  console.log(`\nContract coverage: all ${called.length} operations the adapters call have a pact interaction.`);
  return 0;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) process.exitCode = main(process.argv.slice(2));
