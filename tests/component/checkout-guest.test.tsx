import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import CheckoutPage from '../../src/features/checkout/checkout-page';
import { givenAShop, type TestWorld } from '../support/build-root-store';
import { aSeededSofa, settle, theCart } from '../support/given-a-cart-shop';
import { fieldLabelled, problemOf } from '../support/form-queries';
import { renderCheckoutScreen } from '../support/render-with-stores';

function Where() {
  const { pathname } = useLocation();
  return <output data-testid="where">{pathname}</output>;
}

/** A visitor with a sofa in the cart who continued as guest to /checkout. */
async function givenTheGuestCheckoutPage(world: TestWorld = givenAShop()) {
  const { product, pseIds } = await aSeededSofa(world);
  const { cart } = await theCart(world);
  await cart.add(product, pseIds[0], 1);
  await renderCheckoutScreen(
    <Routes>
      <Route path="/checkout" element={<CheckoutPage />} />
      <Route path="*" element={<Where />} />
    </Routes>,
    { world, path: '/checkout' },
  );
  await act(() => settle(10));
  return world;
}

const type = (label: string, value: string) => fireEvent.change(fieldLabelled(label), { target: { value } });

async function fillInTheGuestForm() {
  type('E-mail address (for the order confirmation)', 'maria@example.ro');
  type('First name', 'Maria');
  type('Last name', 'Popescu');
  type('Street name', 'Strada Lipscani');
  type('Street number', '12');
  type('Postal code', '030031');
  type('City', 'București');
  type('Phone', '0722 123 456');
  await act(() => settle());
  const county = fieldLabelled('County / state') as HTMLSelectElement;
  fireEvent.change(county, { target: { value: county.options[1]?.value } });
  await userEvent.click(within(screen.getByRole('group', { name: 'Payment method' })).getAllByRole('radio')[0]!);
  await userEvent.click(screen.getByRole('checkbox', { name: 'I accept the terms and conditions' }));
}

const pay = async () => {
  await userEvent.click(screen.getByRole('button', { name: 'Pay now' }));
  await act(() => settle(10));
};

describe('/checkout for a guest (Continue as guest)', () => {
  it('asks for the contact and the delivery address and names what is missing', async () => {
    await givenTheGuestCheckoutPage();
    expect(screen.getByRole('link', { name: 'Already a customer? Log in' })).toBeTruthy();
    expect((fieldLabelled('Country') as HTMLSelectElement).disabled).toBe(true);
    await pay();
    expect(screen.getByText('Please select a delivery and billing address')).toBeTruthy();
    expect(screen.getByText('Please enter a valid e-mail address.')).toBeTruthy();
    expect(problemOf('Street name')).not.toBe('');
  });

  it('pays once the form is complete and goes on to the provider', async () => {
    await givenTheGuestCheckoutPage();
    await fillInTheGuestForm();
    await pay();
    expect(screen.getByTestId('where').textContent).toBe('/fake-provider');
  });

  it("shows 'Could not register your customer details' when the registration fails", async () => {
    const world = givenAShop();
    world.knobs.fail('CustomerPort.registerGuest');
    await givenTheGuestCheckoutPage(world);
    await fillInTheGuestForm();
    await pay();
    expect(screen.getByText('Could not register your customer details')).toBeTruthy();
  });

  it('asks a guest ordering for a company for its name and VAT number', async () => {
    await givenTheGuestCheckoutPage();
    expect(screen.queryByLabelText('Company name')).toBeNull();
    await userEvent.click(screen.getByRole('checkbox', { name: 'I am ordering for a company' }));
    await pay();
    expect(problemOf('Company name')).not.toBe('');
    expect(screen.getByText("Please enter the company's name and VAT number.")).toBeTruthy();
  });
});
