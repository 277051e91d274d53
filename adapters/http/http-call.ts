import { fail, ok, portError, type PortError, type Result } from '../../ports/model/result';
import type { components as ShopSchemas } from './generated/shop-api';
import { NetworkFailure } from './http-clients';
import { LOGIN_REQUIRED, NO_LOGIN_TOKEN } from './user-token';
import { validateResponse, type ResponseValidator } from './response-validator';

/** What came back: the HTTP status and the parsed body (JSON when it parsed, else text). */
export interface RawAnswer {
  status: number;
  body: unknown;
}

/** One openapi-fetch call; `T` is the body type openapi-fetch gives its 2xx answer. */
export type ClientCall<T = unknown> = () => Promise<{ data?: T; error?: unknown; response: Response }>;

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** An error body's message, read leniently (error bodies are shown, not relied on). */
export const messageOf = (body: unknown): string | null => {
  if (typeof body === 'string') return body.trim() === '' ? null : body.slice(0, 200);
  if (!isRecord(body)) return null;
  for (const key of ['message', 'error'] as const) {
    const value = body[key];
    if (typeof value === 'string' && value.trim() !== '') return value;
  }
  return null;
};

/**
 * Runs one openapi-fetch call and never throws: fetch failures become 'network', a body that
 * cannot be read (e.g. broken JSON on a 2xx) becomes 'invalid-response'. Any status is a value.
 */
export async function send(call: ClientCall): Promise<Result<RawAnswer>> {
  try {
    const { data, error, response } = await call();
    return ok({ status: response.status, body: response.ok ? data : error });
  } catch (error) {
    if (error instanceof NetworkFailure) return fail(portError('network', error.message));
    if (error === LOGIN_REQUIRED) return fail(NO_LOGIN_TOKEN);
    const detail = error instanceof Error ? error.message : String(error);
    return fail(portError('invalid-response', `unreadable response: ${detail}`));
  }
}

export const isSuccess = (status: number): boolean => status >= 200 && status < 300;

/** 404 → 'not-found'; 401 → 'unauthorized'; other non-2xx → 'server' with the server's message when it sent one. */
export function httpError(answer: RawAnswer): PortError {
  const message = messageOf(answer.body);
  const { status } = answer;
  if (status === 404) return portError('not-found', message ?? 'Not found', 404);
  return portError(status === 401 ? 'unauthorized' : 'server', message ?? `HTTP ${status}`, status);
}

export function successBody(answer: RawAnswer): Result<unknown> {
  return isSuccess(answer.status) ? ok(answer.body) : fail(httpError(answer));
}

/**
 * send → 2xx check → the operation's generated validator: the common path of a read. The
 * validator's type must be the body type openapi-fetch gives the call, so a validator of
 * another operation fails to compile.
 */
export async function fetchValidated<T>(call: ClientCall<NoInfer<T>>, validator: ResponseValidator<T>): Promise<Result<T>> {
  const answer = await send(call);
  if (!answer.ok) return answer;
  const body = successBody(answer.value);
  if (!body.ok) return body;
  return validateResponse(validator, body.value);
}

export function mapResult<T, U, E>(result: Result<T, E>, transform: (value: T) => U): Result<U, E> {
  return result.ok ? ok(transform(result.value)) : result;
}

export function chainResult<T, U, E>(result: Result<T, E>, next: (value: T) => Result<U, E>): Result<U, E> {
  return result.ok ? next(result.value) : result;
}

/** The first item of an array answer, or 'not-found' when it is empty. */
export function firstItem<T>(items: T[], what: string): Result<T> {
  const first = items[0];
  return first === undefined ? fail(portError('not-found', `${what}: empty answer`)) : ok(first);
}

type StatusMessage = ShopSchemas['schemas']['StatusMessage'];

export const isStatusSuccess = (dto: StatusMessage): boolean =>
  dto.status.toLowerCase() === 'success' && (dto.status_code === undefined || dto.status_code === 200);

/** A write answered with `{ status, message }`: success needs 2xx and status 'success'. */
export async function sendForStatus(
  call: ClientCall<NoInfer<StatusMessage>>,
  validator: ResponseValidator<StatusMessage>,
): Promise<Result<void>> {
  const answer = await send(call);
  if (!answer.ok) return answer;
  if (!isSuccess(answer.value.status)) return fail(httpError(answer.value));
  const status = validateResponse(validator, answer.value.body);
  if (!status.ok) return status;
  return isStatusSuccess(status.value)
    ? ok(undefined)
    : fail(portError('rejected', status.value.message ?? `${validator.operation}: ${status.value.status}`));
}
