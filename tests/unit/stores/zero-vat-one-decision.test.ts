import { describe, expect, it, vi } from 'vitest';
import { InMemoryStorage } from '../../../adapters/browser/in-memory-storage';
import { seedFacts } from '../../../adapters/fake/seed/seed-facts';
import type { Product } from '../../../ports/model/product';
import { ok } from '../../../ports/model/result';
import { bindingOf } from '../../../ports/port-token';
import { PRODUCT_PORT } from '../../../ports/product-port';
import { CART_PORT } from '../../../ports/cart-port';
import { AUSTRIA } from '../../../src/domain/countries';
import { productPriceInputs } from '../../../src/features/shop/product-price-inputs';
import { aFakeFamily, shopSettingsLoaded } from '../../support/build-root-store';
import { theCart } from '../../support/given-a-cart-shop';
import { givenARecordedPort } from '../../support/given-a-recorded-port';
import { recordingPort } from '../../support/recording-port';
import { aLoginOfTheTestDay } from '../../support/jwt-builder';

/**
 * A company customer delivering to the default country (Austria) looks at a seeded product whose
 * categories are rearranged by `categories`, then adds it to the cart.
 */
async function netOrGrossEverywhere(
  categories: (zeroVat: number, ordinary: number) => Pick<Product, 'categories' | 'defaultCategoryId'>,
) {
  const family = aFakeFamily();
  const { productId, pseId } = seedFacts().plentifulPse;
  let zeroVat = 0;
  const world = givenARecordedPort(
    PRODUCT_PORT,
    (fakes) => fakes.products,
    {
      getProduct: async (id, ctx) => {
        const real = await family.fakes.products.getProduct(id, ctx);
        return real.ok ? ok({ ...real.value, ...categories(zeroVat, real.value.defaultCategoryId ?? 1) }) : real;
      },
    },
    {
      ...family,
      storage: new InMemoryStorage({ isCompany: 'true', jwtToken: aLoginOfTheTestDay() }),
      // The fake server's cart read knows only the seed's categories: keep the line as the add made it.
      ports: [bindingOf(CART_PORT, recordingPort(family.fakes.cart, { getCart: () => new Promise(() => undefined) }).port)],
    },
  );
  await shopSettingsLoaded(world);
  await vi.waitFor(() => expect(world.root.shop.defaultCountry.status).toBe('ready'));
  zeroVat = world.root.shop.localeConfig.value?.zeroVatCategoryIds[0] ?? 0;
  world.root.shop.selectCountry(AUSTRIA);

  const page = (await world.root.productPage.load()).product().open({ productId });
  const { cart, cartTotals } = await theCart(world);
  page.start();
  await vi.waitFor(() => expect(page.priceLoading === false && page.product !== undefined).toBe(true));
  const product = page.product as Product;
  const card = productPriceInputs(product);
  await cart.add(product, pseId, 1);
  const line = world.root.cartLines.items[0];
  if (!line) throw new Error('the line was not added');
  return {
    productPage: page.shownPrice?.vat,
    card: world.root.pricing.productPrice(card.net, card.listNet, card.defaultCategoryId).vat,
    cartLine: cartTotals.unitPrice(line).vat,
  };
}

describe('one 0-VAT decision for product pages, cards and cart lines (spec 3 and 9)', () => {
  it('a product whose default category is a 0-VAT category is net everywhere', async () => {
    const shown = await netOrGrossEverywhere((zeroVat) => ({
      categories: [{ id: zeroVat, title: 'Office' }],
      defaultCategoryId: zeroVat,
    }));
    expect(shown).toEqual({ productPage: 'zero', card: 'zero', cartLine: 'zero' });
  });

  it('a product that is in a 0-VAT category only besides its default one is gross everywhere', async () => {
    const shown = await netOrGrossEverywhere((zeroVat, ordinary) => ({
      categories: [
        { id: ordinary, title: 'Sofas' },
        { id: zeroVat, title: 'Office' },
      ],
      defaultCategoryId: ordinary,
    }));
    expect(shown).toEqual({ productPage: 'gross', card: 'gross', cartLine: 'gross' });
  });
});
