import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { featureMapProblems } from '../../../lint/feature-boundaries.mjs';

const eslint = new ESLint();

/** The messages one rule gives for `code`, linted as if it were the file at `path`. */
async function lint(rule: string, path: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path });
  return (result?.messages ?? []).filter((message) => message.ruleId === `storefront/${rule}`).map((message) => message.message);
}

const boundaries = (path: string, code: string) => lint('feature-boundaries', path, code);

describe('lint between features', () => {
  it("rejects an import of another feature's own file, and lets through what it exposes", async () => {
    const bypass = await boundaries(
      'src/features/checkout/probe.ts',
      "import { CartSyncStore } from '../cart/cart-sync-store';\nexport const probe = CartSyncStore;\n",
    );
    expect(bypass).toEqual([expect.stringContaining("cart-sync-store.ts is cart's own")]);
    const exposed = await boundaries(
      'src/features/checkout/probe.ts',
      "import { CartLinesStore } from '../cart/cart-lines-store';\nexport const probe = CartLinesStore;\n",
    );
    expect(exposed).toEqual([]);
  });

  it('rejects a feature it does not use, so no two features import each other', async () => {
    const upwards = await boundaries(
      'src/features/cart/probe.ts',
      "import { checkoutModule } from '../checkout/checkout-module';\nexport const probe = checkoutModule;\n",
    );
    expect(upwards).toEqual(['cart does not use checkout (lint/feature-map.mjs).']);
  });

  it('checks lazy imports and type imports alike', async () => {
    const lazy = await boundaries(
      'src/features/shell/probe.ts',
      "export const probe = () => import('../search/search-box-store');\n",
    );
    expect(lazy).toEqual([expect.stringContaining("search-box-store.ts is search's own")]);
    const typed = await boundaries(
      'src/features/shell/probe.ts',
      "import type { SearchBoxStore } from '../search/search-box-store';\nexport type Probe = SearchBoxStore;\n",
    );
    expect(typed).toHaveLength(1);
  });

  it('keeps src/shared free of features, and features free of src/app but for the root store type', async () => {
    const shared = await boundaries(
      'src/shared/probe.ts',
      "import { CartLinesStore } from '../features/cart/cart-lines-store';\nexport const probe = CartLinesStore;\n",
    );
    expect(shared).toEqual([expect.stringContaining('src/shared is for every feature')]);
    const container = await boundaries(
      'src/features/cart/probe.ts',
      "import { createContainer } from '../../app/container';\nexport const probe = createContainer;\n",
    );
    expect(container).toHaveLength(1);
    const rootType = await boundaries(
      'src/features/cart/probe.ts',
      "import type { RootStore } from '../../app/root-store';\nexport type Probe = RootStore;\n",
    );
    expect(rootType).toEqual([]);
  });

  it('refuses a feature map with a cycle or a feature used before it is listed', () => {
    expect(featureMapProblems({ a: { uses: [], exposes: [] }, b: { uses: ['a'], exposes: [] } })).toEqual([]);
    expect(featureMapProblems({ a: { uses: ['b'], exposes: [] }, b: { uses: ['a'], exposes: [] } })).toEqual([
      'a uses b, which must be a feature listed before it',
    ]);
  });
});

describe('lint of reactions', () => {
  const store = (effect: string) => `import { inject, injectable } from 'inversify';
import { reaction } from 'mobx';
import { CartStore } from '../cart/cart-store';
import { ShopStore } from '../shop/shop-store';

@injectable()
export class ProbeStore {
  price = 0;
  constructor(
    @inject(CartStore) private readonly cart: CartStore,
    @inject(ShopStore) private readonly shop: ShopStore,
  ) {}

  start(): () => void {
    return reaction(() => this.shop.language, () => { ${effect} });
  }

  reprice(): void {
    this.price = 1;
  }
}
`;
  const reactions = (effect: string) => lint('no-cross-feature-reactions', 'src/features/product/probe-store.ts', store(effect));

  it("rejects a reaction that calls or writes into another feature's store", async () => {
    expect(await reactions('this.cart.updateItem(1, { price: 2, promo: null });')).toHaveLength(1);
    expect(await reactions('this.cart.pendingAdds = [];')).toHaveLength(1);
  });

  it("lets a reaction call the store's own actions", async () => {
    expect(await reactions('this.reprice();')).toEqual([]);
  });
});
