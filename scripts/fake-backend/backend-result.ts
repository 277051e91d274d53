import type { Result } from '../../ports/model/result';
import { reply, replyError, type BackendReply } from './route';

/** A fake port's answer as the API gives it: the value serialised, a failure as its status and message. */
export function fromResult<T>(result: Result<T>, toWire: (value: T) => unknown): BackendReply {
  if (result.ok) return reply(toWire(result.value));
  const { kind, message, status } = result.error;
  const fallback = kind === 'not-found' ? 404 : kind === 'rejected' ? 400 : 500;
  return replyError(status ?? fallback, message);
}

/** A query parameter, or '' when absent. */
export const queryText = (query: URLSearchParams, name: string): string => query.get(name) ?? '';
