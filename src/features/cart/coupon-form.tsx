import { observer } from 'mobx-react-lite';
import { useId, type FormEvent } from 'react';
import { defineMessage, defineMessages, FormattedMessage } from 'react-intl';
import type { CouponError } from './coupon-store';
import { Button } from '../../shared/components/button';
import { useStores } from '../../shared/store-context';
import styles from './coupon-form.module.css';
import { useCart } from './use-cart';

const messages = defineMessages({
  label: { id: 'cart.coupon.label', defaultMessage: 'Coupon code' },
  apply: { id: 'cart.coupon.apply', defaultMessage: 'Apply' },
  applying: { id: 'cart.coupon.applying', defaultMessage: 'Applying…' },
  empty: { id: 'cart.coupon.empty', defaultMessage: 'Please enter a coupon code.' },
  noCart: { id: 'cart.coupon.noCart', defaultMessage: 'Add a product to the cart before using a coupon.' },
  rejected: { id: 'cart.coupon.rejected', defaultMessage: 'This coupon could not be applied. Check the code and try again.' },
});

const applied = defineMessage<{ code: string; amount: string }>({
  id: 'cart.coupon.applied',
  defaultMessage: 'Coupon {code} applied: −{amount}',
});

const ERROR_TEXT: Record<CouponError, (typeof messages)[keyof typeof messages]> = {
  empty: messages.empty,
  'no-cart': messages.noCart,
  rejected: messages.rejected,
};

/** insertCoupon: the code field, the applied code with its discount, and a translated inline error. */
export const CouponForm = observer(function CouponForm() {
  const { coupon, cartTotals } = useCart();
  const { pricing } = useStores();
  const inputId = useId();
  const errorId = useId();
  const error = coupon.error;

  const submit = (event: FormEvent): void => {
    event.preventDefault();
    void coupon.applyDraft();
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <label htmlFor={inputId} className={styles.label}>
        <FormattedMessage {...messages.label} />
      </label>
      <div className={styles.row}>
        <input
          id={inputId}
          className={styles.input}
          value={coupon.draft}
          autoComplete="off"
          aria-invalid={error !== null || undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => coupon.setDraft(event.target.value)}
        />
        <Button type="submit" variant="secondary" disabled={coupon.pending}>
          <FormattedMessage {...(coupon.pending ? messages.applying : messages.apply)} />
        </Button>
      </div>
      {error && (
        <p id={errorId} role="alert" className={styles.error}>
          <FormattedMessage {...ERROR_TEXT[error]} />
        </p>
      )}
      {coupon.applied && (
        <p className={styles.applied} data-testid="applied-coupon">
          <FormattedMessage
            {...applied}
            values={{ code: coupon.applied.code, amount: pricing.format(cartTotals.totals.discount) }}
          />
        </p>
      )}
    </form>
  );
});
