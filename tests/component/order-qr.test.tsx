import { act, screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { PAYMENT_METHOD_IDS } from '../../adapters/fake/seed/seed-facts';
import type { PaymentProvider } from '../../ports/model/checkout';
import OrderPlacedPage from '../../src/features/checkout/order-placed-page';
import { givenAShop } from '../support/build-root-store';
import { aSeededSofa, settle, theCart } from '../support/given-a-cart-shop';
import { aCardPayment } from '../support/given-a-payment';
import { renderCheckoutScreen } from '../support/render-with-stores';

/** An order placed by the fake provider, paid with that provider's method, on its confirmation page. */
async function givenTheConfirmationOf(provider: PaymentProvider, paymentMethodId: number) {
  const world = givenAShop();
  const { product, pseIds } = await aSeededSofa(world);
  const { cart } = await theCart(world);
  await cart.add(product, pseIds[0], 1);
  await settle();
  const cartId = world.root.cartLines.cartId ?? 0;
  await world.fakes.payment.pay({ ...aCardPayment(cartId), provider, paymentMethodId });
  await world.fakes.provider.approve(cartId);
  await renderCheckoutScreen(
    <Routes>
      <Route path="/order-placed" element={<OrderPlacedPage />} />
    </Routes>,
    { world, path: `/order-placed?cart_id=${cartId}` },
  );
  await act(() => settle(10));
}

describe('/order-placed for an order paid by bank transfer', () => {
  it('shows the QR code of the transfer and its details', async () => {
    await givenTheConfirmationOf('instant-transfer', PAYMENT_METHOD_IDS.instantTransfer);
    const transfer = screen.getByRole('region', { name: 'Pay by bank transfer' });
    expect(within(transfer).getByRole('img', { name: 'QR code of the bank transfer' }).tagName.toLowerCase()).toBe('svg');
    expect(within(transfer).getByText('IBAN').nextElementSibling?.textContent).toMatch(/^RO\d{2}/);
    expect(within(transfer).getByText('Reference').nextElementSibling?.textContent).toMatch(/^ORD/);
  });

  it('shows nothing of the kind for a card payment', async () => {
    await givenTheConfirmationOf('card', PAYMENT_METHOD_IDS.card);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Thank you for your order');
    expect(screen.queryByRole('region', { name: 'Pay by bank transfer' })).toBeNull();
  });
});
