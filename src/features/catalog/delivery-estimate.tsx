import { defineMessage, FormattedMessage } from 'react-intl';
import type { DeliveryDelay } from '../../../ports/model/product';
import { Skeleton } from '../../shared/components/skeleton';
import styles from './delivery-estimate.module.css';

const rangeMessage = defineMessage<{ min: number; max: number }>({
  id: 'catalog.delivery.range',
  defaultMessage: 'Delivery in {min}–{max} days',
});
const exactMessage = defineMessage<{ days: number }>({
  id: 'catalog.delivery.exact',
  defaultMessage: 'Delivery in {days, plural, one {# day} other {# days}}',
});

const isDays = (value: number): boolean => Number.isSafeInteger(value) && value >= 0 && value < 1000;

/** The delivery lead time for what the shopper is about to buy; nothing when it is unknown or malformed. */
export function DeliveryEstimate({ delay, loading = false }: { delay: DeliveryDelay | null | undefined; loading?: boolean }) {
  if (loading) {
    return (
      <p className={styles.estimate} aria-hidden="true">
        <Skeleton width="12rem" />
      </p>
    );
  }
  if (!delay || !isDays(delay.minDays) || !isDays(delay.maxDays)) return null;
  const min = Math.min(delay.minDays, delay.maxDays);
  const max = Math.max(delay.minDays, delay.maxDays);
  return (
    <p className={styles.estimate} data-testid="delivery-estimate">
      <svg aria-hidden="true" width="20" height="20" viewBox="0 0 24 24" className={styles.icon}>
        <path d="M3 6h11v9H3zM14 9h4l3 3v3h-7z" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round" />
        <circle cx="7" cy="17" r="1.8" fill="currentColor" />
        <circle cx="17" cy="17" r="1.8" fill="currentColor" />
      </svg>
      {min === max ? (
        <FormattedMessage {...exactMessage} values={{ days: min }} />
      ) : (
        <FormattedMessage {...rangeMessage} values={{ min, max }} />
      )}
    </p>
  );
}
