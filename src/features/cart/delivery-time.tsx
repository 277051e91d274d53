import { defineMessage, FormattedMessage } from 'react-intl';
import type { DeliveryDelay } from '../../../ports/model/product';
import styles from './cart-line.module.css';

const deliveryRange = defineMessage<{ min: number; max: number }>({
  id: 'cart.line.deliveryRange',
  defaultMessage: 'Delivery in {min}–{max} working days',
});
const deliveryDays = defineMessage<{ days: number }>({
  id: 'cart.line.deliveryDays',
  defaultMessage: '{days, plural, one {Delivery in # working day} other {Delivery in # working days}}',
});
const deliveryText = defineMessage<{ text: string }>({ id: 'cart.line.deliveryText', defaultMessage: 'Delivery time: {text}' });

/** Our translated day range when the server sends sound numbers, else the server's own text. */
export function DeliveryTime({ delay }: { delay: DeliveryDelay }) {
  const text = delay.text.trim();
  const valid =
    Number.isSafeInteger(delay.minDays) &&
    Number.isSafeInteger(delay.maxDays) &&
    delay.minDays >= 0 &&
    delay.maxDays >= delay.minDays;
  if (text === '' && !valid) return null;
  return (
    <p className={styles.delivery}>
      {!valid ? (
        <FormattedMessage {...deliveryText} values={{ text }} />
      ) : delay.minDays === delay.maxDays ? (
        <FormattedMessage {...deliveryDays} values={{ days: delay.maxDays }} />
      ) : (
        <FormattedMessage {...deliveryRange} values={{ min: delay.minDays, max: delay.maxDays }} />
      )}
    </p>
  );
}
