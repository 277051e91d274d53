import { observer } from 'mobx-react-lite';
import { useEffect, useId } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { ErrorState } from '../../shared/components/error-state';
import { Skeleton } from '../../shared/components/skeleton';
import { PickupPointDetails } from './pickup-point-details';
import styles from './pickup.module.css';
import { useCheckoutFeature } from './use-checkout-feature';

const messages = defineMessages({
  where: { id: 'pickup.where', defaultMessage: 'Where to pick up your order' },
  failed: { id: 'pickup.failed', defaultMessage: 'Could not process local pickup address.' },
});

/** On /order-placed: the local pickup chosen at checkout is applied to the order, then shown. */
export const OrderPickup = observer(function OrderPickup() {
  const intl = useIntl();
  const { orderPickup: pickup } = useCheckoutFeature();
  const headingId = useId();
  useEffect(() => pickup.watch(), [pickup]);
  if (pickup.status === 'applying') return <Skeleton height="6rem" />;
  if (pickup.status === 'failed')
    return <ErrorState message={intl.formatMessage(messages.failed)} onRetry={() => void pickup.retry()} />;
  if (pickup.status !== 'ready' || pickup.point === null) return null;
  return (
    <section className={styles.where} aria-labelledby={headingId}>
      <h2 id={headingId}>{intl.formatMessage(messages.where)}</h2>
      <PickupPointDetails point={pickup.point} />
    </section>
  );
});
