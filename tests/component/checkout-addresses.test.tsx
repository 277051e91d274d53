import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import CheckoutPage from '../../src/features/checkout/checkout-page';
import { givenAShop } from '../support/build-root-store';
import { settle } from '../support/given-a-cart-shop';
import { givenACheckout } from '../support/given-a-checkout';
import { renderCheckoutScreen } from '../support/render-with-stores';

describe("/checkout: the customer's saved addresses", () => {
  it("offers them for billing and delivery, without downloading the account screens' own stores", async () => {
    const world = givenAShop();
    const { stop } = await givenACheckout(world);
    await renderCheckoutScreen(<CheckoutPage />, { world, path: '/checkout' });
    await act(() => settle(10));

    const saved = world.root.customerFeature.value?.addresses.sorted ?? [];
    expect(saved.length).toBeGreaterThan(0);
    const billing = screen.getByLabelText('Billing address') as HTMLSelectElement;
    const delivery = screen.getByLabelText('Delivery address') as HTMLSelectElement;
    expect([...billing.options].map((option) => Number(option.value))).toEqual(saved.map((address) => address.id));
    expect(delivery.options).toHaveLength(saved.length);
    expect(world.root.accountFeature.value).toBeUndefined();
    stop();
  });
});
