export interface CartLine {
  pseId: number;
  productId: number;
  cartId: number;
  cartItemId: number;
  quantity: number;
  quantityRemain: number | null;
  /** Net unit price in euro. */
  unitNetPrice: number;
  promoNetPrice: number | null;
  isPromo: boolean;
  title: string;
  url: string;
  pseUrl: string;
  imageUrl: string | null;
  defaultCategoryId: number | null;
  categoryTitles: string[];
  undeliverable: boolean;
  fulfilmentCentreId: number | null;
  colour: string | null;
  size: string | null;
}

/** What a successful cart mutation returns. */
export interface CartMutation {
  cartId: number;
  cartItemId: number;
  quantity: number;
}

export interface CartSnapshot {
  cartId: number;
  lines: CartLine[];
}

export type CartChangeNotice =
  | { kind: 'cart-unavailable' }
  | { kind: 'line-removed'; title: string }
  | { kind: 'price-updated'; title: string; oldNetPrice: number; newNetPrice: number }
  | { kind: 'quantity-changed'; title: string; oldQuantity: number; newQuantity: number };

export interface CartValidation {
  snapshot: CartSnapshot;
  notices: CartChangeNotice[];
}

export interface AppliedCoupon {
  code: string;
  /** Gross discount in euro. */
  discount: number;
}
