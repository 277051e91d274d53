import { describe, expect, it } from 'vitest';
import { ProductSchema } from '../../../adapters/http/generated/shop-api-catalog-validators';
import { coloursFromCombinations, mapProduct, toKind, type ProductDto } from '../../../adapters/http/map-product';
import { validateValue } from '../../../adapters/http/response-validator';
import { productDto as productFixture } from './fixtures';

const decoded = (value: unknown): ProductDto => {
  const result = validateValue(ProductSchema, value, 'product');
  if (!result.ok) throw new Error(result.error.message);
  return result.value;
};

describe('mapProduct', () => {
  it('maps upper-case Thelia fields onto the domain product', () => {
    const product = mapProduct(decoded(productFixture()));
    expect(product).toMatchObject({
      id: 1001,
      ref: 'SOFA-OSLO',
      title: 'Canapea Oslo',
      descriptionHtml: '<p>Canapea extensibilă</p>',
      brandId: 7,
      brandName: 'Nordhaus',
      categories: [{ id: 12, title: 'Canapele' }],
      defaultCategoryId: 12,
      tags: ['new'],
      netPrice: 499.5,
      promoNetPrice: 449.5,
      listNetPrice: null,
      stock: 7,
      url: 'canapea-oslo.html',
      defaultPseId: 5001,
      isPriceRequest: false,
      kind: 'sofa',
    });
    expect(product.colours).toEqual([
      { id: 3, name: 'Gri', hex: '#8a8f94', sizes: [{ id: 1, name: '3 locuri', stock: 4, pseId: 5001 }] },
    ]);
  });

  it('turns 0/1 image flags into booleans', () => {
    const product = mapProduct(decoded(productFixture()));
    expect(product.images.map((image) => image.visible)).toEqual([false, true]);
  });

  it('drops the promo price when IS_PROMO is 0', () => {
    expect(mapProduct(decoded(productFixture({ IS_PROMO: 0 }))).promoNetPrice).toBeNull();
  });

  it('fills optional fields with neutral values', () => {
    const product = mapProduct(
      decoded(
        productFixture({
          DESCRIPTION: null,
          brand_name: null,
          category: [],
          tag: [],
          default_pse_id: null,
          product_type: 'ottoman',
        }),
      ),
    );
    expect(product).toMatchObject({
      descriptionHtml: '',
      brandName: '',
      categories: [],
      tags: [],
      defaultPseId: 5001,
      kind: 'sofa',
    });
  });

  it.each([
    ['PRICE as a string', { PRICE: '499.50' }],
    ['IS_PROMO as a boolean', { IS_PROMO: true }],
    ['image visible as "1"', { images: [{ image_url: '/a.jpg', visible: '1', position: 1 }] }],
    ['missing REF', { REF: undefined }],
    ['a size without its pse', { variation: [{ color_id: 3, color_name: 'Gri', sizes: [{ name: 'M', stock: 1 }] }] }],
  ])('rejects a product with %s', (_label, overrides) => {
    expect(validateValue(ProductSchema, productFixture(overrides), 'product').ok).toBe(false);
  });

  it('builds colours from combinations when they are given', () => {
    const combinations = [
      { pse_id: 5001, color_id: 3, color_name: 'Gri', color_hex: '#8a8f94', size_id: 1, size_name: '3 locuri', stock: 4 },
      { pse_id: 5002, color_id: 3, color_name: 'Gri', color_hex: '#8a8f94', size_id: 2, size_name: '2 locuri', stock: 0 },
      { pse_id: 5003, color_id: null, color_name: null, color_hex: null, size_id: null, size_name: null, stock: 9 },
    ].map((combination) => ({ ...combination, price: 499.5, ref: `PSE-${combination.pse_id}` }));
    expect(coloursFromCombinations(combinations)).toEqual([
      {
        id: 3,
        name: 'Gri',
        hex: '#8a8f94',
        sizes: [
          { id: 1, name: '3 locuri', stock: 4, pseId: 5001 },
          { id: 2, name: '2 locuri', stock: 0, pseId: 5002 },
        ],
      },
      { id: 0, name: '', hex: '', sizes: [{ id: 5003, name: '', stock: 9, pseId: 5003 }] },
    ]);
    expect(mapProduct(decoded(productFixture()), combinations).colours).toHaveLength(2);
    expect(mapProduct(decoded(productFixture()), []).colours[0]?.name).toBe('Gri');
  });

  it('maps the product type onto a known kind', () => {
    expect(toKind('Lamp')).toBe('lamp');
    expect(toKind(null)).toBe('sofa');
  });
});
