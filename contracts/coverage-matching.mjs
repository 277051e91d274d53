// What contracts-coverage.mjs matches: the operations of an OpenAPI document, the openapi-fetch
// calls in the http adapters' source, and pact requests against the OpenAPI path templates.
// Pure functions (no file access), tested in tests/unit/contracts/coverage-matching.test.ts.

export const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

/** Every operation of a parsed OpenAPI document: `{ method: 'GET', path, operationId }`. */
export function listOperations(document) {
  return Object.entries(document?.paths ?? {}).flatMap(([path, item]) =>
    HTTP_METHODS.filter((method) => item && typeof item[method] === 'object').map((method) => ({
      method: method.toUpperCase(),
      path,
      operationId: item[method].operationId ?? null,
    })),
  );
}

/** The path of a pact request (or of a URL) without its query string or fragment. */
export const pathOnly = (path) => path.replace(/[?#].*$/, '');

const decode = (segment) => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
};

/**
 * Whether a concrete path is an instance of an OpenAPI path template. A `{name}` segment stands
 * for one non-empty segment; everything else, trailing slashes included, must be equal.
 */
export function matchesTemplate(template, path) {
  const want = template.split('/');
  const have = pathOnly(path).split('/');
  if (want.length !== have.length) return false;
  return want.every((part, index) => {
    const segment = decode(have[index] ?? '');
    if (!part.includes('{')) return part === segment;
    const pattern = part.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^}]+\}/g, '[^/]+');
    return new RegExp(`^${pattern}$`).test(segment);
  });
}

/** Literal characters of a template: the most literal matching template is the one meant. */
const literalWeight = (template) => template.replace(/\{[^}]+\}/g, '').length;

/** The operation a request (method, concrete path) is an instance of, or null. */
export function findOperation(operations, method, path) {
  const candidates = operations.filter(
    (operation) => operation.method === method.toUpperCase() && matchesTemplate(operation.path, path),
  );
  return candidates.sort((a, b) => literalWeight(b.path) - literalWeight(a.path))[0] ?? null;
}

/** The source with comments blanked out (strings and line numbers kept). */
export function stripComments(source) {
  let out = '';
  let quote = null;
  for (let i = 0; i < source.length; i += 1) {
    const char = source[i];
    const next = source[i + 1];
    if (quote) {
      out += char;
      if (char === '\\') out += source[++i] ?? '';
      else if (char === quote) quote = null;
    } else if (char === '/' && next === '/') {
      while (i < source.length && source[i] !== '\n') i += 1;
      out += '\n';
    } else if (char === '/' && next === '*') {
      const end = source.indexOf('*/', i + 2);
      const comment = source.slice(i, end === -1 ? source.length : end + 2);
      out += comment.replace(/[^\n]/g, ' ');
      i += comment.length - 1;
    } else {
      if (char === "'" || char === '"' || char === '`') quote = char;
      out += char;
    }
  }
  return out;
}

const CALL =
  /([A-Za-z_$][\w$]*)\s*\??\.\s*(GET|PUT|POST|DELETE|OPTIONS|HEAD|PATCH|TRACE)\s*\(\s*(?:(['"`])((?:(?!\3)[^\\\n])*)\3)?/g;

/**
 * The openapi-fetch calls in a source file: `receiver.METHOD('/literal/path', …)`. A call whose
 * path is not a plain literal (a variable, a template with `${}`) comes back with `path: null`,
 * so the caller can refuse it rather than miss it.
 */
export function findClientCalls(source) {
  const code = stripComments(source);
  return [...code.matchAll(CALL)].map((match) => {
    const literal = match[4];
    const dynamic = literal === undefined || (match[3] === '`' && literal.includes('${'));
    return {
      receiver: match[1],
      method: match[2],
      path: dynamic ? null : literal,
      line: code.slice(0, match.index).split('\n').length,
    };
  });
}

/**
 * Which spec each client type speaks, from http-clients.ts: `type ShopClient = Client<ShopPaths>`
 * with `import type { paths as ShopPaths } from './generated/shop-api'` → { ShopClient: 'shop-api' }.
 */
export function clientTypeSpecs(clientsSource) {
  const pathsSpec = new Map(
    [...clientsSource.matchAll(/paths\s+as\s+(\w+)\s*\}\s*from\s*['"][^'"]*generated\/([\w-]+)['"]/g)].map((m) => [m[1], m[2]]),
  );
  return Object.fromEntries(
    [...clientsSource.matchAll(/type\s+(\w+)\s*=\s*Client<\s*(\w+)\s*>/g)]
      .filter((m) => pathsSpec.has(m[2]))
      .map((m) => [m[1], pathsSpec.get(m[2])]),
  );
}

/** The receivers a source file declares with a client type (`shop: ShopClient`) → their spec. */
export function receiverSpecs(source, typeSpecs) {
  const types = Object.keys(typeSpecs);
  if (types.length === 0) return {};
  const declaration = new RegExp(`([A-Za-z_$][\\w$]*)\\??\\s*:\\s*(${types.join('|')})\\b`, 'g');
  const specs = {};
  for (const [, receiver, type] of stripComments(source).matchAll(declaration)) {
    // A name declared with clients of two specs tells nothing: the path decides.
    specs[receiver] = receiver in specs && specs[receiver] !== typeSpecs[type] ? null : typeSpecs[type];
  }
  return specs;
}

/** Whether two path templates name the same operation path (parameter names aside). */
export function sameShape(a, b) {
  const param = (segment) => segment.replace(/\{[^}]+\}/g, '{}');
  const left = pathOnly(a).split('/').map(param);
  const right = pathOnly(b).split('/').map(param);
  return left.length === right.length && left.every((segment, index) => segment === right[index]);
}

/**
 * The calls a markdown table names in code spans (`` `GET /api/x/{id}?q` ``), with
 * `{a,b}` alternatives expanded and queries dropped; abbreviated paths (`…/x`, `x/{id}`) are skipped.
 */
export function documentedCalls(markdown) {
  const spans = [...markdown.matchAll(/`(GET|PUT|POST|DELETE|PATCH|HEAD|OPTIONS) (\/[^`\s]*)`/g)];
  return spans.flatMap(([, method, path]) => {
    const alternatives = /\{([^}]*,[^}]*)\}/.exec(path);
    const paths = alternatives ? alternatives[1].split(',').map((choice) => path.replace(alternatives[0], choice)) : [path];
    return paths.map((one) => ({ method, path: pathOnly(one) }));
  });
}
