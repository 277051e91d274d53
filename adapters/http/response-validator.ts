import type { LoggerPort } from '../../ports/logger-port';
import { fail, ok, portError, type Result } from '../../ports/model/result';

/**
 * The response validators generated from openapi/ (generated/*-validators.ts, by
 * scripts/generate-validators.mjs) are data: the response schema of one operation and status,
 * pruned to the JSON Schema keywords below. This file checks a body against one. Formats are
 * not checked; properties a schema does not declare are allowed (responses never forbid them).
 */
export type JsonType = 'string' | 'number' | 'integer' | 'boolean' | 'object' | 'array' | 'null';
type Literal = string | number | boolean | null;

export interface Schema {
  readonly type?: JsonType | readonly JsonType[];
  readonly enum?: readonly Literal[];
  readonly const?: Literal;
  readonly required?: readonly string[];
  readonly properties?: Readonly<Record<string, SchemaRef>>;
  readonly additionalProperties?: SchemaRef | boolean;
  readonly items?: SchemaRef;
  readonly oneOf?: readonly SchemaRef[];
  readonly anyOf?: readonly SchemaRef[];
  readonly allOf?: readonly SchemaRef[];
  readonly minimum?: number;
  readonly maximum?: number;
  readonly exclusiveMinimum?: number;
  readonly exclusiveMaximum?: number;
  readonly minLength?: number;
  readonly maxLength?: number;
  readonly pattern?: string;
  readonly minItems?: number;
  readonly maxItems?: number;
}

/** A component schema is referenced through a thunk, so recursive schemas need no patching. */
export type SchemaRef = Schema | (() => Schema);

/** A schema guaranteeing the openapi-typescript type `T`. */
export interface ComponentSchema<T> {
  readonly schema: SchemaRef;
  /** Type only: the type this schema guarantees. */
  readonly __type?: T;
}

/** One operation's response for one status; `T` is the openapi-typescript type of that body. */
export interface ResponseValidator<T> extends ComponentSchema<T> {
  /** e.g. 'GET /api/ExternalOrderApi/order/{id}' */
  readonly operation: string;
  readonly status: string;
}

/** The JSON body type of `paths[Path][Method]` for one status. */
export type ResponseBody<
  Paths,
  Path extends keyof Paths,
  Method extends keyof Paths[Path],
  Status,
> = Paths[Path][Method] extends {
  responses: infer Responses;
}
  ? Status extends keyof Responses
    ? Responses[Status] extends { content: { 'application/json': infer Body } }
      ? Body
      : never
    : never
  : never;

/**
 * Thrown nowhere: a failed check is this value. Its place is collected on the way back up (the
 * innermost key first), so a body that matches costs no path strings.
 */
interface Mismatch {
  keys: (string | number)[];
  message: string;
}

const describe = (value: unknown): string => {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'string') return `string ${JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value)}`;
  if (typeof value === 'object') return 'object';
  return `${typeof value} ${String(value)}`;
};

const isType = (value: unknown, type: JsonType): boolean => {
  switch (type) {
    case 'null':
      return value === null;
    case 'array':
      return Array.isArray(value);
    case 'object':
      return typeof value === 'object' && value !== null && !Array.isArray(value);
    case 'integer':
      return Number.isInteger(value);
    case 'number':
      return typeof value === 'number' && Number.isFinite(value);
    default:
      return typeof value === type;
  }
};

const resolve = (ref: SchemaRef): Schema => (typeof ref === 'function' ? ref() : ref);
/** The mismatch's JSON pointer, e.g. '/OrderItems/0/TOTAL_TAXED_AMOUNT' ('' for the body itself). */
const pointer = ({ keys }: Mismatch): string =>
  keys
    .slice()
    .reverse()
    .map((key) => `/${String(key).replace(/~/g, '~0').replace(/\//g, '~1')}`)
    .join('');
const miss = (message: string): Mismatch => ({ keys: [], message });
/** A mismatch inside `key` of the value checked. */
const within = (key: string | number, mismatch: Mismatch): Mismatch => {
  mismatch.keys.push(key);
  return mismatch;
};

const patterns = new Map<string, RegExp>();
const patternOf = (source: string): RegExp => {
  let pattern = patterns.get(source);
  if (!pattern) patterns.set(source, (pattern = new RegExp(source, 'u')));
  return pattern;
};

function checkBranches(branches: readonly SchemaRef[], value: unknown, exactlyOne: boolean): Mismatch | null {
  const results = branches.map((branch) => check(branch, value));
  const passed = results.filter((result) => result === null).length;
  if (exactlyOne ? passed === 1 : passed > 0) return null;
  if (passed > 1) return miss('must match exactly one schema of oneOf');
  // Report the branch whose type fits the value (e.g. the object branch of [object, null]).
  const fitting = branches.findIndex((branch) => {
    const { type } = resolve(branch);
    return type !== undefined && (Array.isArray(type) ? type : [type]).some((t: JsonType) => isType(value, t));
  });
  return results[fitting === -1 ? 0 : fitting] ?? miss('must match a schema');
}

function checkArray(schema: Schema, value: readonly unknown[]): Mismatch | null {
  if (schema.minItems !== undefined && value.length < schema.minItems) return miss(`must have at least ${schema.minItems} items`);
  if (schema.maxItems !== undefined && value.length > schema.maxItems) return miss(`must have at most ${schema.maxItems} items`);
  if (schema.items === undefined) return null;
  for (let index = 0; index < value.length; index++) {
    const mismatch = check(schema.items, value[index]);
    if (mismatch) return within(index, mismatch);
  }
  return null;
}

function checkObject(schema: Schema, record: Record<string, unknown>): Mismatch | null {
  for (const key of schema.required ?? []) {
    if (record[key] === undefined) return within(key, miss('is required'));
  }
  for (const key of Object.keys(record)) {
    const item = record[key];
    const sub = schema.properties?.[key] ?? schema.additionalProperties;
    if (sub === false) return within(key, miss('is not allowed'));
    if (sub === undefined || sub === true || item === undefined) continue;
    const mismatch = check(sub, item);
    if (mismatch) return within(key, mismatch);
  }
  return null;
}

/** The first mismatch of `value` against `ref`, or null. */
function check(ref: SchemaRef, value: unknown): Mismatch | null {
  const schema = resolve(ref);
  if (schema.type !== undefined) {
    const types: readonly JsonType[] = Array.isArray(schema.type) ? schema.type : [schema.type as JsonType];
    if (!types.some((type) => isType(value, type))) return miss(`must be ${types.join(' or ')}, got ${describe(value)}`);
  }
  if (schema.enum !== undefined && !schema.enum.includes(value as Literal)) {
    return miss(`must be one of ${schema.enum.map((item) => JSON.stringify(item)).join(', ')}, got ${describe(value)}`);
  }
  if (schema.const !== undefined && value !== schema.const) return miss(`must be ${JSON.stringify(schema.const)}`);
  if (typeof value === 'number') {
    if (schema.minimum !== undefined && value < schema.minimum) return miss(`must be >= ${schema.minimum}`);
    if (schema.maximum !== undefined && value > schema.maximum) return miss(`must be <= ${schema.maximum}`);
    if (schema.exclusiveMinimum !== undefined && value <= schema.exclusiveMinimum)
      return miss(`must be > ${schema.exclusiveMinimum}`);
    if (schema.exclusiveMaximum !== undefined && value >= schema.exclusiveMaximum)
      return miss(`must be < ${schema.exclusiveMaximum}`);
  }
  if (typeof value === 'string') {
    if (schema.minLength !== undefined && value.length < schema.minLength)
      return miss(`must be at least ${schema.minLength} long`);
    if (schema.maxLength !== undefined && value.length > schema.maxLength)
      return miss(`must be at most ${schema.maxLength} long`);
    if (schema.pattern !== undefined && !patternOf(schema.pattern).test(value)) return miss(`must match ${schema.pattern}`);
  }
  const inner = Array.isArray(value)
    ? checkArray(schema, value)
    : typeof value === 'object' && value !== null
      ? checkObject(schema, value as Record<string, unknown>)
      : null;
  if (inner) return inner;
  for (const branch of schema.allOf ?? []) {
    const mismatch = check(branch, value);
    if (mismatch) return mismatch;
  }
  if (schema.oneOf) return checkBranches(schema.oneOf, value, true);
  if (schema.anyOf) return checkBranches(schema.anyOf, value, false);
  return null;
}

/** The reason a body does not match, e.g. 'GET /api/ExternalOrderApi/order/{id} 200: /OrderItems/0/TOTAL_TAXED_AMOUNT must be number, got string "12.50"'. */
export function mismatchOf(validator: ResponseValidator<unknown>, body: unknown): string | null {
  const mismatch = check(validator.schema, body);
  return mismatch === null
    ? null
    : `${validator.operation} ${validator.status}: ${pointer(mismatch) || '(body)'} ${mismatch.message}`;
}

let report: Pick<LoggerPort, 'warn'> = console;

/** Where answers that fail validation are reported from now on: the logger port of the http adapters. */
export const reportInvalidAnswersTo = (log: Pick<LoggerPort, 'warn'>): void => {
  report = log;
};

function invalid(mismatch: string): Result<never> {
  report.warn(`invalid response: ${mismatch}`);
  return fail(portError('invalid-response', mismatch));
}

/** Checks one value against a component schema; `where` names the operation and the value's place. */
export function validateValue<T>(component: ComponentSchema<T>, value: unknown, where: string): Result<T> {
  const mismatch = check(component.schema, value);
  return mismatch === null ? ok(value as T) : invalid(`${where}${pointer(mismatch)} ${mismatch.message}`);
}

/**
 * Checks each item against a component schema; `where` names the operation and the items'
 * place, e.g. 'POST /multi-search 200: /results/0/hits'.
 */
export function validateItems<T>(component: ComponentSchema<T>, items: readonly unknown[], where: string): Result<T[]> {
  for (const [index, item] of items.entries()) {
    const valid = validateValue(component, item, `${where}/${index}`);
    if (!valid.ok) return valid;
  }
  return ok(items as T[]);
}

/**
 * The body, typed as the openapi-typescript type of the operation's response, or an
 * 'invalid-response' failure naming the operation and the field (also logged as a warning).
 */
export function validateResponse<T>(validator: ResponseValidator<T>, body: unknown): Result<T> {
  const mismatch = mismatchOf(validator, body);
  return mismatch === null ? ok(body as T) : invalid(mismatch);
}
