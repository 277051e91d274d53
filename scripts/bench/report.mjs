// The results: bench/results.json (merged with the parts of earlier runs that this one did not
// measure), bench/results.md (one table), and the summary on the console.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as prettier from 'prettier';

const verdict = (row) => (row.pass === null ? 'info' : row.pass ? 'pass' : 'FAIL');
const figure = (row) => (row.value === null ? '—' : `${row.value}${row.unit ? ` ${row.unit}` : ''}`);

export function printPart(name, part) {
  console.log(`\n${name}${part.error ? ` (failed: ${part.error})` : ''}`);
  for (const row of part.checks) {
    const note = row.note ? `  [${row.note}]` : '';
    console.log(
      `  ${verdict(row).padEnd(4)}  ${figure(row).padStart(11)}  ${row.target ? `(target ${row.target})  ` : ''}${row.name}${note}`,
    );
  }
}

export function summary(parts) {
  const rows = Object.values(parts).flatMap((part) => part.checks);
  const failing = rows.filter((row) => row.pass === false);
  const passing = rows.filter((row) => row.pass === true);
  return { passing: passing.length, failing: failing.length, failingNames: failing.map((row) => row.name) };
}

const runsOf = (results, part) => results.parts[part]?.options?.runs ?? '—';
const cell = (text) => String(text).replaceAll('|', '\\|');

function markdown(results) {
  const lines = [
    '# Benchmark results',
    '',
    `Written by \`npm run bench\`. Machine: ${results.machine}. Lighthouse runs per page: ${runsOf(results, 'lighthouse')} (single-page app), ${runsOf(results, 'server')} (production server).`,
    '',
    '| Part | Measured | Figure | Target | Result |',
    '| --- | --- | --- | --- | --- |',
  ];
  for (const [name, part] of Object.entries(results.parts)) {
    if (part.error) lines.push(`| ${name} | the part failed: ${cell(part.error)} | — | — | FAIL |`);
    for (const row of part.checks) {
      const note = row.note ? ` (${row.note})` : '';
      lines.push(`| ${name} | ${cell(row.name + note)} | ${cell(figure(row))} | ${cell(row.target ?? '—')} | ${verdict(row)} |`);
    }
  }
  lines.push('', 'Measured on:', '');
  for (const [name, part] of Object.entries(results.parts)) lines.push(`- ${name}: ${part.date} (${part.durationS} s)`);
  return `${lines.join('\n')}\n`;
}

async function writeFormatted(path, text) {
  const options = (await prettier.resolveConfig(path)) ?? {};
  writeFileSync(path, await prettier.format(text, { ...options, filepath: path }));
}

/** Writes both files; parts measured now replace the same parts of the last results. */
export async function writeResults(dir, measured, meta) {
  mkdirSync(dir, { recursive: true });
  const jsonPath = join(dir, 'results.json');
  const previous = existsSync(jsonPath) ? JSON.parse(readFileSync(jsonPath, 'utf8')) : { parts: {} };
  const order = ['bundle', 'floor', 'lighthouse', 'server', 'search', 'listing', 'memory'];
  const merged = { ...previous.parts, ...measured };
  const parts = Object.fromEntries(order.filter((name) => merged[name]).map((name) => [name, merged[name]]));
  const results = { ...meta, summary: summary(parts), parts };
  await writeFormatted(jsonPath, JSON.stringify(results, null, 2));
  await writeFormatted(join(dir, 'results.md'), markdown(results));
  return results;
}
