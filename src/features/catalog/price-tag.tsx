import { observer } from 'mobx-react-lite';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Product } from '../../../ports/model/product';
import { productPriceInputs } from '../shop/product-price-inputs';
import { useStores } from '../../shared/store-context';
import { catalogMessages, discountLabelMessage, discountMessage } from './catalog-messages';
import styles from './price-tag.module.css';

/** Word separator between inline parts, so assistive technology does not run them together. */
const SPACE = ' ';

export interface PriceTagProps {
  /** Net selling price in euro. */
  net: number;
  /** Net struck-through list price, when the server has one. */
  listNet: number | null;
  /** The product's default category: it decides the 0-VAT rule. */
  defaultCategoryId: number | null;
  size?: 'card' | 'large';
  className?: string;
}

/**
 * The price as the shopper's country, customer type and currency make it (root.pricing): the
 * amount, its VAT label ('incl. VAT' or 'VAT 0%'), the struck-through list price and the discount
 * badge. Computed in render from observables, so a country switch reprices it at once.
 */
export const PriceTag = observer(function PriceTag({ net, listNet, defaultCategoryId, size = 'card', className }: PriceTagProps) {
  const intl = useIntl();
  const { pricing } = useStores();
  const shown = pricing.productPrice(net, listNet, defaultCategoryId);
  const classes = [styles.tag, styles[size], className].filter(Boolean).join(' ');
  if (shown.text === null) {
    return (
      <div className={classes} data-testid="price-tag">
        <span className={styles.unavailable}>
          <FormattedMessage {...catalogMessages.priceUnavailable} />
        </span>
      </div>
    );
  }
  return (
    <div className={classes} data-testid="price-tag" data-vat={shown.vat}>
      <span className={styles.main}>
        <span className={`${styles.price} tabular`} data-testid="price">
          {shown.text}
        </span>
        {SPACE}
        <span className={styles.vat} data-testid="vat-label">
          <FormattedMessage {...(shown.vat === 'zero' ? catalogMessages.vatZero : catalogMessages.inclVat)} />
        </span>
      </span>
      {shown.listText !== null && shown.discountPercent > 0 && (
        <span className={styles.was}>
          <span className="visually-hidden">
            <FormattedMessage {...catalogMessages.previousPrice} />
            {SPACE}
          </span>
          <s className="tabular" data-testid="list-price">
            {shown.listText}
          </s>
          {SPACE}
          <span
            className={styles.badge}
            data-testid="discount-badge"
            aria-label={intl.formatMessage(discountLabelMessage, { percent: shown.discountPercent })}
          >
            <FormattedMessage {...discountMessage} values={{ percent: shown.discountPercent }} />
          </span>
        </span>
      )}
    </div>
  );
});

/** A product's price tag (promo and list prices picked from the product). */
export function ProductPriceTag({ product, size, className }: { product: Product; size?: 'card' | 'large'; className?: string }) {
  const inputs = productPriceInputs(product);
  return (
    <PriceTag
      net={inputs.net}
      listNet={inputs.listNet}
      defaultCategoryId={inputs.defaultCategoryId}
      size={size}
      className={className}
    />
  );
}

/** A price tag for a price-request product: no amount, the request wording. */
export function PriceOnRequest({ size = 'card' }: { size?: 'card' | 'large' }) {
  return (
    <div className={[styles.tag, styles[size]].filter(Boolean).join(' ')} data-testid="price-tag">
      <span className={styles.request}>
        <FormattedMessage {...catalogMessages.priceOnRequest} />
      </span>
    </div>
  );
}
