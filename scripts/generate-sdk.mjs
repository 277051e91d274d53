#!/usr/bin/env node
// Generates, from each OpenAPI file in openapi/, into adapters/http/generated/:
//   <spec>.ts             the SDK types (openapi-typescript `paths` and `components`)
//   <spec>-<tag>-validators.ts  one response validator per operation and status, a module per
//                               operation tag (generate-validators.mjs)
//
//   node scripts/generate-sdk.mjs          write the generated files
//   node scripts/generate-sdk.mjs --check  generate in memory, compare with the committed
//                                          files, list those that differ, exit 1 on drift
//   --in <dir> / --out <dir>               read the specs from / write the files to other
//                                          directories (default openapi/ and adapters/http/generated/)
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { relative, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';
import { generateValidators } from './generate-validators.mjs';

const root = fileURLToPath(new URL('../', import.meta.url));
export const SPECS = ['shop-api', 'fast-api', 'search-service', 'review-service'];

async function generateTypes(specPath, name) {
  const ast = await openapiTS(pathToFileURL(specPath));
  return (
    `// Generated from openapi/${name}.yaml. Do not edit.\n` +
    `// Regenerate with: node scripts/generate-sdk.mjs\n\n${astToString(ast)}`
  );
}

/** Every generated file for the specs in `inDir`: [file name, text]. */
export async function generateAll(inDir) {
  const files = [];
  for (const name of SPECS) {
    const specPath = resolve(inDir, `${name}.yaml`);
    files.push([`${name}.ts`, await generateTypes(specPath, name)]);
    files.push(...(await generateValidators(specPath, name)));
  }
  return files;
}

const readOrNull = (path) => readFile(path, 'utf8').catch(() => null);

async function main(argv) {
  const option = (flag, fallback) => {
    const index = argv.indexOf(flag);
    return index === -1 ? fallback : resolve(argv[index + 1]);
  };
  const inDir = option('--in', resolve(root, 'openapi'));
  const outDir = option('--out', resolve(root, 'adapters/http/generated'));
  const check = argv.includes('--check');
  const rel = (path) => relative(process.cwd(), path) || '.';

  let drift = 0;
  if (!check) await mkdir(outDir, { recursive: true });
  for (const [file, text] of await generateAll(inDir)) {
    const target = resolve(outDir, file);
    if (!check) {
      await writeFile(target, text);
      console.log(`wrote ${rel(target)}`);
    } else if ((await readOrNull(target)) !== text) {
      drift += 1;
      console.error(`drift: ${rel(target)} differs from ${rel(inDir)}`);
    } else {
      console.log(`up to date: ${rel(target)}`);
    }
  }
  if (drift > 0) {
    console.error(`${drift} generated file(s) out of date: run node scripts/generate-sdk.mjs`);
    process.exit(1);
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await main(process.argv.slice(2));
