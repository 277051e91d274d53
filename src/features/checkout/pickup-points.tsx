import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { ErrorState } from '../../shared/components/error-state';
import { Skeleton } from '../../shared/components/skeleton';
import styles from './checkout-page.module.css';
import { PickupPointDetails } from './pickup-point-details';
import pickupStyles from './pickup.module.css';
import { useCheckoutFeature } from './use-checkout-feature';

const messages = defineMessages({
  heading: { id: 'pickup.heading', defaultMessage: 'Pickup point' },
  loadFailed: { id: 'pickup.loadFailed', defaultMessage: 'The pickup points could not be loaded.' },
  problem: { id: 'pickup.problem', defaultMessage: 'Please choose a pickup point' },
});

/** With local pickup chosen: the store's pickup points, one to choose. Nothing in a store without them. */
export const PickupPoints = observer(function PickupPoints() {
  const intl = useIntl();
  const { pickupChoice: pickup } = useCheckoutFeature();
  useEffect(() => pickup.start(), [pickup]);
  if (!pickup.pickupChosen) return null;
  if (pickup.failed) return <ErrorState message={intl.formatMessage(messages.loadFailed)} onRetry={pickup.retryPoints} />;
  if (pickup.points.isLoading) return <Skeleton height="6rem" />;
  if (pickup.options.length === 0) return null;
  return (
    <fieldset className={styles.section}>
      <legend>{intl.formatMessage(messages.heading)}</legend>
      <div className={pickupStyles.points}>
        {pickup.options.map((point) => (
          <label key={point.id} className={pickupStyles.point}>
            <input
              type="radio"
              name="pickup-point"
              checked={pickup.pickedId === point.id}
              onChange={() => pickup.choose(point.id)}
            />
            <PickupPointDetails point={point} />
          </label>
        ))}
      </div>
    </fieldset>
  );
});

/** 'Please choose a pickup point', in the checkout's list of what is missing. */
export const PickupProblem = observer(function PickupProblem() {
  const intl = useIntl();
  const { pickupChoice } = useCheckoutFeature();
  return pickupChoice.problem === null ? null : <li>{intl.formatMessage(messages.problem)}</li>;
});
