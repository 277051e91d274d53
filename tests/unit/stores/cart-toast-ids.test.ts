import { describe, expect, it } from 'vitest';
import en from '../../../src/i18n/compiled/en.json';
import { CART_TOAST } from '../../../src/stores/cart-store';
import { cartToastMessages } from '../../../src/ui/cart/cart-toast-messages';

describe('cart toast ids', () => {
  it('every toast the cart store shows is defined for extraction and compiled', () => {
    const defined = new Set(Object.values(cartToastMessages).map((message) => message.id));
    for (const id of Object.values(CART_TOAST)) {
      expect(defined.has(id), id).toBe(true);
      expect(id in en, id).toBe(true);
    }
  });

  it('carries the texts of the spec (section 8)', () => {
    expect(cartToastMessages.addFailed.defaultMessage).toBe('Adding to cart failed');
    expect(cartToastMessages.removed.defaultMessage).toBe('Removed from cart');
    expect(cartToastMessages.removeFailed.defaultMessage).toBe('Failed to remove from cart');
    expect(cartToastMessages.updateFailed.defaultMessage).toBe('Failed to update quantity');
  });
});
