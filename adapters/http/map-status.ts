import { integer, nullable, object, optional, string, type FieldsOf } from './decode';
import type { components as ShopSchemas } from './generated/shop-api';

/** The generic `{ status_code?, status, message }` outcome of a write. */
export const statusMessageDto = object({
  status_code: optional(integer),
  status: string,
  message: nullable(string),
} satisfies FieldsOf<ShopSchemas['schemas']['StatusMessage']>);
export type StatusMessageDto = ReturnType<typeof statusMessageDto>;

export const isStatusSuccess = (dto: StatusMessageDto): boolean =>
  dto.status.toLowerCase() === 'success' && (dto.status_code === undefined || dto.status_code === 200);
