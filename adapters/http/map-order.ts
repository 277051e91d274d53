import type { OrderProduct, OrderSummary } from '../../ports/model/order';
import type { components as ShopSchemas } from './generated/shop-api';

type Shop = ShopSchemas['schemas'];

export const mapOrder = (dto: Shop['Order']): OrderSummary => ({
  id: dto.ID,
  ref: dto.REF,
  createdAt: dto.CREATE_DATE,
  status: dto.STATUS_CODE,
  totalGross: dto.TOTAL_TAXED_AMOUNT,
  postageGross: dto.POSTAGE ?? 0,
  currencyCode: dto.CURRENCY ?? 'EUR',
});

export const mapOrderProduct = (dto: Shop['OrderProduct']): OrderProduct => ({
  title: dto.PRODUCT_TITLE,
  ref: dto.PRODUCT_REF ?? '',
  quantity: dto.QUANTITY,
  unitGross: dto.TAXED_PRICE,
  imageUrl: dto.IMAGE ?? null,
});
