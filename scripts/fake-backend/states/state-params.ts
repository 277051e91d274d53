import type { StateHandler, StateParams, StateValues } from '../provider-states';

const fault = (name: string, value: unknown, what: string) =>
  new Error(`parameter ${name} must be ${what}, got ${JSON.stringify(value) ?? 'nothing'}`);

/** An id parameter: a number, or digits (the kit's users may send either). */
export function idParam(params: StateParams, name: string): number {
  const value = params[name];
  const id = typeof value === 'number' ? value : typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : Number.NaN;
  if (!Number.isSafeInteger(id)) throw fault(name, value, 'an id');
  return id;
}

/** An amount parameter: a number, or its digits (`499.5`). */
export function numberParam(params: StateParams, name: string): number {
  const value = params[name];
  const number =
    typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : Number.NaN;
  if (!Number.isFinite(number)) throw fault(name, value, 'a number');
  return number;
}

/** A list of ids: an array, or a comma-separated text. */
export function idsParam(params: StateParams, name: string): number[] {
  const value = params[name];
  const parts: unknown[] = Array.isArray(value) ? value : typeof value === 'string' ? value.split(',') : [];
  if (parts.length === 0) throw fault(name, value, 'a list of ids');
  return parts.map((part, i) => idParam({ [`${name}[${i}]`]: typeof part === 'string' ? part.trim() : part }, `${name}[${i}]`));
}

export function textParam(params: StateParams, name: string): string {
  const value = params[name];
  if (typeof value === 'string' && value !== '') return value;
  if (typeof value === 'number') return String(value);
  throw fault(name, value, 'a text');
}

/** A handler that puts its data in place on setup; the data stays for later interactions (teardown does nothing). */
export const onSetup =
  (setUp: (params: StateParams) => void | StateValues | Promise<void | StateValues>): StateHandler =>
  async (params, action) => {
    if (action === 'setup') return setUp(params);
  };
