// Message catalogs: English comes from the defaultMessage of each explicit id in src/,
// German and Romanian from src/i18n/messages/{de,ro}/*.json. Compiles all three to AST.
// The ids of messages/de/account.json, checkout.json, search.json, footer.json and fake-panel.json form catalogs downloaded
// with those screens (the footer is lazy too); those of messages/de/screens/ go to the catalog of each
// family of lazy screens whose code uses them (scripts/screen-families.mjs); every other id is in the
// shell catalog of the first load.
//   node scripts/i18n.mjs           write src/i18n/compiled/{de,ro,en}.json and <area>-{de,ro,en}.json
//   node scripts/i18n.mjs --check   fail on a missing, stale or mismatched translation, or on drift
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse, TYPE } from '@formatjs/icu-messageformat-parser';
import { familyIds } from './screen-families.mjs';

const root = new URL('..', import.meta.url).pathname;
const check = process.argv.includes('--check');
const problems = [];

function extractEnglish() {
  const out = join(mkdtempSync(join(tmpdir(), 'i18n-')), 'en.json');
  // A walk of src/, not git ls-files, so it also works from a source archive.
  const files = readdirSync(join(root, 'src'), { recursive: true })
    .map((f) => join('src', String(f)))
    .filter((f) => /\.tsx?$/.test(f) && !f.endsWith('.d.ts'))
    .sort();
  const listFile = out.replace('en.json', 'files.txt');
  writeFileSync(listFile, files.join('\n'));
  execFileSync(join(root, 'node_modules/.bin/formatjs'), ['extract', '--in-file', listFile, '--out-file', out, '--throws'], {
    cwd: root,
    stdio: 'inherit',
  });
  const extracted = JSON.parse(readFileSync(out, 'utf8'));
  return Object.fromEntries(Object.entries(extracted).map(([id, m]) => [id, m.defaultMessage]));
}

function readFile(lang, file) {
  return JSON.parse(readFileSync(join(root, 'src/i18n/messages', lang, file), 'utf8'));
}

/** The message files of one language (or of its screens/ folder), as paths under messages/<lang>/. */
const filesOf = (lang, folder = '') =>
  readdirSync(join(root, 'src/i18n/messages', lang, folder))
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => join(folder, f));

function readCatalog(lang) {
  const merged = {};
  for (const file of [...filesOf(lang), ...filesOf(lang, 'screens')]) {
    for (const [id, text] of Object.entries(readFile(lang, file))) {
      if (id in merged) problems.push(`${lang}: id ${id} is defined twice (${file})`);
      merged[id] = text;
    }
  }
  return merged;
}

function argumentsOf(ast, into = new Set()) {
  for (const el of ast) {
    if (el.type !== TYPE.literal && el.type !== TYPE.pound && 'value' in el && typeof el.value === 'string') into.add(el.value);
    if ('options' in el) for (const option of Object.values(el.options)) argumentsOf(option.value, into);
    if ('children' in el) argumentsOf(el.children, into);
  }
  return into;
}

const english = extractEnglish();
const catalogs = { en: english, de: readCatalog('de'), ro: readCatalog('ro') };
const compiled = {};
for (const [lang, messages] of Object.entries(catalogs)) {
  compiled[lang] = {};
  for (const id of Object.keys(english).sort()) {
    if (!(id in messages)) {
      problems.push(`${lang}: missing translation for ${id}`);
      continue;
    }
    try {
      compiled[lang][id] = parse(messages[id]);
    } catch (error) {
      problems.push(`${lang}: ${id} is not valid ICU: ${error.message}`);
      continue;
    }
    const expected = [...argumentsOf(parse(english[id]))].sort().join(',');
    const actual = [...argumentsOf(compiled[lang][id])].sort().join(',');
    if (expected !== actual) problems.push(`${lang}: ${id} uses {${actual}} but English uses {${expected}}`);
  }
  for (const id of Object.keys(messages)) if (!(id in english)) problems.push(`${lang}: ${id} is not used in src/`);
}

// Lazy areas: the ids of messages/de/<area>.json download with their screens, and those of
// messages/de/screens/ with each family of lazy screens that uses them (src/shared/lazy-screen.tsx).
const AREA_FILES = ['account', 'checkout', 'search', 'footer', 'fake-panel'];
const areaOf = new Map(AREA_FILES.flatMap((area) => Object.keys(readFile('de', `${area}.json`)).map((id) => [id, area])));
const screenIds = new Set(filesOf('de', 'screens').flatMap((file) => Object.keys(readFile('de', file))));
const families = familyIds(root, screenIds);
for (const family of families.keys())
  if (AREA_FILES.includes(family)) problems.push(`the screen family ${family} is an area's name`);
const unused = [...screenIds].filter((id) => ![...families.values()].some((ids) => ids.has(id)));
if (unused.length) problems.push(`messages/*/screens/ ids that no lazy screen uses: ${unused.join(', ')}`);
const outputs = [];
for (const [lang, messages] of Object.entries(compiled)) {
  const ids = Object.keys(messages);
  const pick = (wanted) => Object.fromEntries(ids.filter(wanted).map((id) => [id, messages[id]]));
  outputs.push(
    [`${lang}.json`, pick((id) => !areaOf.has(id) && !screenIds.has(id))],
    ...AREA_FILES.map((area) => [`${area}-${lang}.json`, pick((id) => areaOf.get(id) === area)]),
    ...[...families].map(([family, members]) => [`${family}-${lang}.json`, pick((id) => members.has(id))]),
  );
}
for (const [name, messages] of outputs) {
  const file = join(root, 'src/i18n/compiled', name);
  const text = `${JSON.stringify(messages, null, 1)}\n`;
  if (!check) writeFileSync(file, text);
  else if (!existsSync(file) || readFileSync(file, 'utf8') !== text)
    problems.push(`src/i18n/compiled/${name} is out of date: run npm run generate`);
}

const written = new Set(outputs.map(([name]) => name));
for (const name of readdirSync(join(root, 'src/i18n/compiled')).filter((file) => file.endsWith('.json') && !written.has(file))) {
  if (!check) rmSync(join(root, 'src/i18n/compiled', name));
  else problems.push(`src/i18n/compiled/${name} is no catalog any more: run npm run generate`);
}

if (problems.length) {
  console.error(`i18n: ${problems.length} problem(s)\n  ${problems.join('\n  ')}`);
  if (check) process.exit(1);
}
console.log(`i18n: ${Object.keys(english).length} messages in de, ro and en${check ? ' checked' : ' compiled'}`);
