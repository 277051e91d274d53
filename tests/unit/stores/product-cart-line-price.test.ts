import { describe, expect, it, vi } from 'vitest';
import { givenAShop } from '../../support/build-root-store';
import { aSeededSofa, settle, theCart } from '../../support/given-a-cart-shop';

describe('a cart line takes the price its product page shows now (cart action: update item)', () => {
  it('a line kept with an old price is updated when the product page shows the variant', async () => {
    const world = givenAShop();
    const { cart } = await theCart(world);
    const { product, pseIds } = await aSeededSofa(world);
    await cart.add(product, pseIds[0], 1);
    world.root.cartLines.patch(pseIds[0], { unitNetPrice: 1, promoNetPrice: 0.5, isPromo: true });

    const page = (await world.root.productPage.load()).product().open({ productId: product.id, pseId: pseIds[0] });
    const stop = page.start();
    await vi.waitFor(() => expect(page.selectedPse).toBeDefined());
    await settle();

    const [line] = world.root.cartLines.items;
    const shown = page.linePrice ?? { unitNetPrice: product.netPrice, promoNetPrice: product.promoNetPrice };
    expect(line).toMatchObject({ unitNetPrice: shown.unitNetPrice, promoNetPrice: shown.promoNetPrice });
    expect(line?.unitNetPrice).not.toBe(1);
    stop();
  });

  it('a variant that is not in the cart changes nothing', async () => {
    const world = givenAShop();
    const { cart } = await theCart(world);
    const { product, pseIds } = await aSeededSofa(world);
    await cart.add(product, pseIds[0], 1);
    const before = world.root.cartLines.items;
    const page = (await world.root.productPage.load()).product().open({ productId: product.id, pseId: pseIds[1] });
    const stop = page.start();
    await vi.waitFor(() => expect(page.selectedPse).toBeDefined());
    expect(world.root.cartLines.items).toEqual(before);
    stop();
  });
});
