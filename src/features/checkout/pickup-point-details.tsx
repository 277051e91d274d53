import { defineMessage, FormattedMessage } from 'react-intl';
import type { PickupPoint } from '../../../ports/model/checkout';
import styles from './pickup.module.css';

const hours = defineMessage<{ hours: string }>({ id: 'pickup.openingHours', defaultMessage: 'Opening hours: {hours}' });
const phone = defineMessage<{ phone: string }>({ id: 'pickup.phone', defaultMessage: 'Phone: {phone}' });

/** A pickup point's name, address, opening hours and phone (the parts the shop has). */
export function PickupPointDetails({ point }: { point: PickupPoint }) {
  const place = [point.zipCode, point.city].filter(Boolean).join(' ');
  const address = [point.address1, place].filter(Boolean).join(', ');
  return (
    <span className={styles.details}>
      <strong>{point.name}</strong>
      {address !== '' && <span>{address}</span>}
      {point.openingHours && (
        <span>
          <FormattedMessage {...hours} values={{ hours: point.openingHours }} />
        </span>
      )}
      {point.phone && (
        <span>
          <FormattedMessage {...phone} values={{ phone: point.phone }} />
        </span>
      )}
    </span>
  );
}
