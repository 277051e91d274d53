import { defineMessages, FormattedMessage } from 'react-intl';
import type { Product } from '../../../ports/model/product';
import { Button } from '../components/button';

const messages = defineMessages({
  add: { id: 'cart.add', defaultMessage: 'Add to cart' },
});

export interface AddToCartButtonProps {
  product: Product;
  pseId: number | null;
  quantity: number;
  disabled?: boolean;
}

/** Placeholder until the cart store lands; the cart work replaces the body, keeping these props. */
export function AddToCartButton({ disabled }: AddToCartButtonProps) {
  return (
    <Button disabled={disabled ?? true}>
      <FormattedMessage {...messages.add} />
    </Button>
  );
}
