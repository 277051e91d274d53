import { observer } from 'mobx-react-lite';
import { defineMessages, FormattedMessage } from 'react-intl';
import type { Product } from '../../../ports/model/product';
import { Button } from '../components/button';
import { useStores } from '../store-context';
import styles from './add-to-cart-button.module.css';
import { cartToastMessages } from './cart-toast-messages';

const messages = defineMessages({
  add: { id: 'cart.add', defaultMessage: 'Add to cart' },
  adding: { id: 'cart.adding', defaultMessage: 'Adding…' },
});

export interface AddToCartButtonProps {
  product: Product;
  pseId: number | null;
  quantity: number;
  disabled?: boolean;
}

const WIDE = '(min-width: 768px)';
const isWide = (): boolean =>
  typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia(WIDE).matches;

/**
 * Adds the chosen PRODUCT_SALE_ELEMENT (or the product's default one) to the cart. While the add runs
 * the button is busy and further clicks do nothing. Success is announced with a toast, and on wide
 * screens the mini cart opens as well.
 */
export const AddToCartButton = observer(function AddToCartButton({ product, pseId, quantity, disabled }: AddToCartButtonProps) {
  const { cart, toasts } = useStores();
  const pse = pseId ?? product.defaultPseId;
  const pending = pse !== null && cart.isAdding(pse);
  const unavailable = disabled === true || pse === null || product.isPriceRequest;

  const add = async (): Promise<void> => {
    if (pse === null || pending || unavailable) return;
    const added = await cart.add(product, pse, quantity);
    if (!added) return;
    toasts.show({ kind: 'success', messageId: cartToastMessages.added.id });
    if (isWide()) cart.openMiniCart();
  };

  return (
    <Button
      className={styles.button}
      disabled={unavailable}
      aria-disabled={pending || undefined}
      aria-busy={pending || undefined}
      onClick={() => void add()}
    >
      {pending ? (
        <>
          <span className={styles.spinner} aria-hidden="true" />
          <FormattedMessage {...messages.adding} />
        </>
      ) : (
        <FormattedMessage {...messages.add} />
      )}
    </Button>
  );
});
