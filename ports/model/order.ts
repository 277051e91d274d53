export interface OrderSummary {
  id: number;
  ref: string;
  createdAt: string;
  status: string;
  totalGross: number;
  postageGross: number;
  currencyCode: string;
}

export interface OrderProduct {
  title: string;
  ref: string;
  quantity: number;
  unitGross: number;
  imageUrl: string | null;
}

export interface OrderDetail extends OrderSummary {
  products: OrderProduct[];
}
