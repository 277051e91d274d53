import { fail, ok, portError, type Result } from '../../ports/model/result';

/**
 * Small hand-written response validators (no dependency). A decoder checks one value from
 * the wire and returns it typed, or throws a DecodeError naming the path of the bad field.
 * `decode()` turns that into `fail(portError('invalid-response', …))`, so nothing escapes
 * an adapter. Only the fields the storefront reads are checked; extra fields are ignored.
 */
export type Decoder<T> = (value: unknown, path: string) => T;

export class DecodeError extends Error {
  constructor(
    readonly path: string,
    readonly expected: string,
    readonly actual: unknown,
  ) {
    super(`${path || '(root)'}: expected ${expected}, got ${describe(actual)}`);
    this.name = 'DecodeError';
  }
}

const describe = (value: unknown): string => {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'string') return `string ${JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value)}`;
  if (typeof value === 'number' || typeof value === 'boolean') return `${typeof value} ${String(value)}`;
  return typeof value;
};

const at = (path: string, key: string | number): string =>
  typeof key === 'number' ? `${path}[${key}]` : path ? `${path}.${key}` : key;

/** Runs a decoder on a response body; a mismatch becomes an 'invalid-response' failure. */
export function decode<T>(decoder: Decoder<T>, value: unknown, what: string): Result<T> {
  try {
    return ok(decoder(value, ''));
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error);
    return fail(portError('invalid-response', `${what}: ${detail}`));
  }
}

export const string: Decoder<string> = (value, path) => {
  if (typeof value !== 'string') throw new DecodeError(path, 'string', value);
  return value;
};

export const number: Decoder<number> = (value, path) => {
  if (typeof value !== 'number' || !Number.isFinite(value)) throw new DecodeError(path, 'number', value);
  return value;
};

export const integer: Decoder<number> = (value, path) => {
  if (typeof value !== 'number' || !Number.isSafeInteger(value)) throw new DecodeError(path, 'integer', value);
  return value;
};

export const boolean: Decoder<boolean> = (value, path) => {
  if (typeof value !== 'boolean') throw new DecodeError(path, 'boolean', value);
  return value;
};

/** A Thelia 0/1 integer flag, as a boolean. */
export const flag: Decoder<boolean> = (value, path) => {
  if (value !== 0 && value !== 1) throw new DecodeError(path, '0 or 1', value);
  return value === 1;
};

/** An integer that may come as a numeric string (e.g. a port). */
export const integerLike: Decoder<number> = (value, path) => {
  if (typeof value === 'string' && /^\d+$/.test(value.trim())) return Number(value.trim());
  return integer(value, path);
};

export const literal =
  <const T extends string>(...allowed: readonly T[]): Decoder<T> =>
  (value, path) => {
    if (typeof value !== 'string' || !(allowed as readonly string[]).includes(value)) {
      throw new DecodeError(path, allowed.map((a) => JSON.stringify(a)).join(' | '), value);
    }
    return value as T;
  };

/** null stays null; undefined (absent) is also read as null. */
export const nullable =
  <T>(decoder: Decoder<T>): Decoder<T | null> =>
  (value, path) =>
    value === null || value === undefined ? null : decoder(value, path);

/** Absent (undefined) stays undefined; null is a type error. */
export const optional =
  <T>(decoder: Decoder<T>): Decoder<T | undefined> =>
  (value, path) =>
    value === undefined ? undefined : decoder(value, path);

/** Absent or null becomes the fallback. */
export const withDefault =
  <T>(decoder: Decoder<T>, fallback: T): Decoder<T> =>
  (value, path) =>
    value === undefined || value === null ? fallback : decoder(value, path);

export const array =
  <T>(item: Decoder<T>): Decoder<T[]> =>
  (value, path) => {
    if (!Array.isArray(value)) throw new DecodeError(path, 'array', value);
    return value.map((entry, index) => item(entry, at(path, index)));
  };

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

type Shape = Record<string, Decoder<unknown>>;

/**
 * The fields of a generated OpenAPI schema a decoder may read: used with `satisfies` on an
 * object shape, a key the OpenAPI file does not declare fails to compile.
 */
export type FieldsOf<Dto> = { [K in keyof NonNullable<Dto>]?: Decoder<unknown> };
export type Decoded<S extends Shape> = { [K in keyof S]: ReturnType<S[K]> };

/** An object with the given fields (others are ignored). */
export const object =
  <S extends Shape>(shape: S): Decoder<Decoded<S>> =>
  (value, path) => {
    if (!isRecord(value)) throw new DecodeError(path, 'object', value);
    const result: Record<string, unknown> = {};
    for (const key of Object.keys(shape)) result[key] = shape[key]!(value[key], at(path, key));
    return result as Decoded<S>;
  };

/** A map with arbitrary keys. */
export const record =
  <T>(entry: Decoder<T>): Decoder<Record<string, T>> =>
  (value, path) => {
    if (!isRecord(value)) throw new DecodeError(path, 'object', value);
    const result: Record<string, T> = {};
    for (const [key, item] of Object.entries(value)) result[key] = entry(item, at(path, key));
    return result;
  };

export const map =
  <A, B>(decoder: Decoder<A>, transform: (value: A) => B): Decoder<B> =>
  (value, path) =>
    transform(decoder(value, path));

/** Reads a string field leniently for a message: anything but a string is null. */
export const messageOf = (body: unknown): string | null => {
  if (typeof body === 'string') return body.trim() === '' ? null : body.slice(0, 200);
  if (!isRecord(body)) return null;
  for (const key of ['message', 'error'] as const) {
    const value = body[key];
    if (typeof value === 'string' && value.trim() !== '') return value;
  }
  return null;
};
