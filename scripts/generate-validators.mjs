// Generates the response validators in adapters/http/generated/<spec>-<tag>-validators.ts from
// an OpenAPI file (one module per operation tag, so an adapter loaded lazily takes its
// validators with it): one validator per operation and JSON response status, named
// <operationId><status> (e.g. getOrder200), typed against the openapi-typescript `paths` of
// the same spec, plus <Component>Schema for each component schema a response reaches. A validator is data (the response schema, pruned to the keywords that
// constrain values, with component refs as thunks) that adapters/http/response-validator.ts
// checks; nothing compiles schemas in the browser, and unused validators are tree-shaken.
//
// `generateValidators(specPath, name)` returns [file name, text] pairs; scripts/generate-sdk.mjs
// writes them or compares them with the committed ones.
import { readFile } from 'node:fs/promises';
import { parse } from 'yaml';

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'];
const JSON_TYPE = 'application/json';

/** Keywords that only document (or that the checker deliberately ignores, like `format`). */
const IGNORED = new Set([
  'description',
  'summary',
  'title',
  'example',
  'examples',
  'externalDocs',
  'xml',
  'deprecated',
  'readOnly',
  'writeOnly',
  'discriminator',
  'default',
  'format',
  '$comment',
  'nullable',
]);
/** Keywords whose value is kept as it is. */
const VALUE_KEYWORDS = new Set([
  'type',
  'enum',
  'const',
  'required',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'minLength',
  'maxLength',
  'pattern',
  'minItems',
  'maxItems',
]);
/** Keywords holding one schema, a list of schemas, or a map of schemas. */
const SCHEMA_KEYWORD = new Set(['items', 'additionalProperties']);
const SCHEMA_LIST_KEYWORDS = new Set(['oneOf', 'anyOf', 'allOf']);
const SCHEMA_MAP_KEYWORDS = new Set(['properties']);

const isObject = (value) => typeof value === 'object' && value !== null && !Array.isArray(value);
const identifier = (name) => `S_${name.replace(/[^A-Za-z0-9_]/g, '_')}`;

/**
 * One schema → TypeScript expression text. `#/components/schemas/X` becomes `() => S_X`.
 * A keyword the checker does not know fails the generation (so a spec never means more than
 * the validators check); OpenAPI 3.0's `nullable: true` becomes a 'null' type.
 */
function emitSchema(schema, where, refs, components = {}) {
  if (schema === true || (isObject(schema) && Object.keys(schema).every((key) => IGNORED.has(key) || key.startsWith('x-')))) {
    if (!(isObject(schema) && schema.nullable === true)) return '{}';
  }
  if (!isObject(schema)) throw new Error(`${where}: unsupported schema ${JSON.stringify(schema)}`);
  if (typeof schema.$ref === 'string') {
    const match = /^#\/components\/schemas\/(.+)$/.exec(schema.$ref);
    if (!match) throw new Error(`${where}: unsupported $ref ${schema.$ref}`);
    // A leaf component (such as Money) is written in place, where it is shared like any other leaf.
    const target = components[match[1]];
    if (isObject(target) && Object.keys(target).every((key) => VALUE_KEYWORDS.has(key) || IGNORED.has(key))) {
      return emitSchema(target, `#/components/schemas/${match[1]}`, refs, components);
    }
    refs.add(match[1]);
    return `() => ${identifier(match[1])}`;
  }
  const parts = [];
  for (const [key, value] of Object.entries(schema)) {
    if (IGNORED.has(key) || key.startsWith('x-')) continue;
    if (VALUE_KEYWORDS.has(key)) {
      let kept = value;
      if (key === 'type' && schema.nullable === true) kept = [...(Array.isArray(value) ? value : [value]), 'null'];
      parts.push(`${key}: ${JSON.stringify(kept)}`);
    } else if (SCHEMA_KEYWORD.has(key)) {
      parts.push(
        `${key}: ${typeof value === 'boolean' ? String(value) : emitSchema(value, `${where}/${key}`, refs, components)}`,
      );
    } else if (SCHEMA_LIST_KEYWORDS.has(key)) {
      parts.push(
        `${key}: [${value.map((item, index) => emitSchema(item, `${where}/${key}/${index}`, refs, components)).join(', ')}]`,
      );
    } else if (SCHEMA_MAP_KEYWORDS.has(key)) {
      const entries = Object.entries(value).map(
        ([name, sub]) => `${JSON.stringify(name)}: ${emitSchema(sub, `${where}/${key}/${name}`, refs, components)}`,
      );
      parts.push(`${key}: { ${entries.join(', ')} }`);
    } else {
      throw new Error(`${where}: keyword '${key}' is not supported by the response validators`);
    }
  }
  return `{ ${parts.join(', ')} }`;
}

/** A response object, following `#/components/responses/X`. */
function resolveResponse(doc, response) {
  if (isObject(response) && typeof response.$ref === 'string') {
    const match = /^#\/components\/responses\/(.+)$/.exec(response.$ref);
    const target = match && doc.components?.responses?.[match[1]];
    if (!target) throw new Error(`unresolved response ${response.$ref}`);
    return resolveResponse(doc, target);
  }
  return response;
}

/** Every (operation, status) with a JSON body schema, in file order. */
export function responseOperations(doc) {
  const operations = [];
  for (const [path, item] of Object.entries(doc.paths ?? {})) {
    for (const method of METHODS) {
      const operation = item[method];
      if (!isObject(operation)) continue;
      const label = `${method.toUpperCase()} ${path}`;
      if (typeof operation.operationId !== 'string') throw new Error(`${label} has no operationId`);
      for (const [status, raw] of Object.entries(operation.responses ?? {})) {
        const schema = resolveResponse(doc, raw)?.content?.[JSON_TYPE]?.schema;
        if (schema === undefined) continue;
        const suffix = status === 'default' ? 'Default' : status;
        const tag = operation.tags?.[0] ?? null;
        operations.push({ name: `${operation.operationId}${suffix}`, label, path, method, status, schema, tag });
      }
    }
  }
  return operations;
}

const kebab = (text) =>
  text
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .toLowerCase();

/**
 * The validator modules of one spec (`name` is the file name without extension, e.g.
 * 'shop-api'): [`<name>-<tag>-validators.ts`, text] for each operation tag (untagged
 * operations: `<name>-validators.ts`).
 */
export async function generateValidators(specPath, name) {
  const doc = parse(await readFile(specPath, 'utf8'));
  const byTag = new Map();
  for (const op of responseOperations(doc)) byTag.set(op.tag, [...(byTag.get(op.tag) ?? []), op]);
  return [...byTag].map(([tag, operations]) => [
    tag === null ? `${name}-validators.ts` : `${name}-${kebab(tag)}-validators.ts`,
    validatorModule(doc, name, tag, operations),
  ]);
}

function validatorModule(doc, name, tag, operations) {
  const components = doc.components?.schemas ?? {};

  // Only the component schemas some response reaches are emitted.
  const emitted = new Map();
  const pending = [];
  const visit = (refs) => {
    for (const ref of refs) if (!emitted.has(ref) && !pending.includes(ref)) pending.push(ref);
  };
  const validators = operations.map((op) => {
    const refs = new Set();
    const text = emitSchema(op.schema, `${op.label} ${op.status}`, refs, components);
    visit(refs);
    return { ...op, text };
  });
  while (pending.length > 0) {
    const ref = pending.shift();
    if (!(ref in components)) throw new Error(`unresolved schema #/components/schemas/${ref}`);
    const refs = new Set();
    emitted.set(ref, emitSchema(components[ref], `#/components/schemas/${ref}`, refs, components));
    visit(refs);
  }

  // Leaf schemas used more than once ({ type: "integer" }, …) are shared constants.
  const LEAF = /\{ (?:type|enum|const|minimum|maximum|minLength|maxLength|pattern)[^{}()]*\}/g;
  const counts = new Map();
  const texts = [...emitted.values(), ...validators.map((op) => op.text)];
  for (const text of texts) for (const leaf of text.match(LEAF) ?? []) counts.set(leaf, (counts.get(leaf) ?? 0) + 1);
  const shared = [...counts].filter(([, count]) => count > 1).map(([leaf]) => leaf);
  const leafName = new Map(shared.map((leaf, index) => [leaf, `L${index}`]));
  const share = (text) => text.replace(LEAF, (leaf) => leafName.get(leaf) ?? leaf);

  const lines = [
    `// Generated from openapi/${name}.yaml${tag === null ? '' : ` (operations tagged ${tag})`} by scripts/generate-validators.mjs. Do not edit.`,
    '// Regenerate with: node scripts/generate-sdk.mjs',
    '',
    "import type { ComponentSchema, ResponseBody, ResponseValidator, Schema } from '../response-validator';",
    `import type { components, paths } from './${name}';`,
    '',
    'type P = paths;',
    "type C = components['schemas'];",
    '',
  ];
  for (const [leaf, name] of leafName) lines.push(`const ${name}: Schema = ${leaf};`);
  for (const ref of [...emitted.keys()].sort()) lines.push(`const ${identifier(ref)}: Schema = ${share(emitted.get(ref))};`);
  lines.push('');
  // The component schemas, for checking a part of an answer on its own (e.g. the hits of one index).
  for (const ref of [...emitted.keys()].sort()) {
    lines.push(`export const ${ref}Schema: ComponentSchema<C[${JSON.stringify(ref)}]> = { schema: ${identifier(ref)} };`);
  }
  lines.push('');
  for (const op of validators) {
    const status = /^\d+$/.test(op.status) ? op.status : JSON.stringify(op.status);
    lines.push(
      `/** ${op.label} → ${op.status} */`,
      `export const ${op.name}: ResponseValidator<ResponseBody<P, ${JSON.stringify(op.path)}, ${JSON.stringify(op.method)}, ${status}>> = {`,
      `  operation: ${JSON.stringify(op.label)},`,
      `  status: ${JSON.stringify(op.status)},`,
      `  schema: ${share(op.text)},`,
      '};',
    );
  }
  return `${lines.join('\n')}\n`;
}
