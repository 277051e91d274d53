import { observer } from 'mobx-react-lite';
import { defineMessages, FormattedMessage } from 'react-intl';
import type { Product } from '../../../ports/model/product';
import type { LinePrice } from './cart-persistence';
import { Button } from '../../shared/components/button';
import { useStores } from '../../shared/store-context';
import styles from './add-to-cart-button.module.css';
import { useCart } from './use-cart';

const messages = defineMessages({
  add: { id: 'cart.add', defaultMessage: 'Add to cart' },
  adding: { id: 'cart.adding', defaultMessage: 'Adding…' },
});

export interface AddToCartButtonProps {
  product: Product;
  pseId: number | null;
  quantity: number;
  /** The chosen variant's price, when it differs from the product's. */
  price?: LinePrice;
  disabled?: boolean;
}

/**
 * Adds the chosen PRODUCT_SALE_ELEMENT (or the product's default one) to the cart. While the add runs
 * the button is busy and further clicks do nothing; the cart store announces the outcome.
 */
export const AddToCartButton = observer(function AddToCartButton({
  product,
  pseId,
  quantity,
  price,
  disabled,
}: AddToCartButtonProps) {
  const { cart } = useCart();
  const { app } = useStores();
  const pse = pseId ?? product.defaultPseId;
  const pending = pse !== null && cart.isAdding(pse);
  const unavailable = disabled === true || pse === null || product.isPriceRequest || !app.started;

  const add = (): void => {
    if (pse === null || pending || unavailable) return;
    void cart.add(product, pse, quantity, price);
  };

  return (
    <Button
      className={styles.button}
      disabled={unavailable}
      aria-disabled={pending || undefined}
      aria-busy={pending || undefined}
      onClick={add}
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
