import { describe, expect, it } from 'vitest';
import { lineLabels } from '../../../src/domain/cart-line-labels';
import { aCartLine } from '../../support/cart-line-builder';
import { aProduct } from '../../support/product-builder';

const englishSofa = aProduct()
  .withId(10)
  .titled('Amalfi corner sofa, velvet')
  .withColours(
    { id: 1, name: 'black', hex: '#000', sizes: [{ id: 7, name: '200 cm', stock: 3, pseId: 1 }] },
    { id: 2, name: 'green', hex: '#0a0', sizes: [{ id: 8, name: '240 cm', stock: 3, pseId: 2 }] },
  )
  .build();

describe("a cart line's labels", () => {
  it("are the product's title and the line variant's colour and size names, in the language the product was read in", () => {
    const line = aCartLine().forPse(2, 10).build();

    expect(lineLabels(line, englishSofa)).toEqual({ title: 'Amalfi corner sofa, velvet', colour: 'green', size: '240 cm' });
  });

  it("are the line's own until its product is known", () => {
    const line = aCartLine().forPse(2, 10).build();

    expect(lineLabels(line, undefined)).toEqual({ title: line.title, colour: line.colour, size: line.size });
  });

  it("never take another product's names", () => {
    const line = aCartLine().forPse(2, 11).build();

    expect(lineLabels(line, englishSofa).title).toBe(line.title);
  });

  it("keep the line's variant names when the product does not list the variant", () => {
    const line = aCartLine().forPse(99, 10).build();

    expect(lineLabels(line, englishSofa)).toEqual({ title: 'Amalfi corner sofa, velvet', colour: line.colour, size: line.size });
  });
});
