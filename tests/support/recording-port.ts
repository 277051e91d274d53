export interface PortCall<T> {
  method: keyof T & string;
  args: unknown[];
}

export interface RecordingPort<T> {
  port: T;
  calls: PortCall<T>[];
  /** The argument lists of every call of one method, in order. */
  callsTo(method: keyof T & string): unknown[][];
  count(method?: keyof T & string): number;
}

/**
 * A port that records every call and passes it on to the real one, unless `overrides` replaces
 * that method (a failing or slow double). Tests count requests and read the arguments sent.
 */
export function recordingPort<T extends object>(real: T, overrides: Partial<T> = {}): RecordingPort<T> {
  const calls: PortCall<T>[] = [];
  const port = new Proxy(real, {
    get(target, property, receiver) {
      const own = (overrides as Record<PropertyKey, unknown>)[property];
      const value: unknown = own ?? Reflect.get(target, property, receiver);
      if (typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        calls.push({ method: property as keyof T & string, args });
        return (value as (...a: unknown[]) => unknown).apply(own === undefined ? target : overrides, args);
      };
    },
  });
  const callsTo = (method: keyof T & string) => calls.filter((call) => call.method === method).map((call) => call.args);
  const count = (method?: keyof T & string) => calls.filter((call) => method === undefined || call.method === method).length;
  return { port, calls, callsTo, count };
}
