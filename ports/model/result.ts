/** Expected failures are values, not exceptions. */
export type Result<T, E = PortError> = { ok: true; value: T } | { ok: false; error: E };

/** 'unauthorized': a user call without a login token the server accepts (401); the session ends. */
export type PortErrorKind = 'network' | 'not-found' | 'invalid-response' | 'server' | 'rejected' | 'unauthorized';

export interface PortError {
  kind: PortErrorKind;
  /** Server message when there is one (e.g. 'Cart not found', 'Invalid data'); never shown raw. */
  message: string;
  status?: number;
}

export const ok = <T>(value: T): Result<T, never> => ({ ok: true, value });
export const fail = <E = PortError>(error: E): Result<never, E> => ({ ok: false, error });
export const portError = (kind: PortErrorKind, message: string, status?: number): PortError =>
  status === undefined ? { kind, message } : { kind, message, status };
