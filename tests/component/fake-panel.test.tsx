import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../adapters/fake/seed/seed-facts';
import { FakePanel } from '../../src/features/fake-panel/fake-panel';
import messages from '../../src/i18n/compiled/fake-panel-en.json';
import type { Messages } from '../../src/i18n/load-messages';
import { givenAPanel, type PanelWorld } from '../support/given-a-panel';

const panelRegion = () => screen.queryByRole('complementary', { name: 'Fake-mode panel' });

function renderPanel(world: PanelWorld = givenAPanel(), open = true) {
  world.panel.setOpen(open);
  render(
    <IntlProvider locale="en-GB" messages={messages as Messages} defaultLocale="en">
      <FakePanel store={world.panel} />
    </IntlProvider>,
  );
  return { ...world, region: panelRegion() as HTMLElement };
}

describe('the fake-mode control panel', () => {
  it('shows nothing while closed, and closes by its button', async () => {
    const { panel: store } = renderPanel(givenAPanel(), false);
    expect(panelRegion()).toBeNull();
    store.setOpen(true);
    const panel = await screen.findByRole('complementary', { name: 'Fake-mode panel' });
    await userEvent.click(within(panel).getByRole('button', { name: 'Close' }));
    expect(panelRegion()).toBeNull();
  });

  it('logs in as the chosen persona and shows who is logged in', async () => {
    const { region: panel, shop } = renderPanel();
    const persona = within(panel).getByLabelText('Persona');
    expect(persona).toHaveProperty('value', 'guest');
    await userEvent.selectOptions(persona, 'Company customer');
    await waitFor(() => expect(shop.root.session.customerId).toBe(DEMO_ACCOUNTS.company.customerId));
    expect(persona).toHaveProperty('value', 'company');
  });

  it('makes a port method fail on every n-th call, lists it, and heals it', async () => {
    const { region: panel, knobs } = renderPanel();
    await userEvent.type(within(panel).getByLabelText('Port method'), 'CartPort.addLine');
    const every = within(panel).getByLabelText('Fail every n-th call (1 = always)');
    await userEvent.clear(every);
    await userEvent.type(every, '3');
    await userEvent.click(within(panel).getByRole('button', { name: 'Make it fail' }));
    const listed = within(panel).getByText('CartPort.addLine: one call in 3 fails');
    expect(knobs.everyNth.get('CartPort.addLine')).toBe(3);
    await userEvent.click(within(listed).getByRole('button', { name: 'Heal' }));
    expect(within(panel).queryByText(/CartPort.addLine/)).toBeNull();
    expect(knobs.everyNth.size).toBe(0);
  });

  it('sets the latency, moves the clock and shows its lead', async () => {
    const { region: panel, knobs, clock } = renderPanel();
    const latency = within(panel).getByLabelText('Latency (ms)');
    await userEvent.clear(latency);
    await userEvent.type(latency, '1500');
    await userEvent.click(within(panel).getByRole('button', { name: 'Apply' }));
    expect(knobs.latencyMs).toBe(1500);
    await userEvent.click(within(panel).getByRole('button', { name: 'Pass the payment throttle' }));
    expect(within(panel).getByText('Ahead of real time by 2 min')).toBeTruthy();
    expect(clock.offsetMs).toBeGreaterThan(2 * 60_000);
  });

  it('switches the language and resets the data set', async () => {
    const { region: panel, shop, page } = renderPanel();
    await userEvent.selectOptions(within(panel).getByLabelText('Language'), 'RO');
    expect(shop.root.shop.language).toBe('ro');
    await userEvent.click(within(panel).getByRole('button', { name: 'Reset the data set' }));
    expect(page.reloads).toBe(1);
  });
});
