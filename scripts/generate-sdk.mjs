#!/usr/bin/env node
// Generates the SDK types in adapters/http/generated/ from the OpenAPI files in openapi/.
//   node scripts/generate-sdk.mjs          write the generated files
//   node scripts/generate-sdk.mjs --check  generate in memory, compare with the committed
//                                          files, list those that differ, exit 1 on drift
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';

const root = new URL('../', import.meta.url);
const outDir = new URL('adapters/http/generated/', root);
const specs = ['shop-api', 'fast-api', 'search-service'];
const check = process.argv.includes('--check');

async function generate(name) {
  const ast = await openapiTS(new URL(`openapi/${name}.yaml`, root));
  return (
    `// Generated from openapi/${name}.yaml. Do not edit.\n` +
    `// Regenerate with: node scripts/generate-sdk.mjs\n\n${astToString(ast)}`
  );
}

const readOrNull = (url) => readFile(url, 'utf8').catch(() => null);

let drift = 0;
if (!check) await mkdir(outDir, { recursive: true });
for (const name of specs) {
  const target = new URL(`${name}.ts`, outDir);
  const rel = fileURLToPath(target).slice(fileURLToPath(root).length);
  const text = await generate(name);
  if (!check) {
    await writeFile(target, text);
    console.log(`wrote ${rel}`);
  } else if ((await readOrNull(target)) !== text) {
    drift += 1;
    console.error(`drift: ${rel} differs from openapi/${name}.yaml`);
  } else {
    console.log(`up to date: ${rel}`);
  }
}
if (drift > 0) {
  console.error(`${drift} generated file(s) out of date: run node scripts/generate-sdk.mjs`);
  process.exit(1);
}
