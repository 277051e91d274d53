import { observer } from 'mobx-react-lite';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { Button } from '../../shared/components/button';
import { Skeleton } from '../../shared/components/skeleton';
import styles from './checkout-page.module.css';
import { PickupPoints } from './pickup-points';
import { useCheckoutFeature } from './use-checkout-feature';

const messages = defineMessages({
  delivery: { id: 'checkout.delivery', defaultMessage: 'Delivery method' },
  payment: { id: 'checkout.payment', defaultMessage: 'Payment method' },
  deliveryFailed: {
    id: 'checkout.deliveryFailed',
    defaultMessage: 'Could not retrieve delivery options. Please try again later.',
  },
  postageLoading: { id: 'checkout.postageLoading', defaultMessage: 'Calculating the delivery cost…' },
  postageFailed: {
    id: 'checkout.postageFailed',
    defaultMessage: 'The delivery cost could not be calculated. Please try again.',
  },
  retry: { id: 'checkout.retry', defaultMessage: 'Try again' },
  nextDay: { id: 'checkout.hint.nextDay', defaultMessage: 'Order before 13:00 and we deliver tomorrow.' },
  noPayment: { id: 'checkout.noPayment', defaultMessage: 'No payment method is available for this cart.' },
});

interface MethodRadiosProps {
  name: string;
  methods: readonly { id: number; title: string }[];
  chosen: number | null;
  onChoose: (id: number) => void;
}

function MethodRadios({ name, methods, chosen, onChoose }: MethodRadiosProps) {
  return methods.map((method) => (
    <label key={method.id} className={styles.option}>
      <input type="radio" name={name} checked={chosen === method.id} onChange={() => onChoose(method.id)} />
      {method.title}
    </label>
  ));
}

/** The delivery and payment methods of the cart, the delivery cost's state and the delivery hint. */
export const CheckoutMethods = observer(function CheckoutMethods() {
  const intl = useIntl();
  const { choice } = useCheckoutFeature();
  return (
    <>
      <fieldset className={styles.section}>
        <legend>{intl.formatMessage(messages.delivery)}</legend>
        {choice.deliveryMethods.failed ? (
          <p role="alert">{intl.formatMessage(messages.deliveryFailed)}</p>
        ) : choice.deliveryMethods.value === undefined ? (
          <Skeleton height="3rem" />
        ) : (
          <MethodRadios
            name="delivery"
            methods={choice.deliveryOptions}
            chosen={choice.deliveryMethodId}
            onChoose={choice.chooseDelivery}
          />
        )}
        <p className={styles.status} role="status">
          {choice.postageLoading && intl.formatMessage(messages.postageLoading)}
          {choice.postageFailed && intl.formatMessage(messages.postageFailed)}
          {!choice.postageLoading && !choice.postageFailed && choice.hint === 'next-day' && intl.formatMessage(messages.nextDay)}
        </p>
        {choice.postageFailed && (
          <Button variant="secondary" onClick={choice.retryPostage}>
            <FormattedMessage {...messages.retry} />
          </Button>
        )}
      </fieldset>
      <PickupPoints />
      <fieldset className={styles.section}>
        <legend>{intl.formatMessage(messages.payment)}</legend>
        {choice.paymentMethods.value === undefined && !choice.paymentMethods.failed ? (
          <Skeleton height="3rem" />
        ) : choice.paymentOptions.length === 0 ? (
          <p>{intl.formatMessage(messages.noPayment)}</p>
        ) : (
          <MethodRadios
            name="payment"
            methods={choice.paymentOptions}
            chosen={choice.paymentMethodId}
            onChoose={choice.choosePayment}
          />
        )}
      </fieldset>
    </>
  );
});
