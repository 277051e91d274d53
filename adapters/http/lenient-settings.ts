import type { LoggerPort } from '../../ports/logger-port';
import { mismatchOf, type ResponseValidator, type Schema } from './response-validator';

/**
 * A settings answer (an array of entries, such as the locale config) in which one value of the
 * wrong type does not take the shop down: an optional field that fails its schema is left out,
 * so the storefront's default applies, with a warning naming the operation and the field. A
 * required field that fails still fails the answer (the validator sees it unchanged). Loaded only
 * when an answer fails validation.
 */
export function withoutBadOptionalFields(
  validator: ResponseValidator<unknown>,
  body: unknown,
  log: Pick<LoggerPort, 'warn'>,
): unknown {
  if (!Array.isArray(body)) return body;
  const entries = body.map((entry: unknown) => (entry !== null && typeof entry === 'object' ? { ...entry } : entry));
  const items = (validator.schema as Schema).items;
  const required = (typeof items === 'function' ? items() : items)?.required ?? [];
  const prefix = `${validator.operation} ${validator.status}: /`;
  // Each round drops one field, so there are at most as many rounds as fields.
  for (let mismatch = mismatchOf(validator, entries); mismatch?.startsWith(prefix); mismatch = mismatchOf(validator, entries)) {
    const [index = '', field = ''] = mismatch.slice(prefix.length).split(/[/ ]/, 2);
    const entry = entries[Number(index)] as Record<string, unknown> | undefined;
    if (required.includes(field) || entry?.[field] === undefined) break;
    log.warn(`${mismatch}; /${index}/${field} falls back to its default`);
    delete entry[field];
  }
  return entries;
}
