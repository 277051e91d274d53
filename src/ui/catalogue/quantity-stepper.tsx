import { useEffect, useId, useState } from 'react';
import { defineMessage, defineMessages, FormattedMessage, useIntl } from 'react-intl';
import styles from './quantity-stepper.module.css';

const messages = defineMessages({
  label: { id: 'catalogue.quantity.label', defaultMessage: 'Quantity' },
  decrease: { id: 'catalogue.quantity.decrease', defaultMessage: 'Decrease quantity' },
  increase: { id: 'catalogue.quantity.increase', defaultMessage: 'Increase quantity' },
});

/** The spec's validation text (section 5). */
export const multipleMessage = defineMessage<{ multiple: number }>({
  id: 'catalogue.quantity.multiple',
  defaultMessage: 'Quantity must be a multiple of {multiple}',
});

/**
 * − [quantity] + in steps of the multiple. Typing is free; the value is committed on blur or
 * Enter, and the owner adjusts it to the multiple and says so (`adjustedTo`).
 */
export function QuantityStepper({
  value,
  step,
  onChange,
  adjusted,
  disabled = false,
}: {
  value: number;
  step: number;
  onChange: (quantity: number) => void;
  /** Set when the last entry was changed to fit the multiple: shows the spec's message. */
  adjusted: boolean;
  disabled?: boolean;
}) {
  const intl = useIntl();
  const id = useId();
  const hintId = `${id}-hint`;
  const [draft, setDraft] = useState(String(value));
  useEffect(() => setDraft(String(value)), [value]);
  const commit = () => {
    const typed = Number(draft.trim());
    onChange(Number.isFinite(typed) ? typed : value);
  };
  return (
    <div className={styles.stepper}>
      <label htmlFor={id} className={styles.label}>
        <FormattedMessage {...messages.label} />
      </label>
      <div className={styles.controls}>
        <button
          type="button"
          className={styles.button}
          aria-label={intl.formatMessage(messages.decrease)}
          disabled={disabled || value <= step}
          onClick={() => onChange(value - step)}
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
          min={step}
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
          aria-label={intl.formatMessage(messages.increase)}
          disabled={disabled}
          onClick={() => onChange(value + step)}
        >
          <svg aria-hidden="true" width="18" height="18" viewBox="0 0 24 24">
            <path d="M5 12h14M12 5v14" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
          </svg>
        </button>
      </div>
      <p id={hintId} className={styles.hint} role="status" aria-live="polite">
        {adjusted && <FormattedMessage {...multipleMessage} values={{ multiple: step }} />}
      </p>
    </div>
  );
}
