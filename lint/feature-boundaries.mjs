import { existsSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { FEATURES } from './feature-map.mjs';

const SRC = resolve(dirname(fileURLToPath(import.meta.url)), '../src');
/** The root's type is what views reach the stores through; it is the one thing they may take from src/app. */
const ROOT_TYPE = join(SRC, 'app/root-store.ts');

/** Each feature uses only features listed before it (so there are no cycles) that exist: the problems, none if sound. */
export function featureMapProblems(features) {
  const names = Object.keys(features);
  return names.flatMap((name, index) =>
    features[name].uses
      .filter((used) => !names.slice(0, index).includes(used))
      .map((used) => `${name} uses ${used}, which must be a feature listed before it`),
  );
}

const problems = featureMapProblems(FEATURES);
if (problems.length) throw new Error(`lint/feature-map.mjs: ${problems.join('; ')}`);

const isFile = (path) => existsSync(path) && statSync(path).isFile();

/** The file a relative import names, or null for a package. */
function resolveImport(importer, specifier) {
  if (!specifier.startsWith('.')) return null;
  const base = resolve(dirname(importer), specifier.split('?')[0]);
  return ['', '.ts', '.tsx', '.js', '.mjs'].map((ext) => base + ext).find(isFile) ?? base;
}

/** Where a file lives: a feature (with its path inside it), src/shared, src/app, or elsewhere. */
function placeOf(file) {
  const path = relative(SRC, file).split('\\').join('/');
  const feature = /^features\/([^/]+)\/(.+)$/.exec(path);
  if (feature) return { room: 'feature', feature: feature[1], inside: feature[2] };
  const room = path.split('/')[0];
  return { room: room === 'shared' || room === 'app' ? room : 'other' };
}

function check(context, node, source, typeOnly) {
  const target = resolveImport(context.filename, source.value);
  if (target === null) return;
  const from = placeOf(context.filename);
  const to = placeOf(target);
  const report = (message) => context.report({ node: source, message });
  if (to.room === 'app') {
    if (!(typeOnly && target === ROOT_TYPE)) report('Features and src/shared take nothing from src/app but the root store type.');
    return;
  }
  if (to.room !== 'feature' || to.feature === from.feature) return;
  if (from.room === 'shared') return report(`src/shared is for every feature and imports none (here: ${to.feature}).`);
  const rules = FEATURES[from.feature];
  if (!rules) return report(`The feature ${from.feature} is not in lint/feature-map.mjs.`);
  if (!rules.uses.includes(to.feature)) return report(`${from.feature} does not use ${to.feature} (lint/feature-map.mjs).`);
  if (!FEATURES[to.feature].exposes.includes(to.inside)) {
    report(
      `${to.inside} is ${to.feature}'s own: ${from.feature} may import only what ${to.feature} exposes (lint/feature-map.mjs).`,
    );
  }
}

/** A feature imports another only through what that feature exposes, and only the features it uses. */
export const featureBoundaries = {
  meta: { type: 'problem', schema: [] },
  create(context) {
    const from = placeOf(context.filename);
    if (from.room !== 'feature' && from.room !== 'shared') return {};
    const typeOnly = (node) =>
      node.importKind === 'type' || (node.specifiers?.length > 0 && node.specifiers.every((s) => s.importKind === 'type'));
    return {
      ImportDeclaration: (node) => check(context, node, node.source, typeOnly(node)),
      ExportNamedDeclaration: (node) => node.source && check(context, node, node.source, node.exportKind === 'type'),
      ExportAllDeclaration: (node) => check(context, node, node.source, node.exportKind === 'type'),
      ImportExpression: (node) => node.source.type === 'Literal' && check(context, node, node.source, false),
    };
  },
};
