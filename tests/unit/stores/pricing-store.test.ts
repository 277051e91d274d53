import { describe, expect, it } from 'vitest';
import { InMemoryStorage } from '../../../adapters/browser/in-memory-storage';
import type { AppConfig } from '../../../ports/config-port';
import { givenAShop, shopSettingsLoaded } from '../../support/build-root-store';
import { aLoginOfTheTestDay } from '../../support/jwt-builder';

/** The Romanian shop's pricing store (21% TVA, 4.97 lei per euro) once its settings are in. */
async function thePricing(options: { stored?: Record<string, string>; config?: Partial<AppConfig> } = {}) {
  const world = givenAShop({ storage: new InMemoryStorage(options.stored ?? {}), config: options.config });
  await shopSettingsLoaded(world);
  return world.root.pricing;
}

describe('the pricing store: what the shopper pays, from net euro prices (sections 3 and 9)', () => {
  it('shows a private shopper the gross price in lei', async () => {
    const pricing = await thePricing();
    expect(pricing.price(100)).toMatchObject({ amount: 601.37, vat: 'gross' });
  });

  it('shows a VAT-exempt customer the net price with VAT 0%', async () => {
    const pricing = await thePricing({ stored: { excludeVAT: 'true', jwtToken: aLoginOfTheTestDay() } });
    expect(pricing.price(100)).toMatchObject({ amount: 497, vat: 'zero' });
  });

  it('strikes through a higher list price, with the ceiling of the discount', async () => {
    const pricing = await thePricing();
    const shown = pricing.productPrice(100, 150);
    expect(shown).toMatchObject({ amount: 601.37, discountPercent: 34, listText: pricing.format(902.06) });
  });

  it('without a higher list price assumes the configured markup', async () => {
    const pricing = await thePricing({ config: { assumedMarkupPercent: 25 } });
    const shown = pricing.productPrice(100, null);
    expect(shown).toMatchObject({ amount: 601.37, discountPercent: 20, listText: pricing.format(751.71) });
  });
});
