import { observer } from 'mobx-react-lite';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import type { CartLine } from '../../../ports/model/cart';
import { CentreChoice } from '../cart/centre-choice';
import { useStores } from '../../shared/store-context';
import styles from './checkout-page.module.css';
import { useCart } from '../cart/use-cart';

const messages = defineMessages({
  heading: { id: 'checkout.lines', defaultMessage: 'Your order' },
  freight: {
    id: 'checkout.lines.freight',
    defaultMessage: 'Delivered by a freight carrier, who phones you to agree the day.',
  },
  undeliverable: { id: 'checkout.lines.undeliverable', defaultMessage: 'This item cannot be delivered at the moment.' },
});

const quantityTimes = defineMessage<{ quantity: number; title: string }>({
  id: 'checkout.lines.quantityTimes',
  defaultMessage: '{quantity} × {title}',
});

const Line = observer(function Line({ line }: { line: CartLine }) {
  const intl = useIntl();
  const { cart, cartTotals, cartLineDetails, cartLineLabels } = useCart();
  const { pricing } = useStores();
  const { centres, delay } = cartLineDetails.of(line.pseId);
  const total = cartTotals.lineTotal(line);
  return (
    <li className={styles.line}>
      <span>{intl.formatMessage(quantityTimes, { quantity: line.quantity, title: cartLineLabels.of(line).title })}</span>
      <span className="tabular">{total === null ? '' : pricing.format(total)}</span>
      {delay?.freight && <p className={styles.note}>{intl.formatMessage(messages.freight)}</p>}
      {line.undeliverable && <p className={styles.warning}>{intl.formatMessage(messages.undeliverable)}</p>}
      {centres.length > 1 && <CentreChoice line={line} centres={centres} disabled={cart.isLinePending(line)} />}
    </li>
  );
});

/** The lines being ordered, each with the warehouse it ships from where there is a choice. */
export const CheckoutLines = observer(function CheckoutLines() {
  const intl = useIntl();
  const { cartLines } = useStores();
  return (
    <section className={styles.section} aria-label={intl.formatMessage(messages.heading)}>
      <h2 className={styles.sectionHeading}>{intl.formatMessage(messages.heading)}</h2>
      <ul className={styles.lines}>
        {cartLines.items.map((line) => (
          <Line key={line.pseId} line={line} />
        ))}
      </ul>
    </section>
  );
});
