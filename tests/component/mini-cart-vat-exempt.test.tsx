import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fail, ok } from '../../ports/model/result';
import { CartIndicator } from '../../src/features/cart/cart-indicator';
import { aCartLine, storedCart } from '../support/cart-line-builder';
import { givenACartShop, settle } from '../support/given-a-cart-shop';
import { renderWithStores } from '../support/render-with-stores';
import { aLoginOfTheTestDay } from '../support/jwt-builder';

/** An open mini cart with one line and a postage of 12.10 € gross (10 € net); VAT-exempt or not. */
async function givenAnOpenMiniCart({ vatExempt }: { vatExempt: boolean }) {
  const world = givenACartShop({
    stored: {
      ...storedCart(aCartLine().withNetPrice(100)),
      ...(vatExempt ? { excludeVAT: 'true', jwtToken: aLoginOfTheTestDay() } : {}),
    },
    cart: { getCart: async () => fail({ kind: 'failed' as const, message: 'Failed to fetch' }) },
    checkout: {
      listDeliveryMethods: async () => ok([{ id: 12, position: 1, title: 'Parcel', code: 'standard' }]),
      getPostage: async () => ok({ net: 10, gross: 12.1 }),
    },
  });
  await settle();
  renderWithStores(<CartIndicator />, { world });
  act(() => world.root.miniCart.show());
  return world;
}

const plain = (text: string | null) => (text ?? '').replace(/\u00a0/g, ' ');

describe('mini cart: shipment in VAT-exempt mode (spec 9)', () => {
  it('shows the net shipment (gross minus tax) to a VAT-exempt buyer', async () => {
    const world = await givenAnOpenMiniCart({ vatExempt: true });
    expect(plain((await screen.findByTestId('cart-shipment')).textContent)).toBe(plain(world.root.pricing.format(49.7)));
  });

  it('shows the gross shipment to everyone else', async () => {
    const world = await givenAnOpenMiniCart({ vatExempt: false });
    expect(plain((await screen.findByTestId('cart-shipment')).textContent)).toBe(plain(world.root.pricing.format(60.14)));
  });
});
