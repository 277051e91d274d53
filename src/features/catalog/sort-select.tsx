import { useId } from 'react';
import { defineMessages, FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import type { ProductSort } from '../../../ports/model/product';
import { PRODUCT_SORTS } from './listing-params';
import styles from './sort-select.module.css';

const messages = defineMessages({
  label: { id: 'catalog.sort.label', defaultMessage: 'Sort by' },
  default: { id: 'catalog.sort.default', defaultMessage: 'Most popular' },
  priceHighToLow: { id: 'catalog.sort.priceHighToLow', defaultMessage: 'Price: high to low' },
  priceLowToHigh: { id: 'catalog.sort.priceLowToHigh', defaultMessage: 'Price: low to high' },
});

const LABELS: Record<ProductSort, MessageDescriptor> = {
  default: messages.default,
  priceHighToLow: messages.priceHighToLow,
  priceLowToHigh: messages.priceLowToHigh,
};

/** The sort options of section 9 (default = the server's sales_view_quantity order). */
export function SortSelect({ value, onChange }: { value: ProductSort; onChange: (sort: ProductSort) => void }) {
  const intl = useIntl();
  const id = useId();
  return (
    <div className={styles.sort}>
      <label htmlFor={id}>
        <FormattedMessage {...messages.label} />
      </label>
      <select
        id={id}
        className={styles.select}
        value={value}
        onChange={(event) => onChange(PRODUCT_SORTS.find((sort) => sort === event.target.value) ?? 'default')}
      >
        {PRODUCT_SORTS.map((sort) => (
          <option key={sort} value={sort}>
            {intl.formatMessage(LABELS[sort])}
          </option>
        ))}
      </select>
    </div>
  );
}
