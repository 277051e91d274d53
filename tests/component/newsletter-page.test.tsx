import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fail, portError } from '../../ports/model/result';
import { NEWSLETTER_PORT, type NewsletterPort } from '../../ports/newsletter-port';
import { Route, Routes } from 'react-router-dom';
import { NewsletterBox } from '../../src/features/shell/footer/newsletter-box';
import NewsletterPage from '../../src/features/content/newsletter-page';
import { settle } from '../support/given-a-cart-shop';
import { givenARecordedPort } from '../support/given-a-recorded-port';
import { renderWithStores } from '../support/render-with-stores';

const emailField = () => screen.getByLabelText('E-mail address') as HTMLInputElement;

/** The page once its store has downloaded (it comes with the page's code). */
async function openNewsletter(path: string, action: 'subscribe' | 'unsubscribe', overrides: Partial<NewsletterPort> = {}) {
  const world = givenARecordedPort<NewsletterPort>(NEWSLETTER_PORT, (fakes) => fakes.newsletter, overrides);
  await world.root.newsletter.load();
  renderWithStores(<NewsletterPage action={action} />, { path, world });
  return world;
}

describe('the newsletter pages', () => {
  it('fill in the address the footer box passed (decoded once) and subscribe it in the shop language', async () => {
    const { recorded } = await openNewsletter('/newsletter?email=anna%2Bmoebel%40example.com', 'subscribe');
    await waitFor(() => expect(emailField().value).toBe('anna+moebel@example.com'));
    fireEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText('Thank you! You are now subscribed to our newsletter.')).toBeTruthy();
    expect(recorded.callsTo('subscribe')).toEqual([['anna+moebel@example.com', 'en']]);
  });

  it('subscribe the address of the footer box with its one press, and only once', async () => {
    const world = givenARecordedPort<NewsletterPort>(NEWSLETTER_PORT, (fakes) => fakes.newsletter);
    await world.root.newsletter.load();
    renderWithStores(
      <>
        <NewsletterBox />
        <Routes>
          <Route path="/newsletter" element={<NewsletterPage action="subscribe" />} />
          <Route path="*" element={<p>elsewhere</p>} />
        </Routes>
      </>,
      { path: '/', world },
    );
    fireEvent.change(screen.getByLabelText('Your e-mail address'), { target: { value: 'anna+moebel@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Subscribe' }));

    expect(await screen.findByText('Thank you! You are now subscribed to our newsletter.')).toBeTruthy();
    expect(emailField().value).toBe('anna+moebel@example.com');
    await settle();
    expect(world.recorded.callsTo('subscribe')).toEqual([['anna+moebel@example.com', 'en']]);
  });

  it('a link to the page with an address only fills it in', async () => {
    const { recorded } = await openNewsletter('/newsletter?email=anna%40example.com', 'subscribe');
    await waitFor(() => expect(emailField().value).toBe('anna@example.com'));
    await settle();
    expect(recorded.count('subscribe')).toBe(0);
    expect(screen.getByTestId('newsletter-outcome').textContent).toBe('');
  });

  it('refuse an address that is not one, and send nothing', async () => {
    const { recorded } = await openNewsletter('/newsletter?email=%E0%A4%A', 'subscribe');
    await waitFor(() => expect(emailField().value).toBe('%E0%A4%A'));
    fireEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText('Please enter a valid e-mail address.')).toBeTruthy();
    expect(recorded.count('subscribe')).toBe(0);
  });

  it('say when the server refuses, keeping the address', async () => {
    await openNewsletter('/newsletter?email=anna%40example.com', 'subscribe', {
      subscribe: async () => fail(portError('server', 'down', 500)),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText('We could not subscribe this address. Please try again later.')).toBeTruthy();
    expect(emailField().value).toBe('anna@example.com');
  });

  it('unsubscribe an address', async () => {
    const { recorded } = await openNewsletter('/newsletter-unsubscribe', 'unsubscribe');
    fireEvent.change(emailField(), { target: { value: 'anna@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByText('You have been unsubscribed from our newsletter.')).toBeTruthy();
    expect(recorded.callsTo('unsubscribe')).toEqual([['anna@example.com']]);
  });
});
