import { observer } from 'mobx-react-lite';
import { defineMessages, FormattedMessage } from 'react-intl';
import { Button } from '../../shared/components/button';
import { ConfirmStep } from '../../shared/components/confirm-step';
import styles from './delete-all.module.css';
import { useCart } from './use-cart';

const messages = defineMessages({
  deleteAll: { id: 'cart.deleteAll', defaultMessage: 'Delete all' },
  question: { id: 'cart.deleteAll.question', defaultMessage: 'Remove all items from your cart?' },
  confirm: { id: 'cart.deleteAll.confirm', defaultMessage: 'Yes, delete all' },
  keep: { id: 'cart.deleteAll.keep', defaultMessage: 'Keep my items' },
});

/** Section 4's 'delete all', with a confirmation step in place (no modal, nothing moves below it). */
export const DeleteAll = observer(function DeleteAll() {
  const { cart } = useCart();
  if (!cart.confirmingClear) {
    return (
      <Button variant="link" className={styles.ask} onClick={cart.askToClear}>
        <FormattedMessage {...messages.deleteAll} />
      </Button>
    );
  }
  return (
    <ConfirmStep
      question={<FormattedMessage {...messages.question} />}
      confirmLabel={<FormattedMessage {...messages.confirm} />}
      keepLabel={<FormattedMessage {...messages.keep} />}
      onConfirm={() => void cart.confirmClear()}
      onKeep={cart.cancelClear}
    />
  );
});
