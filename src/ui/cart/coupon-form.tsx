import { observer } from 'mobx-react-lite';
import { useId, useState, type FormEvent } from 'react';
import { defineMessage, defineMessages, FormattedMessage } from 'react-intl';
import type { CouponError } from '../../stores/cart-store';
import { Button } from '../components/button';
import { useStores } from '../store-context';
import styles from './coupon-form.module.css';

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
  const { cart, pricing } = useStores();
  const [code, setCode] = useState('');
  const inputId = useId();
  const errorId = useId();
  const error = cart.couponError;

  const submit = async (event: FormEvent): Promise<void> => {
    event.preventDefault();
    if (cart.couponPending) return;
    if (await cart.applyCoupon(code)) setCode('');
  };

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
      <label htmlFor={inputId} className={styles.label}>
        <FormattedMessage {...messages.label} />
      </label>
      <div className={styles.row}>
        <input
          id={inputId}
          className={styles.input}
          value={code}
          autoComplete="off"
          aria-invalid={error !== null || undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => setCode(event.target.value)}
        />
        <Button type="submit" variant="secondary" disabled={cart.couponPending}>
          <FormattedMessage {...(cart.couponPending ? messages.applying : messages.apply)} />
        </Button>
      </div>
      {error && (
        <p id={errorId} role="alert" className={styles.error}>
          <FormattedMessage {...ERROR_TEXT[error]} />
        </p>
      )}
      {cart.appliedCoupon && (
        <p className={styles.applied} data-testid="applied-coupon">
          <FormattedMessage
            {...applied}
            values={{ code: cart.appliedCoupon.code, amount: pricing.format(cart.totals.discount) }}
          />
        </p>
      )}
    </form>
  );
});
