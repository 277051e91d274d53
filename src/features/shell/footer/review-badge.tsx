import { observer } from 'mobx-react-lite';
import { Suspense, useEffect, type CSSProperties } from 'react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { reviewBadgeRequest } from '../../../domain/review-badge';
import { ExternalLink } from '../../../shared/components/external-link';
import { WhenNear } from '../../../shared/components/when-near';
import { useStores } from '../../../shared/store-context';
import { useLazyFeature } from '../../../shared/use-lazy-feature';
import styles from './review-badge.module.css';

const messages = defineMessages({
  title: { id: 'footer.rating.title', defaultMessage: 'Customer reviews' },
  reviewPage: { id: 'footer.rating.reviewPage', defaultMessage: 'Read the reviews' },
});
const outOfFive = defineMessage<{ rating: string }>({ id: 'footer.rating.outOfFive', defaultMessage: '{rating} out of 5' });
const reviewCount = defineMessage<{ count: number }>({
  id: 'footer.rating.count',
  defaultMessage: '{count, plural, one {# review} other {# reviews}}',
});

/**
 * The footer's place for the review badge, when the shop shows one. Its space is kept while the
 * badge's code and data load, so nothing below it moves; they load when the footer comes near.
 */
export const ReviewBadgeSlot = observer(function ReviewBadgeSlot() {
  const config = useStores().shop.localeConfig.value;
  if (config === undefined || reviewBadgeRequest(config) === null) return null;
  return (
    <div className={styles.slot} data-testid="review-badge-slot">
      <WhenNear>
        <Suspense fallback={null}>
          <ReviewBadge />
        </Suspense>
      </WhenNear>
    </div>
  );
});

/** Rating, count, seal colour and review page, all as text; the seal colour only when it is a checked colour. */
const ReviewBadge = observer(function ReviewBadge() {
  const intl = useIntl();
  const { badge } = useLazyFeature(useStores().reviewBadge);
  const { request, shown } = badge;
  useEffect(() => void badge.load(), [badge, request]);
  if (shown === null) return null;
  const rating = intl.formatNumber(shown.ratingValue, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  const accent = shown.accent === null ? undefined : ({ '--seal-colour': shown.accent } as CSSProperties);
  return (
    <section className={styles.badge} style={accent} aria-labelledby="footer-reviews" data-testid="review-badge">
      <h2 id="footer-reviews" className={styles.title}>
        {intl.formatMessage(messages.title)}
      </h2>
      <p className={styles.rating}>
        <svg className={styles.seal} aria-hidden="true" width="40" height="40" viewBox="0 0 40 40">
          <circle cx="20" cy="20" r="18" fill="none" stroke="currentColor" strokeWidth="3" />
          <path d="M20 9.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6-5.9-3.3-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z" fill="currentColor" />
        </svg>
        {intl.formatMessage(outOfFive, { rating })}
      </p>
      <p className={styles.count}>{intl.formatMessage(reviewCount, { count: shown.ratingCount })}</p>
      {shown.reviewPageUrl !== null && (
        <ExternalLink href={shown.reviewPageUrl} className={styles.link}>
          {intl.formatMessage(messages.reviewPage)}
        </ExternalLink>
      )}
    </section>
  );
});
