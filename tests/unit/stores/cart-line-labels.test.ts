import { describe, expect, it, vi } from 'vitest';
import type { LanguageCode } from '../../../ports/model/shop-context';
import type { Product } from '../../../ports/model/product';
import { aSofaInTheCart, givenACartShop, type CartWorld } from '../../support/given-a-cart-shop';

const LOCALE: Record<LanguageCode, string> = { de: 'de_DE', ro: 'ro_RO', en: 'en_US' };

/** The seeded product as the catalogue names it in a language. */
async function productIn(world: CartWorld, productId: number, language: LanguageCode): Promise<Product> {
  const result = await world.fakes.products.getProduct(productId, {
    ...world.root.shop.context,
    language,
    locale: LOCALE[language],
  });
  if (!result.ok) throw new Error('seed product missing');
  return result.value;
}

const variantOf = (product: Product, pseId: number) => {
  const colour = product.colours.find((candidate) => candidate.sizes.some((size) => size.pseId === pseId));
  return { colour: colour?.name, size: colour?.sizes.find((size) => size.pseId === pseId)?.name };
};

describe('cart lines speak the interface language', () => {
  it('a line added in English is named in English, though the cart answers in Romanian', async () => {
    const world = givenACartShop({ config: { language: 'en', locale: 'ro_RO' } });
    const { cartLineLabels, product, pseId, line } = await aSofaInTheCart(world);
    const english = await productIn(world, product.id, 'en');
    const romanian = await productIn(world, product.id, 'ro');
    expect(line.title).toBe(romanian.title);

    await vi.waitFor(() => expect(cartLineLabels.of(line).title).toBe(english.title));
    expect(cartLineLabels.of(line)).toMatchObject(variantOf(english, pseId));
    expect(english.title).not.toBe(romanian.title);
  });

  it('a language switch with a full cart relabels the lines', async () => {
    const world = givenACartShop({ config: { language: 'en', locale: 'ro_RO' } });
    const { cartLineLabels, product, pseId, line } = await aSofaInTheCart(world);
    const german = await productIn(world, product.id, 'de');

    world.root.shop.setLanguage('de');

    await vi.waitFor(() => expect(cartLineLabels.of(line).title).toBe(german.title));
    expect(cartLineLabels.of(line)).toMatchObject(variantOf(german, pseId));
  });
});
