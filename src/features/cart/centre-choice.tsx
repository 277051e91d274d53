import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { defineMessage, defineMessages, FormattedMessage, useIntl } from 'react-intl';
import type { CartLine } from '../../../ports/model/cart';
import type { FulfilmentCentre } from '../../../ports/model/product';
import styles from './cart-line.module.css';
import { useCart } from './use-cart';

const messages = defineMessages({
  fulfilment: { id: 'cart.line.fulfilment', defaultMessage: 'Ships from' },
  chooseCentre: { id: 'cart.line.chooseCentre', defaultMessage: 'Choose a warehouse' },
});

const centreOption = defineMessage<{ name: string; city: string; stock: number }>({
  id: 'cart.line.centreOption',
  defaultMessage: '{name}, {city} ({stock} in stock)',
});

/** The warehouse a line ships from, where the variant is stocked in more than one. */
export const CentreChoice = observer(function CentreChoice({
  line,
  centres,
  disabled,
}: {
  line: CartLine;
  centres: FulfilmentCentre[];
  disabled: boolean;
}) {
  const { cart } = useCart();
  const intl = useIntl();
  const id = useId();
  return (
    <div className={styles.centre}>
      <label htmlFor={id}>
        <FormattedMessage {...messages.fulfilment} />
      </label>
      <select
        id={id}
        value={line.fulfilmentCentreId ?? ''}
        disabled={disabled}
        onChange={(event) => {
          const centreId = Number(event.target.value);
          if (Number.isSafeInteger(centreId) && centreId > 0) void cart.changeFulfilmentCentre(line, centreId);
        }}
      >
        {line.fulfilmentCentreId === null && (
          <option value="" disabled>
            {intl.formatMessage(messages.chooseCentre)}
          </option>
        )}
        {centres.map((centre) => (
          <option key={centre.id} value={centre.id}>
            {intl.formatMessage(centreOption, { name: centre.name, city: centre.city, stock: Math.max(0, centre.stock) })}
          </option>
        ))}
      </select>
    </div>
  );
});
