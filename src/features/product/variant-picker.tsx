import { useId } from 'react';
import { defineMessage, defineMessages, FormattedMessage, useIntl } from 'react-intl';
import type { ProductColour, ProductSize } from '../../../ports/model/product';
import { sanitiseStock, STOCK_BADGE_THRESHOLD } from '../../domain/stock-badge';
import { catalogMessages, stockCountMessage } from '../catalog/catalog-messages';
import styles from './variant-picker.module.css';

const messages = defineMessages({
  colour: { id: 'catalog.variant.colour', defaultMessage: 'Colour' },
  size: { id: 'catalog.variant.size', defaultMessage: 'Size' },
});
const chosenMessage = defineMessage<{ label: string; value: string }>({
  id: 'catalog.variant.chosen',
  defaultMessage: '{label}: {value}',
});

const SAFE_HEX = /^#[0-9a-f]{3,8}$/i;

/** Colour swatches as a radio group; the swatch shows the variant's own colour (server data). */
export function ColourPicker({
  colours,
  selectedId,
  onSelect,
}: {
  colours: readonly ProductColour[];
  selectedId: number | null;
  onSelect: (id: number) => void;
}) {
  const intl = useIntl();
  const name = useId();
  if (colours.length === 0) return null;
  const selected = colours.find((c) => c.id === selectedId);
  const label = intl.formatMessage(messages.colour);
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>
        {selected ? intl.formatMessage(chosenMessage, { label, value: selected.name }) : label}
      </legend>
      <div className={styles.swatches}>
        {colours.map((colour) => (
          <label key={colour.id} className={styles.swatch} title={colour.name}>
            <input
              type="radio"
              name={name}
              className={styles.radio}
              value={colour.id}
              checked={colour.id === selectedId}
              onChange={() => onSelect(colour.id)}
            />
            <span
              className={styles.dot}
              style={{ ['--swatch' as string]: SAFE_HEX.test(colour.hex) ? colour.hex : undefined }}
              aria-hidden="true"
            />
            <span className="visually-hidden">{colour.name}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** Sizes of the chosen colour as a radio group, each with its stock. */
export function SizePicker({
  sizes,
  selectedPseId,
  onSelect,
}: {
  sizes: readonly ProductSize[];
  selectedPseId: number | null;
  onSelect: (pseId: number) => void;
}) {
  const intl = useIntl();
  const name = useId();
  if (sizes.length === 0) return null;
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>
        <FormattedMessage {...messages.size} />
      </legend>
      <div className={styles.sizes}>
        {sizes.map((size) => {
          const stock = sanitiseStock(size.stock);
          return (
            <label key={size.pseId} className={styles.size} data-out={stock === 0 || undefined}>
              <input
                type="radio"
                name={name}
                className={styles.radio}
                value={size.pseId}
                checked={size.pseId === selectedPseId}
                onChange={() => onSelect(size.pseId)}
              />
              <span className={styles.sizeName}>{size.name}</span>
              <span className={styles.sizeStock}>
                {stock === 0
                  ? intl.formatMessage(catalogMessages.outOfStock)
                  : stock < STOCK_BADGE_THRESHOLD
                    ? intl.formatMessage(stockCountMessage, { count: stock })
                    : null}
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
