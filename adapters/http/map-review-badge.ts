import type { ReviewBadge } from '../../ports/review-badge-port';
import type { components as ReviewSchemas } from './generated/review-service';

export type ReviewBadgeDto = ReviewSchemas['schemas']['ReviewBadge'];

const textOrNull = (value: string | null | undefined): string | null => {
  const text = value?.trim() ?? '';
  return text === '' ? null : text;
};

/** The provider's badge document → ReviewBadge; its other fields are left out. */
export const mapReviewBadge = (dto: ReviewBadgeDto): ReviewBadge => ({
  ratingValue: dto.ratingvalue,
  ratingCount: dto.ratingcount,
  sealColor: textOrNull(dto.sealcolor),
  reviewPageUrl: textOrNull(dto.reviewpage),
});
