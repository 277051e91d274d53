import { observer } from 'mobx-react-lite';
import { defineMessage, defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { CartLine } from '../../../ports/model/cart';
import { safeInternalPath } from '../../domain/external-url';
import { QuantityStepper } from '../catalog/quantity-stepper';
import { useStores } from '../../shared/store-context';
import { CentreChoice } from './centre-choice';
import { lineMessages, removeLineLabel } from './cart-line-messages';
import styles from './cart-line.module.css';
import { DeliveryTime } from './delivery-time';
import { LineImage } from './line-image';
import { useCart } from './use-cart';

const messages = defineMessages({
  remove: { id: 'cart.line.remove', defaultMessage: 'Remove' },
  unitPrice: { id: 'cart.line.unitPrice', defaultMessage: 'Unit price' },
  lineTotal: { id: 'cart.line.lineTotal', defaultMessage: 'Total' },
  undeliverable: { id: 'cart.line.undeliverable', defaultMessage: 'This item cannot be delivered at the moment.' },
});

const colourLabel = defineMessage<{ colour: string }>({ id: 'cart.line.colour', defaultMessage: 'Colour: {colour}' });
const sizeLabel = defineMessage<{ size: string }>({ id: 'cart.line.size', defaultMessage: 'Size: {size}' });
const decreaseLabel = defineMessage<{ title: string }>({
  id: 'cart.line.decrease',
  defaultMessage: 'Decrease the quantity of {title}',
});
const increaseLabel = defineMessage<{ title: string }>({
  id: 'cart.line.increase',
  defaultMessage: 'Increase the quantity of {title}',
});
const quantityLabel = defineMessage<{ title: string }>({ id: 'cart.line.quantityLabel', defaultMessage: 'Quantity of {title}' });
const multipleAdjusted = defineMessage<{ multiple: number; quantity: number }>({
  id: 'cart.line.multipleAdjusted',
  defaultMessage: 'The quantity must be a multiple of {multiple}. It was adjusted to {quantity}.',
});

/** The variant's (else the product's) shop URL; the server sends them without the leading slash. */
const lineHref = (line: CartLine): string | null => {
  for (const candidate of [line.pseUrl, line.url]) {
    if (!candidate) continue;
    const path = candidate.startsWith('/') ? candidate : `/${candidate}`;
    if (safeInternalPath(path) === path) return path;
  }
  return line.productId > 0 ? `/product/${line.productId}` : null;
};

/** One line of the cart page: image, title, variant, unit price, quantity, line total, warehouse, delivery time, remove. */
export const CartLineRow = observer(function CartLineRow({ line }: { line: CartLine }) {
  const { cart, cartTotals, cartLineDetails, cartLineLabels } = useCart();
  const { pricing } = useStores();
  const intl = useIntl();
  const details = cartLineDetails.of(line.pseId);
  const { step, delay, centres, adjustedTo } = details;
  const price = cartTotals.unitPrice(line);
  const total = cartTotals.lineTotal(line);
  const pending = cart.isLinePending(line);
  const href = lineHref(line);
  const { title, colour, size } = cartLineLabels.of(line);
  const unavailable = intl.formatMessage(lineMessages.priceUnavailable);

  return (
    <li className={styles.line} aria-busy={pending || undefined} data-testid={`cart-line-${line.pseId}`}>
      <LineImage line={line} alt={title} size={96} />
      <div className={styles.info}>
        <h2 className={styles.title}>{href ? <Link to={href}>{title}</Link> : title}</h2>
        {(colour || size) && (
          <p className={styles.variant}>
            {colour && (
              <span>
                <FormattedMessage {...colourLabel} values={{ colour }} />
              </span>
            )}
            {size && (
              <span>
                <FormattedMessage {...sizeLabel} values={{ size }} />
              </span>
            )}
          </p>
        )}
        {delay && <DeliveryTime delay={delay} />}
        {line.undeliverable && (
          <p className={styles.warning}>
            <FormattedMessage {...messages.undeliverable} />
          </p>
        )}
        {centres.length > 1 && <CentreChoice line={line} centres={centres} disabled={pending} />}
      </div>
      <div className={styles.price}>
        <span className={styles.label}>
          <FormattedMessage {...messages.unitPrice} />
        </span>
        <span className="tabular">{price.text ?? unavailable}</span>
        {price.vat === 'zero' && (
          <span className={styles.vat}>
            <FormattedMessage {...lineMessages.vatZero} />
          </span>
        )}
      </div>
      <div className={styles.stepper}>
        <QuantityStepper
          value={line.quantity}
          step={step}
          min={0}
          disabled={pending}
          onChange={(quantity, entry) => details.changeQuantity(line, quantity, entry)}
          labels={{
            quantity: intl.formatMessage(quantityLabel, { title }),
            decrease: intl.formatMessage(decreaseLabel, { title }),
            increase: intl.formatMessage(increaseLabel, { title }),
          }}
        />
      </div>
      <div className={styles.total}>
        <span className={styles.label}>
          <FormattedMessage {...messages.lineTotal} />
        </span>
        <span className="tabular">{total === null ? unavailable : pricing.format(total)}</span>
      </div>
      <button
        type="button"
        className={styles.remove}
        disabled={pending}
        aria-label={intl.formatMessage(removeLineLabel, { title })}
        onClick={() => void cart.removeLine(line)}
      >
        <FormattedMessage {...messages.remove} />
      </button>
      {adjustedTo !== null && (
        <p className={styles.adjusted} role="status">
          <FormattedMessage {...multipleAdjusted} values={{ multiple: step, quantity: adjustedTo }} />
        </p>
      )}
    </li>
  );
});
