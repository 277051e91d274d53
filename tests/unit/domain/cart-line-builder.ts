import type { CartLine } from '../../../ports/model/cart';

export const cartLine = (over: Partial<CartLine> = {}): CartLine => ({
  pseId: 1,
  productId: 10,
  cartId: 500,
  cartItemId: 900,
  quantity: 1,
  quantityRemain: null,
  unitNetPrice: 10,
  promoNetPrice: null,
  isPromo: false,
  title: 'Velvet sofa',
  url: '/sofas/velvet-sofa.html',
  pseUrl: '/sofas/velvet-sofa.html?pse=1',
  imageUrl: null,
  defaultCategoryId: null,
  categoryTitles: [],
  undeliverable: false,
  fulfilmentCentreId: null,
  colour: null,
  size: null,
  ...over,
});
