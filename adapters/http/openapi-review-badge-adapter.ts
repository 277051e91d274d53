import type { Result } from '../../ports/model/result';
import type { ReviewBadge, ReviewBadgePort, ReviewBadgeRequest } from '../../ports/review-badge-port';
import type { paths as ReviewPaths } from './generated/review-service';
import { getReviewBadge200 } from './generated/review-service-validators';
import { fetchValidated, mapResult } from './http-call';
import type { FetchLike, ReviewClient } from './http-clients';
import { mapReviewBadge } from './map-review-badge';
import { createPublicClient } from './public-client';

/** The review provider's badge data: GET <base>/badges/{shopId}?type&source&language, validated and mapped. */
export class OpenApiReviewBadgeAdapter implements ReviewBadgePort {
  constructor(private readonly client: ReviewClient) {}

  async getBadge({ shopId, type, source, language }: ReviewBadgeRequest): Promise<Result<ReviewBadge | null>> {
    const answer = await fetchValidated(
      () => this.client.GET('/badges/{shopId}', { params: { path: { shopId }, query: { type, source, language } } }),
      getReviewBadge200,
    );
    return mapResult(answer, mapReviewBadge);
  }
}

/** The adapter over the review service at `baseUrl` (public: no credentials). */
export const reviewBadgeAdapter = (baseUrl: string, fetchImpl?: typeof fetch | FetchLike): OpenApiReviewBadgeAdapter =>
  new OpenApiReviewBadgeAdapter(createPublicClient<ReviewPaths>(baseUrl, fetchImpl));
