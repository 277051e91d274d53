import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../../adapters/fake/seed/seed-facts';
import { CARTS_STORAGE_KEY } from '../../../adapters/fake/fake-cart-book';
import { FakeKnobs } from '../../../adapters/fake/fake-knobs';
import { PANEL_OPEN_KEY } from '../../../src/app/fake-panel-controls';
import { CLOCK_STEPS } from '../../../src/features/fake-panel/panel-store';
import { shopSettingsLoaded } from '../../support/build-root-store';
import { settle } from '../../support/given-a-cart-shop';
import { givenAPanel, TestPanelWindow } from '../../support/given-a-panel';

describe('the fake-mode control panel', () => {
  it('logs in as each persona the way the fake customer adapter does, and as the guest logs out', async () => {
    const { panel, shop } = givenAPanel();
    await panel.choosePersona('company');
    expect(shop.root.session.customerId).toBe(DEMO_ACCOUNTS.company.customerId);
    expect(shop.root.session.isCompany).toBe(true);
    expect(panel.persona).toBe('company');
    await panel.choosePersona('vat-exempt');
    expect(shop.root.session.excludeVat).toBe(true);
    expect(panel.persona).toBe('vat-exempt');
    await panel.choosePersona('admin');
    expect(shop.root.session.isAdmin).toBe(true);
    await panel.choosePersona('guest');
    expect(shop.root.session.loggedIn).toBe(false);
    expect(panel.persona).toBe('guest');
  });

  it('says so when a persona’s log-in is refused (a failing CustomerPort.logIn)', async () => {
    const { panel, knobs } = givenAPanel();
    knobs.fail('CustomerPort.logIn');
    await panel.choosePersona('private');
    expect(panel.personaFailed).toBe(true);
    expect(panel.persona).toBe('guest');
  });

  it('switches the country among the shop’s countries and the language with its URL', async () => {
    const { panel, shop, page } = givenAPanel();
    await shopSettingsLoaded(shop);
    const other = panel.countries.find((country) => country.id !== shop.root.shop.countryId);
    expect(other).toBeDefined();
    panel.chooseCountry(other?.id ?? 0);
    expect(shop.root.shop.countryId).toBe(other?.id);
    expect(shop.storage.get('country_id')).toBe(String(other?.id));
    panel.chooseLanguage('de');
    expect(shop.root.shop.language).toBe('de');
    expect(page.urls).toEqual(['/de/products']);
  });

  it('sets the latency and makes a port method fail always or on every n-th call, kept across a reload', () => {
    const { panel, page } = givenAPanel();
    panel.setLatency(800);
    panel.failMethod(' CatalogPort.listProducts ');
    panel.failMethod('CartPort.addLine', 3);
    const reloaded = FakeKnobs.load(page.sessionStorage);
    expect(reloaded.latencyMs).toBe(800);
    expect([...reloaded.failures]).toEqual(['CatalogPort.listProducts']);
    expect(Object.fromEntries(reloaded.everyNth)).toEqual({ 'CartPort.addLine': 3 });
    expect(panel.knobs.failures).toEqual([
      { name: 'CatalogPort.listProducts', every: 1 },
      { name: 'CartPort.addLine', every: 3 },
    ]);
    panel.failMethod('CartPort.addLine');
    expect(panel.knobs.failures).toContainEqual({ name: 'CartPort.addLine', every: 1 });
    panel.heal('CatalogPort.listProducts');
    expect(FakeKnobs.load(page.sessionStorage).failures.has('CatalogPort.listProducts')).toBe(false);
  });

  it('moves the clock the stores use: past the token’s life the login ends, and the lead survives a reload', async () => {
    const { panel, shop, clock, page } = givenAPanel();
    await panel.choosePersona('private');
    panel.advanceClock('paymentThrottle');
    expect(panel.knobs.clockOffsetMs).toBe(CLOCK_STEPS.paymentThrottle);
    expect(shop.root.session.loggedIn).toBe(true);
    panel.advanceClock('tokenExpiry');
    await settle();
    expect(shop.root.session.loggedIn).toBe(false);
    expect(clock.offsetMs).toBe(CLOCK_STEPS.paymentThrottle + CLOCK_STEPS.tokenExpiry);
    expect(givenAPanel(page).panel.knobs.clockOffsetMs).toBe(clock.offsetMs);
  });

  it('resets the data set: the fake server’s records and the knobs dropped, the clock back, the page reloaded', () => {
    const page = new TestPanelWindow();
    page.localStorage.setItem(CARTS_STORAGE_KEY, '[]');
    page.localStorage.setItem('cart_id', '1001');
    const { panel, clock } = givenAPanel(page);
    panel.failMethod('CatalogPort.listProducts');
    panel.advanceClock('updateToast');
    panel.resetData();
    expect([page.localStorage.getItem(CARTS_STORAGE_KEY), page.localStorage.getItem('cart_id')]).toEqual([null, null]);
    expect(FakeKnobs.load(page.sessionStorage).failures.size).toBe(0);
    expect(clock.offsetMs).toBe(0);
    expect(page.reloads).toBe(1);
  });

  it('opens and closes, and stays as it was across a reload', () => {
    const { panel, page } = givenAPanel();
    expect(panel.open).toBe(false);
    panel.toggle();
    expect(page.sessionStorage.getItem(PANEL_OPEN_KEY)).toBe('true');
    expect(givenAPanel(page).panel.open).toBe(true);
    panel.setOpen(false);
    expect(givenAPanel(page).panel.open).toBe(false);
  });
});
