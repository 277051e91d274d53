import { observer } from 'mobx-react-lite';
import { useEffect, useId, useState } from 'react';
import { defineMessage, defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { CartLine } from '../../../ports/model/cart';
import type { DeliveryDelay } from '../../../ports/model/product';
import type { PortError, Result } from '../../../ports/model/result';
import { safeInternalPath } from '../../domain/external-url';
import { adjustToMultiple } from '../../domain/quantity-multiple';
import { Resource } from '../../stores/resource';
import { QuantityStepper, type QuantityChangeSource } from '../catalog/quantity-stepper';
import { useStores } from '../store-context';
import { lineMessages, removeLineLabel } from './cart-line-messages';
import styles from './cart-line.module.css';
import { LineImage } from './line-image';

const messages = defineMessages({
  remove: { id: 'cart.line.remove', defaultMessage: 'Remove' },
  unitPrice: { id: 'cart.line.unitPrice', defaultMessage: 'Unit price' },
  lineTotal: { id: 'cart.line.lineTotal', defaultMessage: 'Total' },
  fulfilment: { id: 'cart.line.fulfilment', defaultMessage: 'Ships from' },
  chooseCentre: { id: 'cart.line.chooseCentre', defaultMessage: 'Choose a warehouse' },
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
const deliveryRange = defineMessage<{ min: number; max: number }>({
  id: 'cart.line.deliveryRange',
  defaultMessage: 'Delivery in {min}–{max} working days',
});
const deliveryDays = defineMessage<{ days: number }>({
  id: 'cart.line.deliveryDays',
  defaultMessage: '{days, plural, one {Delivery in # working day} other {Delivery in # working days}}',
});
const deliveryText = defineMessage<{ text: string }>({ id: 'cart.line.deliveryText', defaultMessage: 'Delivery time: {text}' });
const centreOption = defineMessage<{ name: string; city: string; stock: number }>({
  id: 'cart.line.centreOption',
  defaultMessage: '{name}, {city} ({stock} in stock)',
});

/** Product data shown beside a line (multiple, delivery time, warehouses), through the read cache. */
function useCachedResource<T>(key: string, load: () => Promise<Result<T, PortError>>): Resource<T> {
  const { cache } = useStores();
  const [resource] = useState(() => new Resource<T>(() => cache.fetch(key, load)));
  useEffect(() => {
    void resource.ensure();
  }, [resource]);
  return resource;
}

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
  const { cart, shop, deps, pricing } = useStores();
  const intl = useIntl();
  const products = deps.backend.products;
  const multiple = useCachedResource(`quantity-multiple:${shop.locale}:${line.pseId}`, () =>
    products.getQuantityMultiple(line.pseId, shop.context),
  );
  const delay = useCachedResource(`delivery-delay-pse:${line.pseId}`, () => products.getVariantDeliveryDelay(line.pseId));
  const centres = useCachedResource(`fulfilment-stock:${line.pseId}`, () => products.getFulfilmentStock(line.pseId));
  const [adjustedTo, setAdjustedTo] = useState<number | null>(null);
  const step = Number.isSafeInteger(multiple.value) && (multiple.value ?? 0) >= 1 ? (multiple.value as number) : 1;
  const price = cart.unitPrice(line);
  const total = cart.lineTotal(line);
  const pending = cart.isLinePending(line);
  const href = lineHref(line);
  const unavailable = intl.formatMessage(lineMessages.priceUnavailable);

  /** − decreases on the server (action decrease), + sets; a typed entry is fitted to the multiple and set (0 removes). */
  const changeQuantity = (quantity: number, source: QuantityChangeSource): void => {
    if (source === 'button') {
      if (quantity < line.quantity) void cart.decrease(line, line.quantity - quantity);
      else void cart.setQuantity(line, quantity);
      return;
    }
    if (quantity <= 0) {
      setAdjustedTo(null);
      void cart.setQuantity(line, 0);
      return;
    }
    const fitted = adjustToMultiple(Math.floor(quantity), step);
    setAdjustedTo(fitted.adjusted ? fitted.quantity : null);
    if (fitted.quantity !== line.quantity) void cart.setQuantity(line, fitted.quantity);
  };

  return (
    <li className={styles.line} aria-busy={pending || undefined} data-testid={`cart-line-${line.pseId}`}>
      <LineImage line={line} size={96} />
      <div className={styles.info}>
        <h2 className={styles.title}>{href ? <Link to={href}>{line.title}</Link> : line.title}</h2>
        {(line.colour || line.size) && (
          <p className={styles.variant}>
            {line.colour && (
              <span>
                <FormattedMessage {...colourLabel} values={{ colour: line.colour }} />
              </span>
            )}
            {line.size && (
              <span>
                <FormattedMessage {...sizeLabel} values={{ size: line.size }} />
              </span>
            )}
          </p>
        )}
        {delay.value && <DeliveryTime delay={delay.value} />}
        {line.undeliverable && (
          <p className={styles.warning}>
            <FormattedMessage {...messages.undeliverable} />
          </p>
        )}
        {centres.value && centres.value.length > 1 && <CentreChoice line={line} centres={centres.value} disabled={pending} />}
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
          onChange={changeQuantity}
          labels={{
            quantity: intl.formatMessage(quantityLabel, { title: line.title }),
            decrease: intl.formatMessage(decreaseLabel, { title: line.title }),
            increase: intl.formatMessage(increaseLabel, { title: line.title }),
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
        aria-label={intl.formatMessage(removeLineLabel, { title: line.title })}
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

/** Our translated day range when the server sends sound numbers, else the server's own text. */
function DeliveryTime({ delay }: { delay: DeliveryDelay }) {
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

const CentreChoice = observer(function CentreChoice({
  line,
  centres,
  disabled,
}: {
  line: CartLine;
  centres: { id: number; name: string; city: string; stock: number }[];
  disabled: boolean;
}) {
  const { cart } = useStores();
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
