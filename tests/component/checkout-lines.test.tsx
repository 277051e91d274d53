import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import CheckoutPage from '../../src/features/checkout/checkout-page';
import { givenAShop } from '../support/build-root-store';
import { WELCOME_COUPON } from '../../adapters/fake/seed/seed-coupons';
import { aSeededSofa, settle, theCart } from '../support/given-a-cart-shop';
import { renderCheckoutScreen } from '../support/render-with-stores';

describe('/checkout: the lines being ordered', () => {
  it('lists each line with its warehouse choice and says that a freight carrier brings the sofa', async () => {
    const world = givenAShop();
    const { product, pseIds } = await aSeededSofa(world);
    const { cart } = await theCart(world);
    await cart.add(product, pseIds[0], 2);
    await renderCheckoutScreen(<CheckoutPage />, { world, path: '/checkout' });
    await act(() => settle(10));

    const order = screen.getByRole('region', { name: 'Your order' });
    // The line's title in the interface language, as the catalogue names it.
    expect(within(order).getByText(`2 × ${product.title}`)).toBeTruthy();
    expect(within(order).getByText('Delivered by a freight carrier, who phones you to agree the day.')).toBeTruthy();

    const centre = within(order).getByLabelText('Ships from') as HTMLSelectElement;
    const other = [...centre.options].find((option) => option.value !== '' && option.value !== centre.value);
    fireEvent.change(centre, { target: { value: other!.value } });
    await act(() => settle());
    expect(world.root.cartLines.items[0]?.fulfilmentCentreId).toBe(Number(other!.value));
  });

  it('applying a coupon applies it and does not submit the payment around it', async () => {
    const world = givenAShop();
    const { product, pseIds } = await aSeededSofa(world);
    const { cart, coupon } = await theCart(world);
    await cart.add(product, pseIds[0], 1);
    await renderCheckoutScreen(<CheckoutPage />, { world, path: '/checkout' });
    await act(() => settle(10));
    fireEvent.change(screen.getByLabelText('Coupon code'), { target: { value: WELCOME_COUPON.code } });
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await act(() => settle());
    expect(coupon.applied?.code).toBe(WELCOME_COUPON.code);
    expect(screen.queryByText('Please select a Payment Method')).toBeNull();
    expect(world.knobs.callsTo('PaymentPort.pay')).toBe(0);
  });
});
