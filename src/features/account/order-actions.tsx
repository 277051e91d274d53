import { observer } from 'mobx-react-lite';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { Button } from '../../shared/components/button';
import { ConfirmStep } from '../../shared/components/confirm-step';
import styles from './order-view.module.css';
import { NOTICE_TEXT, WITHDRAWN_TEXT } from './order-messages';
import { useAccountFeature } from './use-account-feature';

const messages = defineMessages({
  cancel: { id: 'order.cancel', defaultMessage: 'Cancel order' },
  cancelQuestion: { id: 'order.cancel.question', defaultMessage: 'Cancel this order?' },
  cancelConfirm: { id: 'order.cancel.confirm', defaultMessage: 'Yes, cancel the order' },
  withdraw: { id: 'order.withdraw', defaultMessage: 'Withdraw from contract' },
  withdrawQuestion: {
    id: 'order.withdraw.question',
    defaultMessage: 'Do you want to withdraw from the contract for this order? We will confirm it right away.',
  },
  withdrawConfirm: { id: 'order.withdraw.confirm', defaultMessage: 'Confirm withdrawal' },
  keep: { id: 'order.keep', defaultMessage: 'No, go back' },
});

/** Cancel and the online withdrawal, each with its confirmation step, and what came of them. */
export const OrderActions = observer(function OrderActions() {
  const intl = useIntl();
  const { order } = useAccountFeature();
  const withdrawal = order.withdrawal;
  return (
    <div className={styles.actions}>
      {order.confirming !== null ? (
        <ConfirmStep
          question={
            <FormattedMessage {...(order.confirming === 'cancel' ? messages.cancelQuestion : messages.withdrawQuestion)} />
          }
          confirmLabel={
            <FormattedMessage {...(order.confirming === 'cancel' ? messages.cancelConfirm : messages.withdrawConfirm)} />
          }
          keepLabel={<FormattedMessage {...messages.keep} />}
          onConfirm={() => void order.confirm()}
          onKeep={order.dismiss}
        />
      ) : (
        <div className={styles.buttons}>
          {order.canWithdraw && (
            <Button onClick={() => order.ask('withdraw')} disabled={order.busy}>
              <FormattedMessage {...messages.withdraw} />
            </Button>
          )}
          {order.canCancel && (
            <Button variant="secondary" onClick={() => order.ask('cancel')} disabled={order.busy}>
              <FormattedMessage {...messages.cancel} />
            </Button>
          )}
        </div>
      )}
      <p role="status" className={styles.notice}>
        {withdrawal !== null
          ? intl.formatMessage(WITHDRAWN_TEXT, {
              date: intl.formatDate(withdrawal, { dateStyle: 'long' }),
              time: intl.formatTime(withdrawal, { timeStyle: 'short' }),
            })
          : order.notice !== null && order.notice !== 'withdrawn' && <FormattedMessage {...NOTICE_TEXT[order.notice]} />}
      </p>
    </div>
  );
});
