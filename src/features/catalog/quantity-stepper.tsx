import { useEffect, useId, useState } from 'react';
import { defineMessage, defineMessages, FormattedMessage, useIntl } from 'react-intl';
import styles from './quantity-stepper.module.css';

const messages = defineMessages({
  label: { id: 'catalog.quantity.label', defaultMessage: 'Quantity' },
  decrease: { id: 'catalog.quantity.decrease', defaultMessage: 'Decrease quantity' },
  increase: { id: 'catalog.quantity.increase', defaultMessage: 'Increase quantity' },
});

/** The spec's validation text (section 5). */
export const multipleMessage = defineMessage<{ multiple: number }>({
  id: 'catalog.quantity.multiple',
  defaultMessage: 'Quantity must be a multiple of {multiple}',
});

/** What made the stepper change: one of its − / + buttons, or a typed entry (committed on blur or Enter). */
export type QuantityChangeSource = 'button' | 'typed';

/**
 * − [quantity] + in steps of the multiple. Typing is free; the value is committed on blur or
 * Enter (an empty entry restores the value), and the owner adjusts it to the multiple and says so (`adjusted`).
 */
export function QuantityStepper({
  value,
  step,
  min = step,
  onChange,
  adjusted,
  disabled = false,
  labels,
}: {
  value: number;
  step: number;
  /** Lowest value − may reach (the cart allows 0: remove the line); the multiple by default. */
  min?: number;
  onChange: (quantity: number, source: QuantityChangeSource) => void;
  /**
   * Set when the last entry was changed to fit the multiple: shows the spec's message.
   * Leave it out when the owner shows its own message; then no message line is reserved.
   */
  adjusted?: boolean;
  disabled?: boolean;
  /**
   * Names for one stepper among several (e.g. naming the product on a cart line). The quantity
   * label is then for screen readers only: the surrounding row already shows what it is for.
   */
  labels?: { quantity: string; decrease: string; increase: string };
}) {
  const intl = useIntl();
  const id = useId();
  const hintId = `${id}-hint`;
  const [draft, setDraft] = useState(String(value));
  useEffect(() => setDraft(String(value)), [value]);
  const commit = () => {
    const text = draft.trim();
    const typed = Number(text);
    // Show the value again; the owner's new value (if any) replaces it.
    setDraft(String(value));
    if (text !== '' && Number.isFinite(typed)) onChange(typed, 'typed');
  };
  return (
    <div className={styles.stepper}>
      <label htmlFor={id} className={labels ? 'visually-hidden' : styles.label}>
        {labels ? labels.quantity : <FormattedMessage {...messages.label} />}
      </label>
      <div className={styles.controls}>
        <button
          type="button"
          className={styles.button}
          aria-label={labels ? labels.decrease : intl.formatMessage(messages.decrease)}
          disabled={disabled || value <= min}
          onClick={() => onChange(value - step, 'button')}
        >
          <svg aria-hidden="true" width="18" height="18" viewBox="0 0 24 24">
            <path d="M5 12h14" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
          </svg>
        </button>
        <input
          id={id}
          className={`${styles.input} tabular`}
          type="number"
          inputMode="numeric"
          min={min}
          step={step}
          value={draft}
          disabled={disabled}
          aria-describedby={adjusted ? hintId : undefined}
          aria-invalid={adjusted || undefined}
          onChange={(event) => setDraft(event.target.value)}
          onBlur={commit}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              commit();
            }
          }}
        />
        <button
          type="button"
          className={styles.button}
          aria-label={labels ? labels.increase : intl.formatMessage(messages.increase)}
          disabled={disabled}
          onClick={() => onChange(value + step, 'button')}
        >
          <svg aria-hidden="true" width="18" height="18" viewBox="0 0 24 24">
            <path d="M5 12h14M12 5v14" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
          </svg>
        </button>
      </div>
      {adjusted !== undefined && (
        <p id={hintId} className={styles.hint} role="status" aria-live="polite">
          {adjusted && <FormattedMessage {...multipleMessage} values={{ multiple: step }} />}
        </p>
      )}
    </div>
  );
}
