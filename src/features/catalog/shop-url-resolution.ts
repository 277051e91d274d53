import type { LoggerPort } from '../../../ports/logger-port';
import type { ResolvedUrl } from '../../../ports/model/resolved-url';
import { fail, ok, type PortError, type Result } from '../../../ports/model/result';
import { parseListingFilter } from '../../domain/listing-filter';
import type { ContentStore } from '../content/content-store';
import type { Resolution, ResolutionFailure } from './url-resolution-store';

const failure = (error: PortError, reason: ResolutionFailure): Result<Resolution> =>
  error.kind === 'network' ? fail(error) : ok({ kind: 'not-found', reason });

async function loadContent(contents: ContentStore, log: LoggerPort, contentId: number): Promise<Result<Resolution>> {
  const fetched = await contents.fetch(contentId);
  if (!fetched.ok) return failure(fetched.error, 'content-fetch-failed');
  const content = fetched.value;
  const filter = parseListingFilter(content.postscriptum);
  if (filter.kind === 'listing')
    return ok({ kind: 'content-listing', content, categoryId: filter.categoryId, brandId: filter.brandId });
  if (filter.kind === 'malformed')
    log.warn(`Content ${contentId}: postscriptum is not usable JSON (${filter.error}); showing it as plain content`);
  return ok({ kind: 'content', content });
}

/**
 * What a rewritten URL turned out to be (section 2.2), ready for a screen to show: not-found
 * outcomes are values; only a network failure is an error.
 */
export async function resolutionOf(
  resolved: Result<ResolvedUrl>,
  contents: ContentStore,
  log: LoggerPort,
): Promise<Result<Resolution>> {
  if (!resolved.ok) return failure(resolved.error, 'rewriting-failed');
  const { kind, id, title } = resolved.value;
  if (id <= 0) return ok({ kind: 'not-found', reason: 'rewriting-failed' });
  switch (kind) {
    case 'product':
      return ok({ kind: 'product', productId: id });
    case 'pse':
      return ok({ kind: 'pse', pseId: id });
    case 'category':
      return ok({ kind: 'category', categoryId: id, title });
    case 'brand':
      return ok({ kind: 'brand', brandId: id, title });
    case 'content':
      return loadContent(contents, log, id);
    default:
      return ok({ kind: 'not-found', reason: 'content-type-not-found' });
  }
}
