import type { OrderProduct, OrderSummary } from '../../ports/model/order';
import { array, integer, nullable, number, object, string, withDefault, type FieldsOf } from './decode';
import type { components as ShopSchemas } from './generated/shop-api';

type Shop = ShopSchemas['schemas'];

const orderDto = object({
  ID: integer,
  REF: string,
  CREATE_DATE: string,
  STATUS_CODE: string,
  TOTAL_TAXED_AMOUNT: number,
  POSTAGE: withDefault(number, 0),
  CURRENCY: withDefault(string, 'EUR'),
} satisfies FieldsOf<Shop['Order']>);
export const ordersDto = object({ OrderItems: array(orderDto) });

export const mapOrder = (dto: ReturnType<typeof orderDto>): OrderSummary => ({
  id: dto.ID,
  ref: dto.REF,
  createdAt: dto.CREATE_DATE,
  status: dto.STATUS_CODE,
  totalGross: dto.TOTAL_TAXED_AMOUNT,
  postageGross: dto.POSTAGE,
  currencyCode: dto.CURRENCY,
});

const orderProductDto = object({
  PRODUCT_TITLE: string,
  PRODUCT_REF: withDefault(string, ''),
  QUANTITY: integer,
  TAXED_PRICE: number,
  IMAGE: nullable(string),
} satisfies FieldsOf<Shop['OrderProduct']>);
export const orderProductsDto = object({ OrderProductItems: array(orderProductDto) });

export const mapOrderProduct = (dto: ReturnType<typeof orderProductDto>): OrderProduct => ({
  title: dto.PRODUCT_TITLE,
  ref: dto.PRODUCT_REF,
  quantity: dto.QUANTITY,
  unitGross: dto.TAXED_PRICE,
  imageUrl: dto.IMAGE,
});
