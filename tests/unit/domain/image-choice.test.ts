import { describe, expect, it } from 'vitest';
import type { ProductImage } from '../../../ports/model/product';
import { IMAGE_POSITION_CAP, chooseImage } from '../../../src/domain/image-choice';

const img = (url: string, position: number, visible = true): ProductImage => ({ url, position, visible });

describe('chooseImage', () => {
  it('caps positions at 500', () => {
    expect(IMAGE_POSITION_CAP).toBe(500);
  });

  it.each([
    ['lowest position wins', [img('b', 3), img('a', 1), img('c', 2)], 'a'],
    ['hidden images are skipped', [img('a', 1, false), img('b', 2)], 'b'],
    ['position 499 is still chosen', [img('a', 499)], 'a'],
    ['first one wins a tie', [img('a', 4), img('b', 4)], 'a'],
    ['position 0 counts', [img('a', 5), img('b', 0)], 'b'],
    ['positions at or above the cap are never chosen', [img('a', 500), img('b', 900), img('c', 499)], 'c'],
  ])('%s', (_label, images, url) => {
    expect(chooseImage(images)?.url).toBe(url);
  });

  it.each([
    ['no images', []],
    ['only hidden images', [img('a', 1, false)]],
    ['only positions from 500 up', [img('a', 500), img('b', 501)]],
    ['NaN position', [img('a', Number.NaN)]],
  ])('is null with %s', (_label, images) => {
    expect(chooseImage(images)).toBeNull();
  });
});
