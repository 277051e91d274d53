import type { ProductImage } from '../../ports/model/product';

export const IMAGE_POSITION_CAP = 500;

export function chooseImage(images: readonly ProductImage[]): ProductImage | null {
  let best: ProductImage | null = null;
  for (const image of images) {
    if (!image.visible || !(image.position < IMAGE_POSITION_CAP)) continue;
    if (best === null || image.position < best.position) best = image;
  }
  return best;
}
