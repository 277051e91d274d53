import { defineMessages, type MessageDescriptor } from 'react-intl';
import type { ToastTopic } from '../toast-store';

const messages = defineMessages({
  cartAdded: { id: 'cart.toast.added', defaultMessage: 'Added to cart' },
  cartAddFailed: { id: 'cart.toast.addFailed', defaultMessage: 'Adding to cart failed' },
  cartRemoved: { id: 'cart.toast.removed', defaultMessage: 'Removed from cart' },
  cartRemoveFailed: { id: 'cart.toast.removeFailed', defaultMessage: 'Failed to remove from cart' },
  cartUpdateFailed: { id: 'cart.toast.updateFailed', defaultMessage: 'Failed to update quantity' },
  appUpdated: { id: 'app.updated', defaultMessage: 'Our website has been updated' },
  appUpdatedOk: { id: 'app.updatedOk', defaultMessage: 'OK' },
});

/** The text of each toast the stores show (section 8). */
export const TOAST_TEXT: Record<ToastTopic, MessageDescriptor> = {
  'cart-added': messages.cartAdded,
  'cart-add-failed': messages.cartAddFailed,
  'cart-removed': messages.cartRemoved,
  'cart-remove-failed': messages.cartRemoveFailed,
  'cart-update-failed': messages.cartUpdateFailed,
  'app-updated': messages.appUpdated,
};

/** The label of a toast's button, for the topics that offer one. */
export const TOAST_ACTION: Partial<Record<ToastTopic, MessageDescriptor>> = {
  'app-updated': messages.appUpdatedOk,
};
