import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { familyIds, lazyScreens } from '../../../scripts/screen-families.mjs';

/** A source tree under a fresh folder: path → text. */
function givenSources(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'screen-families-'));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}

const ROUTES = [
  "const ProductPage = lazyScreen(() => import('./product-page'), 'product');",
  'const CartPage = lazyScreen(',
  "  async () => ({ default: (await import('./cart-page')).CartPage }),",
  "  'cart',",
  ');',
].join('\n');

describe("a screen family's messages", () => {
  it("are the ids its screens' code names, through static and lazy imports", () => {
    const root = givenSources({
      'src/ui/routes.tsx': ROUTES,
      'src/ui/product-page.tsx':
        "import { Price } from './price';\nconst Reviews = lazy(() => import('./reviews'));\n<p id=\"product.title\" />",
      'src/ui/price.tsx': "export const m = { id: 'product.price' };",
      'src/ui/reviews.tsx': "export const m = { id: 'product.reviews' };",
      'src/ui/cart-page.tsx': "export const m = { id: 'cart.deleteAll' };",
    });

    const families = familyIds(root, ['product.title', 'product.price', 'product.reviews', 'cart.deleteAll', 'advent.title']);

    expect(families.get('product')).toEqual(new Set(['product.title', 'product.price', 'product.reviews']));
    expect(families.get('cart')).toEqual(new Set(['cart.deleteAll']));
  });

  it("leave out another lazy screen's ids and what is imported for its types only", () => {
    const root = givenSources({
      'src/ui/routes.tsx': ROUTES,
      'src/ui/product-page.tsx': [
        "import type { CartLine } from './cart-line';",
        "const CartPage = lazyScreen(() => import('./cart-page'), 'cart');",
        "export const m = { id: 'product.title' };",
      ].join('\n'),
      'src/ui/cart-line.tsx': "export const m = { id: 'cart.line' };",
      'src/ui/cart-page.tsx': "export const m = { id: 'cart.deleteAll' };",
    });

    const families = familyIds(root, ['product.title', 'cart.line', 'cart.deleteAll']);

    expect(families.get('product')).toEqual(new Set(['product.title']));
  });

  it('cannot be found for a screen that names no family: that is an error', () => {
    const root = givenSources({ 'src/ui/routes.tsx': "const Page = lazyScreen(() => import('./page'));" });
    writeFileSync(join(root, 'src/ui/page.tsx'), '');

    expect(() => lazyScreens(root)).toThrow(/routes\.tsx: every lazyScreen/);
  });
});

describe("the shop's screen families", () => {
  const compiled = (name: string) =>
    Object.keys(JSON.parse(readFileSync(`src/i18n/compiled/${name}-en.json`, 'utf8')) as Record<string, unknown>);

  it("give the product page its own messages and not the cart page's", () => {
    expect(compiled('product')).toEqual(expect.arrayContaining(['cart.add', 'catalog.product.description', 'notFound.hint']));
    expect(compiled('product')).not.toContain('cart.deleteAll');
  });

  it('give a listing the filters and not the product page', () => {
    expect(compiled('listing')).toContain('catalog.filters.all');
    expect(compiled('listing')).not.toContain('catalog.product.description');
  });
});
