import { describe, expect, it } from 'vitest';
import { cardAnswers } from '../../../src/server/card-answers';
import { aProduct } from '../../support/product-builder';

const picture = (url: string, position: number, visible = true) => ({ url, position, visible });
const colour = { id: 1, name: 'gri', hex: '#888', sizes: [{ id: 2, name: '200 cm', stock: 3, pseId: 9 }] };

describe('the answers a page hands to the browser', () => {
  it('carry each listed product as its card shows it: the picture it shows, no description nor variants', () => {
    const product = aProduct()
      .withDescription('<p>Catifea</p>')
      .withImages(picture('hidden.jpg', 0, false), picture('second.jpg', 2), picture('first.jpg', 1))
      .withColours(colour)
      .build();

    const [[key, value]] = cardAnswers([['products:home:77', { products: [product], total: 1 }]]) as [[string, unknown]];

    expect(key).toBe('products:home:77');
    expect(value).toEqual({
      products: [{ ...product, descriptionHtml: '', colours: [], images: [picture('first.jpg', 1)] }],
      total: 1,
    });
  });

  it("keep every other answer as it was read (a product's own page, the menu)", () => {
    const product = aProduct().withDescription('<p>Catifea</p>').withColours(colour).build();
    const answers: [string, unknown][] = [
      ['product:ro_RO:77', product],
      ['category-menu:ro_RO', [{ id: 1, title: 'Canapele' }]],
    ];
    expect(cardAnswers(answers)).toEqual(answers);
  });
});
