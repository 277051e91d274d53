// The other screens' messages (src/i18n/messages/<lang>/screens/) travel in one catalog per family
// of lazily downloaded screens: every `lazyScreen(importer, 'family')` call names its family, and a
// family's catalog holds the ids its screens' code uses, found by following their imports in src/.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const CALL = /\blazyScreen\(/g;
// One call per declaration: the importer's module, then the family (no `;` inside a call).
const DECLARATION = /\blazyScreen\([^;]*?\bimport\(\s*'([^']+)'\s*\)[^;]*?,\s*'([a-z-]+)',?\s*\)/g;
// Type-only imports (`import type …`, `export type …`) run nothing and are left out.
const STATIC_IMPORT = /^(?:import|export)(?!\s+type\b)(?:[^;'"]*?\bfrom)?\s*'(\.[^']+)'/gm;
const DYNAMIC_IMPORT = /\bimport\(\s*'(\.[^']+)'\s*\)/g;

const sourceFiles = (root) =>
  readdirSync(join(root, 'src'), { recursive: true })
    .map((file) => join(root, 'src', String(file)))
    .filter((file) => /\.tsx?$/.test(file) && !file.endsWith('.d.ts'))
    .sort();

/** The .ts/.tsx file a relative import names, or null (styles, JSON, what is not a module of ours). */
function resolveImport(from, specifier) {
  const base = resolve(dirname(from), specifier);
  const candidates = [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')];
  return candidates.find((file) => /\.tsx?$/.test(file) && existsSync(file)) ?? null;
}

const importsOf = (file, text, pattern) =>
  [...text.matchAll(pattern)].map((match) => resolveImport(file, match[1])).filter((found) => found !== null);

/**
 * Every lazy screen of src/: its module (absolute path) and its family. Throws when a call names no
 * family, so that no screen can download without its messages.
 */
export function lazyScreens(root) {
  const screens = [];
  for (const file of sourceFiles(root)) {
    const text = readFileSync(file, 'utf8');
    const calls = text.match(CALL)?.length ?? 0;
    const found = [...text.matchAll(DECLARATION)].map(([, specifier, family]) => ({
      module: resolveImport(file, specifier),
      family,
    }));
    if (found.length !== calls || found.some((screen) => screen.module === null)) {
      throw new Error(
        `${relative(root, file)}: every lazyScreen(() => import('./module'), 'family') names its module and family`,
      );
    }
    screens.push(...found);
  }
  return screens;
}

/**
 * The modules a screen runs: its own and what it imports, statically or lazily, except the other
 * lazy screens (they bring their own catalogs).
 */
function closure(start, screenModules) {
  const seen = new Set([start]);
  const queue = [start];
  while (queue.length > 0) {
    const file = queue.pop();
    const text = readFileSync(file, 'utf8');
    const lazy = importsOf(file, text, DYNAMIC_IMPORT).filter((found) => !screenModules.has(found));
    for (const next of [...importsOf(file, text, STATIC_IMPORT), ...lazy]) {
      if (!seen.has(next)) {
        seen.add(next);
        queue.push(next);
      }
    }
  }
  return seen;
}

/** Each family's ids among `ids`: those the code of its screens names as a string. */
export function familyIds(root, ids) {
  const screens = lazyScreens(root);
  const screenModules = new Set(screens.map((screen) => screen.module));
  const families = new Map();
  for (const { module, family } of screens) {
    const into = families.get(family) ?? new Set();
    for (const file of closure(module, screenModules)) {
      const text = readFileSync(file, 'utf8');
      for (const id of ids) if (text.includes(`'${id}'`) || text.includes(`"${id}"`)) into.add(id);
    }
    families.set(family, into);
  }
  return families;
}
