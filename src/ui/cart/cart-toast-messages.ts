import { defineMessages } from 'react-intl';

/**
 * The cart toasts of spec section 8. The cart store shows them by id (CART_TOAST in
 * src/stores/cart-store.ts); they are defined here so extraction and translation find them.
 */
export const cartToastMessages = defineMessages({
  added: { id: 'cart.toast.added', defaultMessage: 'Added to cart' },
  addFailed: { id: 'cart.toast.addFailed', defaultMessage: 'Adding to cart failed' },
  removed: { id: 'cart.toast.removed', defaultMessage: 'Removed from cart' },
  removeFailed: { id: 'cart.toast.removeFailed', defaultMessage: 'Failed to remove from cart' },
  updateFailed: { id: 'cart.toast.updateFailed', defaultMessage: 'Failed to update quantity' },
});
